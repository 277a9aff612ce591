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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isContactKind, type ContactKind } from '../rules/contact-rules.ts';
import { readAdminFile } from '../server/admin/admin-access.ts';
import {
  leadsDefaultLimit,
  leadsMaxLimit,
  listContactMessages,
  type ContactMessageRecord,
} from '../server/contact/list-contact-messages.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/lock.ts';
import { openDatabase } from '../server/db/open.ts';
import { EnvError, loadEnv, type Env } from '../server/lib/env.ts';
import { formatLeadsTable } from './leads-table.ts';

class UsageError extends Error {}

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
    throw new UsageError('--kind must be one of home, contact, support, whitepaper, webinar.');
  }
  return { limit, kind: values.kind, json: values.json };
}

async function fromDatabase(env: Env, options: Options): Promise<ContactMessageRecord[]> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: 1 });
  try {
    return await listContactMessages(db, options);
  } finally {
    await db.close();
  }
}

async function fromRunningServer(env: Env, holderPid: number, options: Options): Promise<ContactMessageRecord[]> {
  const admin = readAdminFile(env.DATA_DIR);
  if (!admin || admin.pid !== holderPid) {
    throw new UsageError(
      `The server (pid ${holderPid}) holding ${path.resolve(env.DATA_DIR)} has published no admin endpoint ` +
        '(DATA_DIR/admin.json). Restart it with this version of the site, or stop it and run this again.',
    );
  }
  const query = new URLSearchParams({ limit: String(options.limit) });
  if (options.kind) query.set('kind', options.kind);
  const res = await fetch(`${admin.url}/_admin/contact-messages?${query}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  }).catch((err: unknown) => {
    throw new UsageError(`Could not reach the running server at ${admin.url}: ${(err as Error).message}`);
  });
  if (!res.ok) throw new UsageError(`The running server answered ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { messages: ContactMessageRecord[] };
  return body.messages;
}

async function readLeads(env: Env, options: Options): Promise<ContactMessageRecord[]> {
  if (env.DATABASE_URL) return fromDatabase(env, options);
  if (!existsSync(path.join(env.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new UsageError(
      `There is no database in ${path.resolve(env.DATA_DIR)} yet. Start the site once (npm start), or set DATA_DIR or DATABASE_URL.`,
    );
  }
  let lock;
  try {
    lock = lockDataDir(env.DATA_DIR);
  } catch (err) {
    if (err instanceof DataDirLockedError) return fromRunningServer(env, err.holderPid, options);
    throw err;
  }
  try {
    return await fromDatabase(env, options);
  } finally {
    lock.release();
  }
}

async function main(): Promise<number> {
  try {
    const options = parseOptions(process.argv.slice(2));
    const env = loadEnv();
    const leads = await readLeads(env, options);
    if (options.json) {
      for (const lead of leads) process.stdout.write(`${JSON.stringify(lead)}\n`);
    } else {
      process.stdout.write(formatLeadsTable(leads));
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${err.message}\nUsage: npm run leads -- [--limit N] [--kind KIND] [--json]\n`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main();
