/**
 * `npm run mail`: the mail queue from the terminal (ADR 040), as /admin → Mail shows it.
 *
 *   npm run mail -- list [--search TEXT] [--state held,failed,queued] [--limit N] [--json]
 *   npm run mail -- discard ID [ID …]        never send these (held, failed or queued) emails
 *   npm run mail -- send-test ADDRESS        queue a test email (sent when SMTP_URL is set)
 *
 * Reaches the database as `npm run leads` does (scripts/operator.ts): PostgreSQL directly with
 * DATABASE_URL; with the embedded database, the running server through /_admin/mail, or the
 * data directory itself when no server runs.
 */
import { parseArgs } from 'node:util';
import { loadEnv, type Env } from '../server/lib/env.ts';
import { createLogger } from '../server/lib/logger.ts';
import { createMailQueue } from '../server/mail/mail-queue.ts';
import {
  checkMailListFilter,
  discardMail,
  isTestMailAddress,
  listUnsentMail,
  queueTestMail,
  type UnsentMail,
  type UnsentState,
} from '../server/mail/operator-mail.ts';
import { isUuid } from '../rules/uuid.ts';
import { askServer, reachDatabase, runCommand, UsageError } from './operator.ts';

const usage =
  'Usage: npm run mail -- list [--search TEXT] [--state held,failed,queued] [--limit N] [--json]\n' +
  '       npm run mail -- discard ID [ID ...]\n' +
  '       npm run mail -- send-test ADDRESS\n';

type Command =
  | { name: 'list'; search: string | undefined; states: UnsentState[]; limit: number; json: boolean }
  | { name: 'discard'; ids: string[] }
  | { name: 'send-test'; to: string };

export function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      search: { type: 'string', short: 'q' },
      state: { type: 'string' },
      limit: { type: 'string', short: 'n' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const [name, ...rest] = positionals;
  if (name === 'list') {
    const filter = checkMailListFilter(
      values.state?.split(',').map((s) => s.trim()),
      values.limit,
    );
    if ('wrong' in filter) throw new UsageError(`--${filter.wrong} ${filter.mustBe}.`);
    return { name, search: values.search, ...filter, json: values.json };
  }
  if (name === 'discard') {
    if (rest.length === 0) throw new UsageError(`Name the emails to discard (their ids, from list).\n${usage}`);
    const bad = rest.find((id) => !isUuid(id));
    if (bad) throw new UsageError(`"${bad}" is not an email id (a UUID, as list shows it).`);
    return { name, ids: rest };
  }
  if (name === 'send-test') {
    const to = rest[0]?.trim() ?? '';
    if (rest.length !== 1 || !isTestMailAddress(to))
      throw new UsageError(`send-test takes one email address.\n${usage}`);
    return { name, to };
  }
  throw new UsageError(usage);
}

function formatTable(mail: UnsentMail[]): string {
  if (mail.length === 0) return 'No email matches.\n';
  const lines = mail.map((m) =>
    [m.id, m.state.padEnd(6), m.created_at, m.purpose.padEnd(24), m.to_address, m.subject, m.last_error ?? '']
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n${mail.length} email(s).\n`;
}

async function run(env: Env, command: Command): Promise<string> {
  const reach = await reachDatabase(env, { command: 'mail' });
  if (reach.via === 'server') {
    if (command.name === 'list') {
      const query = new URLSearchParams({ state: command.states.join(','), limit: String(command.limit) });
      if (command.search) query.set('q', command.search);
      const { mail } = (await (await askServer(reach.admin, `/_admin/mail?${query}`)).json()) as { mail: UnsentMail[] };
      return command.json ? mail.map((m) => `${JSON.stringify(m)}\n`).join('') : formatTable(mail);
    }
    if (command.name === 'discard') {
      const { discarded } = (await (
        await askServer(reach.admin, '/_admin/mail/discard', { ids: command.ids })
      ).json()) as { discarded: number };
      return `${discarded} email(s) discarded.\n`;
    }
    const queued = (await (await askServer(reach.admin, '/_admin/mail/send-test', { to: command.to })).json()) as {
      id: string;
      state: string;
    };
    return `Test email ${queued.id} ${queued.state}.\n`;
  }
  try {
    if (command.name === 'list') {
      const mail = await listUnsentMail(reach.db, command);
      return command.json ? mail.map((m) => `${JSON.stringify(m)}\n`).join('') : formatTable(mail);
    }
    if (command.name === 'discard') return `${await discardMail(reach.db, command.ids)} email(s) discarded.\n`;
    const mail = createMailQueue({ env, logger: createLogger({ level: 'silent', pretty: false }) });
    const queued = await queueTestMail(reach.db, mail, command.to, env.SITE_URL);
    return `Test email ${queued.id} ${queued.state}${queued.state === 'queued' ? ': a running server sends it' : ''}.\n`;
  } finally {
    await reach.close();
  }
}

await runCommand(async () => {
  const command = parseCommand(process.argv.slice(2));
  process.stdout.write(await run(loadEnv(), command));
}, usage.trimEnd());
