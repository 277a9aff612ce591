/**
 * The scheduled erasure of old leads (ADR 035): messages from the site's forms, their webinar
 * registrations and CVs, older than the retention period an admin sets in /admin
 * (site_settings.lead_retention_months, default 24), erased by privacy.erase_old_leads (migration
 * 0171), each run that erased something logged in the activity log as lead.erase.
 *
 * Every server process runs the loop; the schedule lives in the database, so it survives restarts
 * and is shared: a pass takes a transaction-scoped advisory lock (another process's pass skips
 * instead of waiting), reads when the job last ran (privacy.job_runs) and runs it only when due,
 * then records the run in the same transaction. A process that dies mid-run rolls back and the
 * next due pass does the work.
 */
import type { Db } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import { startPollLoop } from '../mail/poll-loop.ts';

const job = 'lead-retention';
/** pg_advisory_xact_lock key: a fixed number for this job (hashtext differs across versions). */
const lockKey = 30_171;
/** Leads erased per statement; a run repeats up to `maxBatches` times. */
const batch = 1000;
const maxBatches = 50;

export type RetentionRun = { ran: boolean; erased: number };

/** One pass: erases old leads if the job is due (`everySeconds` since its last run) and no other process holds it. */
export async function runLeadRetention(db: Db, everySeconds: number): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(`select pg_try_advisory_xact_lock($1) as locked`, [
      lockKey,
    ]);
    if (!lock[0]?.locked) return { ran: false, erased: 0 };
    const { rows: due } = await tx.query<{ due: boolean }>(
      `select coalesce((select last_run_at <= now() - make_interval(secs => $2) from privacy.job_runs where job = $1), true) as due`,
      [job, everySeconds],
    );
    if (!due[0]?.due) return { ran: false, erased: 0 };
    let erased = 0;
    for (let i = 0; i < maxBatches; i++) {
      const { rows } = await tx.query<{ erased: number }>(`select privacy.erase_old_leads($1) as erased`, [batch]);
      const n = Number(rows[0]?.erased ?? 0);
      erased += n;
      if (n < batch) break;
    }
    await tx.query(
      `insert into privacy.job_runs (job, last_run_at) values ($1, now())
       on conflict (job) do update set last_run_at = excluded.last_run_at`,
      [job],
    );
    return { ran: true, erased };
  });
}

export type RetentionWorker = { stop(timeoutMs: number): Promise<boolean> };

/** Checks every `checkMs` whether the job is due (daily by default) and runs it when it is. */
export function startLeadRetention(
  db: Db,
  logger: Logger,
  options: { everySeconds?: number; checkMs?: number } = {},
): RetentionWorker {
  const everySeconds = options.everySeconds ?? 24 * 3600;
  return startPollLoop(
    async () => {
      try {
        const run = await runLeadRetention(db, everySeconds);
        if (run.ran) logger.info({ erased: run.erased }, 'lead retention: old leads erased');
      } catch (err) {
        logger.warn({ err }, 'lead retention pass failed; the next pass tries again');
      }
      return false;
    },
    options.checkMs ?? 10 * 60_000,
  );
}
