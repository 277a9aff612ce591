/**
 * POST /object/list-v2/{bucket} (supabase-js `listV2`): the objects under a prefix, as Supabase
 * Storage lists them: `{prefix, limit, cursor, with_delimiter, sortBy: {column, order}}` →
 * `{hasNext, nextCursor?, folders, objects}`. Names are whole keys; `prefix` is a plain prefix
 * (`testpath` matches `testpath/a.png`). With `with_delimiter`, keys with a `/` after the prefix
 * collapse into one folder entry each (`{name: "a/", key: "a"}`). Pages are walked with the opaque
 * `nextCursor` (the last entry's sort value and name), at most `maxListV2` entries a page.
 * Read as the caller (RLS select); one statement, under the 10 s statement budget.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { jsonObject } from './bucket-options.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { readJson } from './http.ts';
import { bucketTarget } from './object-key.ts';
import { requireBucket } from './objects-db.ts';

export const maxListV2 = 1000;
const columns = ['name', 'created_at', 'updated_at'] as const;
type Column = (typeof columns)[number];

type Cursor = { value: string; name: string };
type Options = {
  prefix: string;
  limit: number;
  delimiter: boolean;
  column: Column;
  order: 'asc' | 'desc';
  after?: Cursor;
};

function parseCursor(raw: unknown, column: Column, order: string): Cursor | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    const c = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as Record<string, unknown>;
    if (c.c === column && c.o === order && typeof c.v === 'string' && typeof c.n === 'string')
      return { value: c.v, name: c.n };
  } catch {
    // refused below
  }
  throw storageErrors.invalidRequest('Invalid Parameter cursor');
}

function parseOptions(body: Record<string, unknown>): Options {
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = (sortBy.column ?? 'name') as Column;
  if (!columns.includes(column))
    throw storageErrors.invalidRequest(`sortBy.column must be one of ${columns.join(', ')}`);
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw storageErrors.invalidRequest('sortBy.order must be asc or desc');
  const prefix = body.prefix ?? '';
  if (typeof prefix !== 'string' || prefix.length > 1024) throw storageErrors.invalidRequest('prefix must be a string');
  const limit = body.limit ?? maxListV2;
  if (!Number.isInteger(limit) || (limit as number) < 1)
    throw storageErrors.invalidRequest('limit must be an integer >= 1');
  return {
    prefix: prefix.replace(/^\/+/, ''),
    limit: Math.min(limit as number, maxListV2),
    delimiter: body.with_delimiter === true,
    column,
    order,
    after: parseCursor(body.cursor, column, order),
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

type Entry = { folder: boolean; name: string; sort: string; id: string | null; entry: Record<string, unknown> };

async function listPage(q: Queryable, bucket: string, o: Options): Promise<Entry[]> {
  // Column and direction come from the whitelists above; everything else is bound.
  const cmp = o.order === 'asc' ? '>' : '<';
  const sortExpr = o.column === 'name' ? 'name' : `${o.column}::text`;
  const { rows } = await q.query<Entry>(
    `with matched as (
       select name, id, created_at, updated_at, last_accessed_at, metadata,
              case when $4 and strpos(substr(name, $3::int + 1), '/') > 0
                   then left(name, $3::int + strpos(substr(name, $3::int + 1), '/')) end as folder
       from storage.objects where bucket_id = $1 and name like $2 escape '\\'
     ), entries as (
       select true as is_folder, folder as name, null::uuid as id, min(created_at) as created_at,
              max(updated_at) as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from matched where folder is not null group by folder
       union all
       select false, name, id, created_at, updated_at, last_accessed_at, metadata - 'version'
       from matched where folder is null
     )
     select is_folder as folder, name, ${sortExpr} as sort, id,
            case when is_folder then jsonb_build_object('name', name, 'key', rtrim(name, '/'))
                 else jsonb_build_object('id', id, 'name', name, 'key', name, 'updated_at', updated_at,
                   'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata) end as entry
     from entries
     where $5::text is null or (${o.column}, name) ${cmp} ($5::text${o.column === 'name' ? '' : '::timestamptz'}, $6::text)
     order by ${o.column} ${o.order}, name ${o.order}
     limit $7`,
    [
      bucket,
      `${likeEscape(o.prefix)}%`,
      o.prefix.length,
      o.delimiter,
      o.after?.value ?? null,
      o.after?.name ?? null,
      o.limit + 1,
    ],
  );
  return rows;
}

export function listV2Handler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const bucket = bucketTarget(c.req.url, '/object/list-v2/');
    const options = parseOptions(jsonObject(await readJson(c)));
    const caller = await callerOf(c, deps);
    await requireBucket(deps.db, bucket);
    const rows = await asCaller(deps.db, caller, (tx) => listPage(tx, bucket, options));
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const hasNext = rows.length > options.limit && last !== undefined;
    const cursor = hasNext
      ? Buffer.from(JSON.stringify({ c: options.column, o: options.order, v: last.sort, n: last.name })).toString(
          'base64url',
        )
      : undefined;
    return c.json({
      hasNext,
      ...(cursor ? { nextCursor: cursor, nextCursorKey: last!.name } : {}),
      folders: page.filter((r) => r.folder).map((r) => r.entry),
      objects: page.filter((r) => !r.folder).map((r) => r.entry),
    });
  };
}
