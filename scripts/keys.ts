/**
 * `npm run keys`: prints the project's API keys as environment lines,
 *
 *   ANON_KEY=…          a JWT with role anon (what a browser may hold, like the publishable key)
 *   SERVICE_ROLE_KEY=…  a JWT with role service_role: bypasses row-level security and opens
 *                       /auth/v1/admin. Server-side only; never in a VITE_/public variable.
 *
 * Both are signed now by the current signing key (ten years' validity, or until that key is
 * revoked), so they validate on every server process of this database. With DATABASE_URL the
 * command reads the key from PostgreSQL; with the embedded database it asks the running server
 * through DATA_DIR/admin.json, or, with none running, opens the data directory itself.
 */
import { parseArgs } from 'node:util';
import { mintApiKeys, type ApiKeys } from '../server/auth/api-keys.ts';
import { createKeyStore } from '../server/lib/keys.ts';
import { askServer, operatorEnv, reachDatabase, reachedWhere, runCommand } from './operator.ts';

const usage = 'Usage: npm run keys';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    process.stdout.write(`${usage}\nPrints ANON_KEY=… and SERVICE_ROLE_KEY=… for this site's database.\n`);
    return;
  }
  const env = operatorEnv();
  const reach = await reachDatabase(env, { command: 'keys' });
  let keys: ApiKeys;
  if (reach.via === 'server') {
    keys = (await (await askServer(reach.admin, '/_admin/keys')).json()) as ApiKeys;
  } else {
    try {
      keys = await mintApiKeys(createKeyStore(reach.db, { privateKeyFile: env.JWT_PRIVATE_KEY_FILE }));
    } finally {
      await reach.close();
    }
  }
  process.stdout.write(`ANON_KEY=${keys.anonKey}\nSERVICE_ROLE_KEY=${keys.serviceRoleKey}\n`);
  process.stderr.write(
    `Signed through ${reachedWhere(env, reach)} with signing key ${keys.kid}; valid until ${keys.expiresAt.slice(0, 10)} ` +
      'or until that signing key is revoked.\n' +
      'SERVICE_ROLE_KEY bypasses row-level security and opens /auth/v1/admin: keep it on servers only, ' +
      'never in a VITE_ or other public variable, a browser, or a repository.\n',
  );
}

await runCommand(main, usage);
