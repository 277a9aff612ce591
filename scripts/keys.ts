/**
 * `npm run keys`: the project's API keys and its signing keys (server/auth/signing-keys.ts).
 *
 *   npm run keys [-- --expires-in 90d]     ANON_KEY=… and SERVICE_ROLE_KEY=…, signed now by the
 *                                          current signing key, valid 90 days unless told otherwise
 *   npm run keys -- --rotate [--grace 24h] a new signing key signs from now on; the old ones verify
 *                                          what they signed until the grace ends (at least JWT_EXPIRY)
 *   npm run keys -- --retire               ends every grace now
 *   npm run keys -- --list                 every signing key and what it does
 *
 * SERVICE_ROLE_KEY bypasses row-level security and opens /auth/v1/admin: server-side only. With
 * DATABASE_URL the command works on PostgreSQL (every instance follows at once); with the embedded
 * database it asks the running server through DATA_DIR/admin.json, or opens the data directory.
 */
import { parseArgs } from 'node:util';
import { createKeyStore } from '../server/lib/keys.ts';
import {
  durationSeconds,
  KeyCommandError,
  runKeyCommand,
  type KeyCommand,
  type KeyCommandResult,
  type KeyInfo,
} from '../server/auth/signing-keys.ts';
import { askServer, operatorEnv, reachDatabase, reachedWhere, runCommand, UsageError } from './operator.ts';

const usage = 'Usage: npm run keys [-- --expires-in 90d] | -- --rotate [--grace 24h] | -- --retire | -- --list';

function readCommand(jwtExpirySeconds: number): KeyCommand {
  const { values } = parseArgs({
    options: {
      'expires-in': { type: 'string' },
      rotate: { type: 'boolean' },
      grace: { type: 'string' },
      retire: { type: 'boolean' },
      list: { type: 'boolean' },
    },
    strict: true,
  });
  const chosen = [values.rotate, values.retire, values.list].filter(Boolean).length;
  if (chosen > 1 || (values.grace && !values.rotate) || (values['expires-in'] && chosen > 0))
    throw new UsageError(usage);
  try {
    if (values.list) return { action: 'list' };
    if (values.retire) return { action: 'retire' };
    if (values.rotate) {
      const graceSeconds = values.grace ? durationSeconds(values.grace, '--grace') : Math.max(86400, jwtExpirySeconds);
      if (graceSeconds < jwtExpirySeconds) {
        throw new UsageError(
          `--grace must be at least JWT_EXPIRY (${jwtExpirySeconds} s): access tokens signed by the old key live that long.`,
        );
      }
      return { action: 'rotate', graceSeconds };
    }
    const expiresIn = values['expires-in'];
    return { action: 'mint', lifetimeSeconds: expiresIn ? durationSeconds(expiresIn, '--expires-in') : 90 * 86400 };
  } catch (err) {
    if (err instanceof KeyCommandError) throw new UsageError(err.message);
    throw err;
  }
}

async function main(): Promise<void> {
  const env = operatorEnv();
  const command = readCommand(env.JWT_EXPIRY);
  const reach = await reachDatabase(env, { command: 'keys' });
  let result: KeyCommandResult;
  try {
    if (reach.via === 'server') {
      const res = await askServer(reach.admin, '/_admin/keys', command);
      result = (await res.json()) as KeyCommandResult;
    } else {
      const privateKeyFile = env.JWT_PRIVATE_KEY_FILE;
      result = await runKeyCommand(
        { db: reach.db, keys: createKeyStore(reach.db, { privateKeyFile }), privateKeyFile },
        command,
      );
    }
  } catch (err) {
    if (err instanceof KeyCommandError) throw new UsageError(err.message);
    throw err;
  } finally {
    if (reach.via === 'database') await reach.close();
  }
  report(result, `through ${reachedWhere(env, reach)}`);
}

function report(result: KeyCommandResult, where: string): void {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  const note = (s: string) => process.stderr.write(`${s}\n`);
  if (result.action === 'mint') {
    const { keys } = result;
    out(`ANON_KEY=${keys.anonKey}\nSERVICE_ROLE_KEY=${keys.serviceRoleKey}`);
    note(
      `Signed ${where} with signing key ${keys.kid}; valid until ${keys.expiresAt.slice(0, 10)} ` +
        'or until that signing key is retired.\n' +
        'SERVICE_ROLE_KEY bypasses row-level security and opens /auth/v1/admin: keep it on servers only, ' +
        'never in a VITE_ or other public variable, a browser, or a repository.',
    );
  } else if (result.action === 'rotate') {
    out(`New signing key ${result.kid} signs from now on, on every instance (${where}).`);
    for (const k of result.retiring) out(`Key ${k.kid} verifies what it signed until ${k.retireAt}, then retires.`);
    note('Mint new API keys now (npm run keys) and put them in place before the old key retires.');
  } else if (result.action === 'retire') {
    out(result.retired.length ? `Retired now: ${result.retired.join(', ')}.` : 'No key was waiting to retire.');
  } else {
    out(table(result.keys));
  }
}

function table(keys: KeyInfo[]): string {
  const rows = keys.map((k) => [k.kid, k.status, k.createdAt, k.retireAt ?? '']);
  const all = [['KID', 'STATUS', 'CREATED', 'RETIRES'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

await runCommand(main, usage);
