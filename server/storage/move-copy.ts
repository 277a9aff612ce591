/**
 * POST /object/move and POST /object/copy (supabase-js `move` / `copy`) with
 * `{bucketId, sourceKey, destinationKey, destinationBucket?}`, as Supabase Storage answers them.
 *
 * The source must be readable by the caller (RLS select), the destination writable (a rolled-back
 * dry run of the row write, as an upload does; a move also needs the caller's update of the
 * source row). The bytes are copied through the object store as a new version at the destination
 * (versions are never shared between keys, store.ts), then the row is written as the caller in
 * one transaction: a copy inserts (or with `x-upsert: true` replaces) the destination row, a move
 * renames the source row. The version a row stops naming is discarded after the commit
 * (discard.ts); the destination bucket's size and type limits hold through its trigger.
 * Limits: 64 KB body, the caller's object-write budget (limits.ts), at most one 5 MB object copied.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { asCaller, callerOf, dryRun } from './caller.ts';
import { sweepDiscarded } from './discard.ts';
import { storageErrors } from './errors.ts';
import { readJson } from './http.ts';
import { jsonObject } from './bucket-options.ts';
import { takeObjectWrite } from './limits.ts';
import { assertBucketId, assertKey } from './object-key.ts';
import { findObject, requireBucket, writeObjectRow } from './objects-db.ts';
import type { ObjectLocation, ObjectStore } from './store.ts';
import { chunksOf, ownerOf } from './upload.ts';

type Transfer = { caller: RequestAuth; from: { bucket: string; key: string }; to: { bucket: string; key: string } };

async function readTransfer(c: Context<AppEnv>, deps: ServerDeps): Promise<Transfer> {
  const body = jsonObject(await readJson(c));
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const bucket = assertBucketId(text('bucketId'));
  const from = { bucket, key: assertKey(text('sourceKey').replace(/^\/+/, '')) };
  const to = { bucket: assertBucketId(text('destinationBucket') || bucket), key: assertKey(text('destinationKey')) };
  const caller = await callerOf(c, deps);
  await requireBucket(deps.db, from.bucket);
  await requireBucket(deps.db, to.bucket);
  return { caller, from, to };
}

/** The source's row as the caller sees it, with the version its bytes are at. */
async function readableSource(deps: ServerDeps, t: Transfer) {
  const row = await asCaller(deps.db, t.caller, (tx) => findObject(tx, t.from.bucket, t.from.key));
  if (!row?.version) throw storageErrors.noSuchKey();
  return { ...row, version: row.version };
}

/** Copies the source version's bytes to a new version at the destination. */
async function copyBytes(store: ObjectStore, from: ObjectLocation, to: ObjectLocation): Promise<void> {
  const object = await store.get(from);
  if (!object) throw storageErrors.noSuchKey();
  await store.put(to, chunksOf(object.body));
}

async function afterWrite(
  c: Context<AppEnv>,
  deps: ServerDeps,
  store: ObjectStore,
  to: ObjectLocation,
  write: () => Promise<string>,
) {
  try {
    return await write();
  } catch (err) {
    await store.delete(to).catch((e: unknown) => c.get('log').warn({ err: e }, 'could not remove copied bytes'));
    throw err;
  } finally {
    await sweepDiscarded(deps.db, store, c.get('log')).catch((e: unknown) =>
      c.get('log').warn({ err: e }, 'could not remove discarded versions'),
    );
  }
}

export function copyHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const t = await readTransfer(c, deps);
    const mode = /^true$/i.test(c.req.header('x-upsert') ?? '') ? 'upsert' : 'insert';
    const source = await readableSource(deps, t);
    const write = { bucket: t.to.bucket, key: t.to.key, owner: ownerOf(t.caller), metadata: null, userMetadata: null };
    await dryRun(deps.db, t.caller, async (tx) => void (await writeObjectRow(tx, mode, write)));
    await takeObjectWrite(deps, t.caller, c);
    const to = { ...t.to, version: randomUUID() };
    await copyBytes(store, { ...t.from, version: source.version }, to);
    const id = await afterWrite(c, deps, store, to, async () => {
      const { rows } = await deps.db.query<{ m: Record<string, unknown>; u: Record<string, unknown> | null }>(
        `select metadata as m, user_metadata as u from storage.objects where bucket_id = $1 and name = $2`,
        [t.from.bucket, t.from.key],
      );
      if (!rows[0]) throw storageErrors.noSuchKey();
      const metadata = { ...rows[0].m, version: to.version, lastModified: new Date().toUTCString() };
      const row = await asCaller(deps.db, t.caller, (tx) =>
        writeObjectRow(tx, mode, { ...write, metadata, userMetadata: rows[0]!.u }),
      );
      return row.id;
    });
    const Key = `${t.to.bucket}/${t.to.key}`;
    return c.json({ Id: id, Key, id, name: t.to.key, bucket_id: t.to.bucket });
  };
}

export function moveHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const t = await readTransfer(c, deps);
    const source = await readableSource(deps, t);
    const same = t.from.bucket === t.to.bucket && t.from.key === t.to.key;
    if (same) return c.json({ message: 'Successfully moved', Id: source.id, Key: t.to.key });
    const owner = ownerOf(t.caller);
    const rename = `update storage.objects set bucket_id = $3, name = $4, owner = coalesce($5, owner),
                      metadata = jsonb_set(metadata, '{version}', to_jsonb($6::text)), updated_at = now()
                    where bucket_id = $1 and name = $2 and metadata ->> 'version' = $7 returning id`;
    const params = (version: string) => [
      t.from.bucket,
      t.from.key,
      t.to.bucket,
      t.to.key,
      owner,
      version,
      source.version,
    ];
    await dryRun(deps.db, t.caller, async (tx) => {
      if ((await tx.query(rename, params(source.version))).rows.length === 0) throw storageErrors.accessDenied();
    });
    await takeObjectWrite(deps, t.caller, c);
    const to = { ...t.to, version: randomUUID() };
    await copyBytes(store, { ...t.from, version: source.version }, to);
    const id = await afterWrite(c, deps, store, to, async () => {
      const { rows } = await asCaller(deps.db, t.caller, (tx) => tx.query<{ id: string }>(rename, params(to.version)));
      // The source changed or went meanwhile.
      if (!rows[0]) throw storageErrors.noSuchKey();
      return rows[0].id;
    });
    return c.json({ message: 'Successfully moved', Id: id, Key: t.to.key });
  };
}
