/**
 * The daily digest of open leads (ADR 040): each admin or sales staff member with open leads
 * (New or In progress) assigned to them and older than one working day gets one email a working
 * day, from 09:00 IST, listing them with links to /admin (form, subject and age only: the rest is
 * behind the second factor).
 *
 * Scheduled as the lead-retention job is (server/privacy/lead-retention.ts): every process polls;
 * a pass takes a transaction-scoped advisory lock (another process skips), reads when the job last
 * ran (privacy.job_runs, durable and shared), runs when due and records the run in the same
 * transaction, so it runs once a day across restarts and instances. Each email also carries a
 * dedupe key (user and IST date), so even a run repeated by hand queues nothing twice.
 */
import { site } from '../../config/site.ts';
import type { Queryable } from '../db/types.ts';
import type { ServerDeps } from '../deps.ts';
import { adminLeadUrl } from '../contact/notify.ts';
import { renderEmail } from '../mail/layout.ts';
import { startPollLoop, type PollLoop } from '../mail/poll-loop.ts';

const job = 'lead-digest';
/** pg_advisory_xact_lock key for this job (lead retention uses 30_171). */
const lockKey = 30_260;
const istOffsetMs = (5 * 60 + 30) * 60_000;
/** The digest goes out from this hour (IST) on working days. */
export const digestHourIst = 9;
/** At most this many leads listed per person. */
const listMax = 50;

/** The IST calendar date and weekday (0 Sunday) and hour of an instant. */
function ist(at: Date): { date: string; weekday: number; hour: number } {
  const shifted = new Date(at.getTime() + istOffsetMs);
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay(), hour: shifted.getUTCHours() };
}

const isWorkingDay = (weekday: number) => weekday >= 1 && weekday <= 5;

/** One working day before `now` (IST, Monday to Friday): leads received before it are waiting too long. */
export function oneWorkingDayBefore(now: Date): Date {
  let at = new Date(now.getTime() - 24 * 3600_000);
  while (!isWorkingDay(ist(at).weekday)) at = new Date(at.getTime() - 24 * 3600_000);
  return at;
}

/** Whether the digest is due at `now`, having last run at `lastRun`. */
export function digestDue(now: Date, lastRun: Date | null): boolean {
  const today = ist(now);
  if (!isWorkingDay(today.weekday) || today.hour < digestHourIst) return false;
  return lastRun === null || ist(lastRun).date < today.date;
}

type OpenLead = {
  assignee: string;
  email: string;
  name: string;
  id: string;
  kind: string;
  subject: string | null;
  created_at: Date | string;
};

export type DigestRun = { ran: boolean; emails: number };

/** One pass: sends the digests when due and no other process holds the job. */
export async function runLeadDigest(
  deps: Pick<ServerDeps, 'db' | 'env' | 'mail'>,
  now = new Date(),
): Promise<DigestRun> {
  return deps.db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(`select pg_try_advisory_xact_lock($1) as locked`, [
      lockKey,
    ]);
    if (!lock[0]?.locked) return { ran: false, emails: 0 };
    const { rows: last } = await tx.query<{ last_run_at: Date | string }>(
      `select last_run_at from privacy.job_runs where job = $1`,
      [job],
    );
    if (!digestDue(now, last[0] ? new Date(last[0].last_run_at) : null)) return { ran: false, emails: 0 };
    const emails = await queueDigests(deps, tx, now);
    await tx.query(
      `insert into privacy.job_runs (job, last_run_at) values ($1, $2)
       on conflict (job) do update set last_run_at = excluded.last_run_at`,
      [job, now.toISOString()],
    );
    return { ran: true, emails };
  });
}

async function queueDigests(deps: Pick<ServerDeps, 'env' | 'mail'>, tx: Queryable, now: Date): Promise<number> {
  const { rows } = await tx.query<OpenLead>(
    `select u.id::text as assignee, u.email::text as email,
            coalesce(nullif(btrim(u.raw_user_meta_data ->> 'fullName'), ''), u.email::text) as name,
            c.id::text, c.kind, c.subject, c.created_at
       from public.contact_messages c
       join auth.users u on u.id = c.assigned_to
      where c.handling_state in ('new', 'in_progress') and c.created_at < $1
        and u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'sales')
      order by u.id, c.created_at
      limit 5000`,
    [oneWorkingDayBefore(now).toISOString()],
  );
  const byStaff = new Map<string, OpenLead[]>();
  for (const row of rows) byStaff.set(row.assignee, [...(byStaff.get(row.assignee) ?? []), row]);
  const siteUrl = deps.env.SITE_URL;
  const day = ist(now).date;
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: site.timeZone });
  for (const [assignee, leads] of byStaff) {
    const first = leads[0]!;
    const lines = leads
      .slice(0, listMax)
      .map(
        (l) =>
          `${l.subject ?? l.kind}, received ${date.format(new Date(l.created_at))}: ${adminLeadUrl(siteUrl, l.id)}`,
      );
    const content = renderEmail(
      {
        preheader: `${leads.length} open lead(s) assigned to you are waiting.`,
        heading: `${leads.length} open lead${leads.length === 1 ? '' : 's'} waiting for you`,
        paragraphs: [
          `Good morning, ${first.name}. These leads assigned to you are New or In progress and older than one working day:`,
          ...lines,
          ...(leads.length > listMax ? [`And ${leads.length - listMax} more in admin.`] : []),
        ],
        action: { label: 'Open my leads', url: new URL('/admin/leads?assigned=mine', siteUrl).href },
        footnote: 'You get this email each working day while leads assigned to you wait. Mark them Done to stop it.',
      },
      siteUrl,
    );
    await deps.mail.enqueue(
      tx,
      { to: first.email, subject: `Your open leads: ${leads.length} waiting`, ...content },
      { purpose: 'lead.digest', ref: assignee, dedupeKey: `lead-digest:${assignee}:${day}` },
    );
  }
  return byStaff.size;
}

/** Checks every `checkMs` (10 minutes) whether the digest is due and sends it when it is. */
export function startLeadDigest(
  deps: Pick<ServerDeps, 'db' | 'env' | 'mail' | 'logger'>,
  options: { checkMs?: number } = {},
): PollLoop {
  return startPollLoop(
    async () => {
      try {
        const run = await runLeadDigest(deps);
        if (run.ran) deps.logger.info({ emails: run.emails }, 'lead digest queued');
      } catch (err) {
        deps.logger.warn({ err }, 'lead digest pass failed; the next pass tries again');
      }
      return false;
    },
    options.checkMs ?? 10 * 60_000,
  );
}
