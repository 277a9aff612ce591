/**
 * The SQL of /storage/v1. Every value is a bound parameter; the only interpolated fragments
 * (list sort column and direction) come from fixed whitelists. JSON answers are built in SQL so
 * timestamps keep PostgreSQL's ISO form. The object's storage version (which file holds its
 * bytes) lives in `metadata.version`; like Storage, only `info` shows it (as `version`).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { storageErrors } from './errors.ts';

export type Bucket = { id: string; public: boolean; fileSizeLimit: number | null; allowedMimeTypes: string[] | null };

export async function findBucket(q: Queryable, id: string): Promise<Bucket | undefined> {
  const { rows } = await q.query<{ id: string; public: boolean; limit: string | null; types: string[] | null }>(
    `select id, public, file_size_limit::text as limit, allowed_mime_types as types from storage.buckets where id = $1`,
    [id],
  );
  const b = rows[0];
  return (
    b && {
      id: b.id,
      public: b.public,
      fileSizeLimit: b.limit === null ? null : Number(b.limit),
      allowedMimeTypes: b.types,
    }
  );
}

export async function requireBucket(q: Queryable, id: string): Promise<Bucket> {
  const bucket = await findBucket(q, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** Whether `bucket` accepts `mime` (`allowed_mime_types` entries may be `type/*`). */
export function bucketAccepts(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowedMimeTypes;
  if (!allowed || allowed.length === 0) return true;
  const m = mime.toLowerCase();
  return allowed.some((t) => {
    const a = t.toLowerCase();
    return a === m || (a.endsWith('/*') && m.startsWith(a.slice(0, -1)));
  });
}

export type WriteMode = 'insert' | 'upsert' | 'update';

export type ObjectWrite = {
  bucket: string;
  key: string;
  owner: string | null;
  /** Null in a dry run (the bytes are not read yet). */
  metadata: Record<string, unknown> | null;
  userMetadata: Record<string, unknown> | null;
};

// An insert names its id and returns nothing: RETURNING would also need a select policy, and a
// policy may allow a write without a read (an anonymous drop box). Replacing a row reads it, so
// upsert and update need select, as in Supabase.
const writeSql: Record<WriteMode, string> = {
  insert: `insert into storage.objects (id, bucket_id, name, owner, metadata, user_metadata)
           values ($6, $1, $2, $3, $4::jsonb, $5::jsonb)`,
  upsert: `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata)
           values ($1, $2, $3, $4::jsonb, $5::jsonb)
           on conflict (bucket_id, name) do update set
             owner = coalesce(excluded.owner, storage.objects.owner), metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()
           returning id`,
  update: `update storage.objects set owner = coalesce($3, owner), metadata = $4::jsonb, user_metadata = $5::jsonb,
             updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
};

/**
 * Writes the object row as the caller (RLS decides) and returns its id. Writers of one key are
 * serialised by a transaction advisory lock. The version a replaced row named is recorded as
 * discarded by a trigger (migration 0030, discard.ts).
 */
export async function writeObjectRow(tx: Queryable, mode: WriteMode, w: ObjectWrite): Promise<{ id: string }> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`storage.objects:${w.bucket}/${w.key}`]);
  // Whether the row exists decides the error when the write touches nothing (RLS or missing).
  const before = await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [w.bucket, w.key]);
  const params = [w.bucket, w.key, w.owner, json(w.metadata), json(w.userMetadata)];
  if (mode === 'insert') {
    const id = randomUUID();
    await tx.query(writeSql.insert, [...params, id]);
    return { id };
  }
  const { rows } = await tx.query<{ id: string }>(writeSql[mode], params);
  const id = rows[0]?.id;
  if (!id) throw before.rows.length > 0 ? storageErrors.accessDenied() : storageErrors.noSuchKey();
  return { id };
}

const json = (v: Record<string, unknown> | null) => (v === null ? null : JSON.stringify(v));

export type ObjectRow = {
  id: string;
  version: string | null;
  mimetype: string | null;
  cacheControl: string | null;
  eTag: string | null;
  size: number | null;
  lastModified: string;
};

/** The object as the caller may see it (RLS select), or undefined. */
export async function findObject(q: Queryable, bucket: string, key: string): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<{ id: string; m: Record<string, unknown> | null; updated: string }>(
    `select id, metadata as m, to_char(updated_at at time zone 'UTC', 'Dy, DD Mon YYYY HH24:MI:SS "GMT"') as updated
     from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  const r = rows[0];
  if (!r) return undefined;
  const m = r.m ?? {};
  const str = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : null);
  return {
    id: r.id,
    version: str('version'),
    mimetype: str('mimetype'),
    cacheControl: str('cacheControl'),
    eTag: str('eTag'),
    size: typeof m.size === 'number' ? m.size : null,
    lastModified: r.updated,
  };
}

/** Storage's `info` answer for one object (RLS select), or undefined. */
export async function objectInfo(q: Queryable, bucket: string, key: string): Promise<unknown> {
  const { rows } = await q.query<{ info: unknown }>(
    `select jsonb_build_object(
       'id', id, 'name', name, 'bucket_id', bucket_id,
       'size', (metadata ->> 'size')::bigint, 'content_type', metadata ->> 'mimetype',
       'cache_control', metadata ->> 'cacheControl', 'etag', metadata ->> 'eTag',
       'metadata', coalesce(user_metadata, '{}'::jsonb), 'last_modified', updated_at, 'created_at', created_at,
       'version', metadata ->> 'version'
     ) as info
     from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  return rows[0]?.info;
}

/** Deletes the keys the caller may delete (RLS) and returns the deleted rows as Storage shows them. */
export async function deleteObjects(q: Queryable, bucket: string, keys: string[]): Promise<unknown[]> {
  const { rows } = await q.query<{ row: unknown }>(
    `delete from storage.objects as o where o.bucket_id = $1 and o.name = any($2::text[])
     returning (to_jsonb(o) - 'path_tokens') || jsonb_build_object('metadata', o.metadata - 'version') as row`,
    [bucket, keys],
  );
  return rows.map((r) => r.row);
}
