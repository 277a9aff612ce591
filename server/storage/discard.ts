/**
 * Deleting the bytes of versions no row names any more, without breaking a running backup.
 *
 * When an upload replaces an object or a remove deletes it, a trigger records the version the
 * row named in `storage.discarded_versions`, in the same transaction (migration 0030). After the
 * commit, `sweepDiscarded` deletes those versions' bytes from the store and then their records,
 * unless a backup holds deletions back: a backup places a hold (`storage.backup_holds`) before
 * it takes its database snapshot and keeps it until it has copied every object that snapshot
 * names. A version is discarded only after the commit that stopped naming it, so a snapshot
 * taken after a sweep began cannot name it, and one taken before was taken under a hold that the
 * sweep sees. A killed backup's hold expires on its own (it is refreshed while the backup runs).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import type { ObjectStore } from './store.ts';

const batchSize = 100;
const holdSeconds = 120;
const holdRefreshMs = 30_000;

type Discarded = { bucket_id: string; name: string; version: string };

/** Up to `batchSize` discarded versions, none while a backup holds deletions back. */
async function listDiscarded(db: Queryable): Promise<Discarded[]> {
  const { rows } = await db.query<Discarded>(
    `select bucket_id, name, version from storage.discarded_versions
     where not exists (select 1 from storage.backup_holds where expires_at > now())
     order by discarded_at limit ${batchSize}`,
  );
  return rows;
}

/**
 * Deletes discarded versions' bytes, then their records; `all` drains every batch (at start-up,
 * after a backup), otherwise one batch (after a write). Returns how many were deleted. A version
 * whose bytes cannot be deleted keeps its record for the next sweep.
 */
export async function sweepDiscarded(
  db: Queryable,
  store: ObjectStore,
  logger: Logger,
  options: { all?: boolean } = {},
): Promise<number> {
  let swept = 0;
  for (;;) {
    const batch = await listDiscarded(db);
    const deleted: Discarded[] = [];
    for (const d of batch) {
      try {
        await store.delete({ bucket: d.bucket_id, key: d.name, version: d.version });
        deleted.push(d);
      } catch (err) {
        logger.warn({ err, bucket: d.bucket_id, key: d.name }, 'could not delete a discarded object version');
      }
    }
    if (deleted.length > 0) {
      await db.query(
        `delete from storage.discarded_versions
         where (bucket_id, name, version) in (select * from unnest($1::text[], $2::text[], $3::text[]))`,
        [deleted.map((d) => d.bucket_id), deleted.map((d) => d.name), deleted.map((d) => d.version)],
      );
    }
    swept += deleted.length;
    if (!options.all || batch.length < batchSize || deleted.length === 0) return swept;
  }
}

export type BackupHold = {
  /** Ends the hold (the caller then sweeps what it held back). */
  release(): Promise<void>;
};

/** Holds deletions of discarded versions back until released (or until it expires unrefreshed). */
export async function placeBackupHold(db: Queryable, logger: Logger): Promise<BackupHold> {
  const id = randomUUID();
  const extend = `now() + make_interval(secs => ${holdSeconds})`;
  await db.query(`insert into storage.backup_holds (id, expires_at) values ($1, ${extend})`, [id]);
  const timer = setInterval(() => {
    db.query(`update storage.backup_holds set expires_at = ${extend} where id = $1`, [id]).catch((err: unknown) =>
      logger.warn({ err }, 'could not refresh the backup hold'),
    );
  }, holdRefreshMs);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await db.query(`delete from storage.backup_holds where id = $1 or expires_at < now()`, [id]);
    },
  };
}
