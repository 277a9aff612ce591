/**
 * GET /bucket and GET /bucket/{id} (supabase-js `listBuckets` / `getBucket`), read as the
 * caller: RLS shows public buckets to everyone and every bucket to service_role. Timestamps are
 * written as Storage writes them (`2021-02-17T04:43:32.770Z`). Writes are in bucket-write.ts.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { bucketTarget } from './object-key.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const bucketJson = `jsonb_build_object('id', id, 'name', name, 'owner', owner, 'public', public,
  'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types,
  'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')})`;

const sortColumns = ['id', 'name', 'created_at', 'updated_at'];

/** `?limit&offset&sortColumn&sortOrder` as supabase-js's listBuckets sends them. */
function listOptions(query: (name: string) => string | undefined) {
  const int = (name: string, fallback: number, max: number) => {
    const v = query(name);
    if (v === undefined || v === '') return fallback;
    if (!/^\d{1,7}$/.test(v) || Number(v) > max)
      throw storageErrors.invalidRequest(`${name} must be an integer up to ${max}`);
    return Number(v);
  };
  const column = query('sortColumn') || 'name';
  const order = (query('sortOrder') || 'asc').toLowerCase();
  if (!sortColumns.includes(column))
    throw storageErrors.invalidRequest(`sortColumn must be one of ${sortColumns.join(', ')}`);
  if (order !== 'asc' && order !== 'desc') throw storageErrors.invalidRequest('sortOrder must be asc or desc');
  return {
    limit: int('limit', 1000, 1000),
    offset: int('offset', 0, 1_000_000),
    sort: `${column} ${order}, id ${order}`,
  };
}

export function listBucketsHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const caller = await callerOf(c, deps);
    const search = c.req.query('search') ?? '';
    if (search.length > 100) throw storageErrors.invalidRequest('search is too long');
    const o = listOptions((name) => c.req.query(name));
    // The sort comes from the whitelists in listOptions; everything else is bound.
    const { rows } = await asCaller(deps.db, caller, (tx) =>
      tx.query<{ list: unknown[] }>(
        `select coalesce(jsonb_agg(${bucketJson} order by ${o.sort}), '[]'::jsonb) as list
         from (select * from storage.buckets where strpos(lower(name), lower($1)) > 0 or $1 = ''
               order by ${o.sort} limit $2 offset $3) as b`,
        [search, o.limit, o.offset],
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
