/**
 * Housekeeping the worker does besides sending: ending leases that no live process can hold,
 * and dropping finished messages once they stop being useful.
 */
import type { Queryable } from '../db/types.ts';

/**
 * With the embedded database only this process can be running (the data directory's lock), so a
 * lease found at boot was left by a process that died mid-attempt: release it at once instead of
 * waiting for it to run out. Never call this on a PostgreSQL shared by several processes.
 */
export async function releaseMailLeases(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `update mail.messages set locked_until = null, locked_by = null
      where locked_until is not null and state in ('queued', 'held')`,
  );
  return rowCount;
}

/** How long finished messages stay (their bodies may hold sign-in links; a feature keeps its own record). */
export const mailRetention = { sentDays: 7, failedDays: 30 } as const;

export async function purgeFinishedMail(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `delete from mail.messages
      where (state = 'sent' and sent_at < now() - make_interval(days => $1::int))
         or (state = 'failed' and failed_at < now() - make_interval(days => $2::int))
         or (state = 'discarded' and discarded_at < now() - make_interval(days => $2::int))`,
    [mailRetention.sentDays, mailRetention.failedDays],
  );
  return rowCount;
}
