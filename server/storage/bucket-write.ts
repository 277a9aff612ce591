/**
 * POST /bucket, PUT /bucket/{id}, POST /bucket/{id}/empty and DELETE /bucket/{id}
 * (supabase-js `createBucket`, `updateBucket`, `emptyBucket`, `deleteBucket`), answered as
 * Supabase Storage answers them. Every statement runs as the caller, so the service role may do
 * all of it and an API role only what a policy on storage.buckets (and, for emptying, on
 * storage.objects) allows; this site has no such policy. Limits: a 64 KB JSON body, the
 * caller's bucket-write budget (limits.ts), the 10 s statement budget, and at most
 * `maxEmptiedObjects` objects emptied by one call. See ADR 031.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { jsonObject, parseBucketChanges } from './bucket-options.ts';
import { sweepDiscarded } from './discard.ts';
import { storageErrors, toStorageError } from './errors.ts';
import { readJson } from './http.ts';
import { takeBucketWrite } from './limits.ts';
import { assertBucketId, bucketTarget } from './object-key.ts';
import type { ObjectStore } from './store.ts';

/** Objects one `emptyBucket` call deletes at most; a fuller bucket is refused (Storage: 409). */
export const maxEmptiedObjects = 10_000;

const isDbCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code;

export function createBucketHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const caller = await callerOf(c, deps);
    const body = jsonObject(await readJson(c));
    const name = body.name;
    if (typeof name !== 'string' || name.trim() !== name) throw storageErrors.invalidBucketName(String(name ?? ''));
    const id = assertBucketId(typeof body.id === 'string' && body.id !== '' ? body.id : name);
    assertBucketId(name);
    if (body.type !== undefined && body.type !== 'STANDARD') {
      throw storageErrors.invalidRequest('Only STANDARD buckets are available on this server');
    }
    const changes = parseBucketChanges(body);
    await takeBucketWrite(deps, caller, c);
    try {
      await asCaller(deps.db, caller, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            id,
            name,
            caller.userId ?? null,
            changes.public ?? false,
            changes.fileSizeLimit ?? null,
            changes.allowedMimeTypes ?? null,
          ],
        ),
      );
    } catch (err) {
      if (isDbCode(err, '23505')) throw storageErrors.bucketAlreadyExists();
      throw toStorageError(err);
    }
    return c.json({ name });
  };
}

export function updateBucketHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const id = bucketTarget(c.req.url, '/bucket/');
    const caller = await callerOf(c, deps);
    const changes = parseBucketChanges(jsonObject(await readJson(c)));
    if (Object.keys(changes).length === 0) throw storageErrors.noContent();
    await takeBucketWrite(deps, caller, c);
    const { rows } = await asCaller(deps.db, caller, (tx) =>
      tx.query(
        `update storage.buckets set
           public = coalesce($2, public),
           file_size_limit = case when $3 then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning 1`,
        [
          id,
          changes.public ?? null,
          changes.fileSizeLimit !== undefined,
          changes.fileSizeLimit ?? null,
          changes.allowedMimeTypes !== undefined,
          changes.allowedMimeTypes ?? null,
        ],
      ),
    );
    if (rows.length === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  };
}

export function emptyBucketHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/\/empty\/?$/, '');
    const id = bucketTarget(url.href, '/bucket/');
    const caller = await callerOf(c, deps);
    await takeBucketWrite(deps, caller, c);
    await asCaller(deps.db, caller, async (tx) => {
      const bucket = await tx.query(`select 1 from storage.buckets where id = $1`, [id]);
      if (bucket.rows.length === 0) throw storageErrors.noSuchBucket();
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from storage.objects where bucket_id = $1 limit $2) as o`,
        [id, maxEmptiedObjects + 1],
      );
      if ((rows[0]?.n ?? 0) > maxEmptiedObjects) throw storageErrors.unableToEmptyBucket();
      // Only the objects the caller may delete go (RLS); their bytes follow after the commit.
      await tx.query(`delete from storage.objects where bucket_id = $1`, [id]);
    });
    await sweepDiscarded(deps.db, store, c.get('log')).catch((err: unknown) =>
      c.get('log').warn({ err, bucket: id }, 'could not remove emptied object bytes'),
    );
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  };
}

export function deleteBucketHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const id = bucketTarget(c.req.url, '/bucket/');
    const caller = await callerOf(c, deps);
    await takeBucketWrite(deps, caller, c);
    let deleted: unknown[];
    try {
      // The objects' foreign key refuses to delete a bucket that still holds any.
      ({ rows: deleted } = await asCaller(deps.db, caller, (tx) =>
        tx.query(`delete from storage.buckets where id = $1 returning 1`, [id]),
      ));
    } catch (err) {
      if (isDbCode(err, '23503')) throw storageErrors.bucketNotEmpty();
      throw toStorageError(err);
    }
    if (deleted.length === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  };
}
