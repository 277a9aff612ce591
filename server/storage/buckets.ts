/**
 * GET /bucket and GET /bucket/{id} (supabase-js `listBuckets` / `getBucket`), read as the
 * caller: RLS shows public buckets to everyone and every bucket to service_role. Buckets are
 * created by migrations (the site's `images` bucket); writing them is not offered here.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { bucketTarget } from './object-key.ts';

const bucketJson = `jsonb_build_object('id', id, 'name', name, 'owner', owner, 'public', public,
  'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types,
  'created_at', created_at, 'updated_at', updated_at)`;

export function listBucketsHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const caller = await callerOf(c, deps);
    const search = c.req.query('search') ?? '';
    if (search.length > 100) throw storageErrors.invalidRequest('search is too long');
    const { rows } = await asCaller(deps.db, caller, (tx) =>
      tx.query<{ list: unknown[] }>(
        `select coalesce(jsonb_agg(${bucketJson} order by name), '[]'::jsonb) as list
         from storage.buckets where strpos(lower(name), lower($1)) > 0 or $1 = ''`,
        [search],
      ),
    );
    return c.json(rows[0]?.list ?? []);
  };
}

export function getBucketHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const id = bucketTarget(c.req.url, '/bucket/');
    const caller = await callerOf(c, deps);
    const { rows } = await asCaller(deps.db, caller, (tx) =>
      tx.query<{ bucket: unknown }>(`select ${bucketJson} as bucket from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw storageErrors.noSuchBucket();
    return c.json(rows[0].bucket);
  };
}
