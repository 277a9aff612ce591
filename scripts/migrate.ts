/**
 * `npm run migrate`: applies pending migrations (what `npm start` does first);
 * `npm run migrate -- --status`: lists applied and pending ones. With the embedded database and
 * a server running, the server has applied its migrations at start: the command shows its status.
 */
import { parseArgs } from 'node:util';
import { migrate, migrationStatus, readMigrations, type MigrationStatus } from '../server/db/migrate.ts';
import { askServer, operatorEnv, reachDatabase, runCommand } from './operator.ts';

const usage = 'Usage: npm run migrate [-- --status]';

function formatStatus(status: MigrationStatus): string {
  const lines = status.applied.map((m) => `  applied  ${m.name}  (${m.appliedAt})`);
  for (const name of status.pending) lines.push(`  pending  ${name}`);
  for (const name of status.unknown) lines.push(`  unknown  ${name}  (applied by a newer version of the site)`);
  const summary = `${status.applied.length} applied, ${status.pending.length} pending`;
  return `${lines.join('\n')}\n${summary}${status.unknown.length ? `, ${status.unknown.length} unknown` : ''}\n`;
}

async function main() {
  const { values } = parseArgs({ options: { status: { type: 'boolean', default: false } }, strict: true });
  const env = operatorEnv();
  const reach = await reachDatabase(env, { command: 'migrate', create: !values.status });
  if (reach.via === 'server') {
    const status = (await (await askServer(reach.admin, '/_admin/migrations')).json()) as MigrationStatus;
    if (!values.status) process.stdout.write('The running server applied its migrations when it started.\n');
    process.stdout.write(formatStatus(status));
    return;
  }
  try {
    if (!values.status) {
      const applied = await migrate(reach.db);
      process.stdout.write(applied.length ? `Applied ${applied.join(', ')}\n` : 'Nothing to apply.\n');
    }
    process.stdout.write(formatStatus(await migrationStatus(reach.db, await readMigrations())));
  } finally {
    await reach.close();
  }
}

await runCommand(main, usage);
