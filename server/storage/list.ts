/**
 * POST /object/list/{bucket}: one "folder level" of a bucket, as Storage's `storage.search`
 * answers it. Folders (the next path segment of deeper keys) come first with `id: null`, then
 * the objects directly under the prefix; `search` filters names by a case-insensitive prefix.
 */
import type { Queryable } from '../db/types.ts';
import { storageErrors } from './errors.ts';

const sortColumns = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof sortColumns)[number];

export type ListOptions = {
  prefix: string;
  limit: number;
  offset: number;
  column: SortColumn;
  order: 'asc' | 'desc';
  search: string;
};

const maxLimit = 1000;

function intOption(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
    throw storageErrors.invalidRequest(`${name} must be an integer between 0 and ${max}`);
  }
  return n;
}

function stringOption(value: unknown, name: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) {
    throw storageErrors.invalidRequest(`${name} must be a string of at most ${max} characters`);
  }
  return value;
}

export function parseListOptions(body: unknown): ListOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw storageErrors.invalidRequest('Body must be a JSON object');
  }
  const b = body as Record<string, unknown>;
  const sortBy = (b.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  if (!sortColumns.includes(column as SortColumn)) {
    throw storageErrors.invalidRequest(`sortBy.column must be one of ${sortColumns.join(', ')}`);
  }
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (order !== 'asc' && order !== 'desc') throw storageErrors.invalidRequest('sortBy.order must be asc or desc');
  let prefix = stringOption(b.prefix, 'prefix', 1024).replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  return {
    prefix,
    limit: intOption(b.limit, 'limit', 100, maxLimit) || 100,
    offset: intOption(b.offset, 'offset', 0, 1_000_000),
    column: column as SortColumn,
    order,
    search: stringOption(b.search, 'search', 256),
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listObjects(q: Queryable, bucket: string, o: ListOptions): Promise<unknown[]> {
  // Column and direction come from the whitelists above; everything else is bound.
  const sort = `${o.column} ${o.order} nulls last, name ${o.order}`;
  const { rows } = await q.query<{ list: unknown[] }>(
    `with matched as (
       select substr(name, $3::int) as rest, id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and name like $2 escape '\\'
     ), entries as (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
       from matched where strpos(rest, '/') > 0 group by 1
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata - 'version', 1
       from matched where strpos(rest, '/') = 0
     ), page as (
       select * from entries where name ilike $4 escape '\\'
       order by kind, ${sort} limit $5 offset $6
     )
     select coalesce(jsonb_agg(jsonb_build_object(
       'name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
       'last_accessed_at', last_accessed_at, 'metadata', metadata) order by kind, ${sort}), '[]'::jsonb) as list
     from page`,
    [bucket, `${likeEscape(o.prefix)}%`, o.prefix.length + 1, `${likeEscape(o.search)}%`, o.limit, o.offset],
  );
  return rows[0]?.list ?? [];
}
