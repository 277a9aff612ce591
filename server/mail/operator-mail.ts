/**
 * What an operator does with the queue (ADR 040), shared by /admin Mail (through the admin RPCs
 * of migration 0260), `npm run mail` and /_admin/mail: list unsent email (held, failed,
 * queued) with a search, discard some (never sent from then on), queue a test email.
 */
import type { Queryable } from '../db/types.ts';
import { renderEmail } from '../mail/layout.ts';
import type { MailQueue } from './mail-queue.ts';

export const unsentStates = ['held', 'failed', 'queued'] as const;
export type UnsentState = (typeof unsentStates)[number];

export type UnsentMail = {
  id: string;
  purpose: string;
  to_address: string;
  subject: string;
  state: UnsentState;
  attempts: number;
  last_error: string | null;
  created_at: string;
};

export const mailListMax = 500;

/**
 * A list's filter as `npm run mail -- list` (--state, --limit) and GET /_admin/mail (state=,
 * limit=) take it: the states named (held and failed when none) and a limit from 1 to
 * mailListMax (100 when none); a wrong one gives its field and what it must be.
 */
export function checkMailListFilter(
  states: string[] | undefined,
  limit: string | undefined,
): { states: UnsentState[]; limit: number } | { wrong: 'state' | 'limit'; mustBe: string } {
  const named = states ?? ['held', 'failed'];
  if (!named.every((s): s is UnsentState => (unsentStates as readonly string[]).includes(s)))
    return { wrong: 'state', mustBe: `must be among ${unsentStates.join(', ')}` };
  const n = limit === undefined ? 100 : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > mailListMax)
    return { wrong: 'limit', mustBe: `must be a whole number from 1 to ${mailListMax}` };
  return { states: named, limit: n };
}

export async function listUnsentMail(
  db: Queryable,
  options: { search?: string | undefined; states?: readonly UnsentState[]; limit?: number } = {},
): Promise<UnsentMail[]> {
  const { rows } = await db.query<UnsentMail>(
    `select id::text, purpose, to_address, subject, state, attempts, last_error,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from public.staff_mail($1, $2::text[], $3)`,
    [options.search ?? null, options.states ?? ['held', 'failed'], Math.min(options.limit ?? 100, mailListMax)],
  );
  return rows;
}

/** Discards unsent email by id (each at most once); returns how many. */
export async function discardMail(db: Queryable, ids: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select public.staff_mail_discard($1::uuid[]) as n`, [ids]);
  return Number(rows[0]?.n ?? 0);
}

/** An address a test email may go to: one bare address (no name, no list). */
export function isTestMailAddress(to: string): boolean {
  return /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(to);
}

/** Queues a short test email to `to` (sent by the worker when SMTP_URL is set, else held). */
export async function queueTestMail(
  db: Queryable,
  mail: MailQueue,
  to: string,
  siteUrl: string,
): Promise<{ id: string; state: string }> {
  const body = renderEmail(
    {
      preheader: 'A test email from the site.',
      heading: 'Test email',
      paragraphs: [`This test email was sent with npm run mail -- send-test at ${new Date().toISOString()}.`],
    },
    siteUrl,
  );
  const queued = await mail.enqueue(db, { to, subject: 'Test email from the site', ...body }, { purpose: 'mail.test' });
  return { id: queued.id, state: queued.state };
}
