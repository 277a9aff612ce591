/**
 * `npm run leads`: the latest messages from the site's forms, newest first.
 *
 *   npm run leads -- [--limit 20] [--kind home|contact|support|whitepaper|webinar] [--json]
 *
 * Reads the same environment as the server (.env included). With DATABASE_URL it queries
 * PostgreSQL directly. With the embedded database it asks the running server, which holds the
 * data directory's lock, through GET /_admin/contact-messages (URL and token from
 * DATA_DIR/admin.json); when no server runs it takes the lock itself and opens the directory,
 * so it can never open the database beside a live server. `--json` prints one JSON object per
 * line (JSON Lines); otherwise a table.
 */
import { parseArgs } from 'node:util';
import { contactKinds, isContactKind, type ContactKind } from '../rules/contact-rules.ts';
import {
  leadsDefaultLimit,
  leadsMaxLimit,
  listContactMessages,
  type ContactMessageRecord,
} from '../server/contact/list-contact-messages.ts';
import { loadEnv, type Env } from '../server/lib/env.ts';
import { formatLeadsTable } from './leads-table.ts';
import { askServer, reachDatabase, runCommand, UsageError } from './operator.ts';

type Options = { limit: number; kind: ContactKind | undefined; json: boolean };

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      limit: { type: 'string', short: 'n' },
      kind: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(
      'Usage: npm run leads -- [--limit N] [--kind home|contact|support|whitepaper|webinar] [--json]\n',
    );
    process.exit(0);
  }
  const limit = values.limit === undefined ? leadsDefaultLimit : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > leadsMaxLimit) {
    throw new UsageError(`--limit must be a whole number from 1 to ${leadsMaxLimit}.`);
  }
  if (values.kind !== undefined && !isContactKind(values.kind)) {
    throw new UsageError(`--kind must be one of ${contactKinds.join(', ')}.`);
  }
  return { limit, kind: values.kind, json: values.json };
}

async function readLeads(env: Env, options: Options): Promise<ContactMessageRecord[]> {
  const reach = await reachDatabase(env, { command: 'leads' });
  if (reach.via === 'server') {
    const query = new URLSearchParams({ limit: String(options.limit) });
    if (options.kind) query.set('kind', options.kind);
    const res = await askServer(reach.admin, `/_admin/contact-messages?${query}`);
    return ((await res.json()) as { messages: ContactMessageRecord[] }).messages;
  }
  try {
    return await listContactMessages(reach.db, options);
  } finally {
    await reach.close();
  }
}

await runCommand(async () => {
  const options = parseOptions(process.argv.slice(2));
  const leads = await readLeads(loadEnv(), options);
  if (options.json) {
    for (const lead of leads) process.stdout.write(`${JSON.stringify(lead)}\n`);
  } else {
    process.stdout.write(formatLeadsTable(leads));
  }
}, 'Usage: npm run leads -- [--limit N] [--kind KIND] [--json]');
