/**
 * The schema cache: tables and views of `public`, their columns (with the type each value is
 * cast to) and primary keys, read from PostgreSQL's own catalogue. Loaded once per process,
 * reloaded when a request names something unknown (at most once per second, so unknown names
 * cannot turn into a catalogue query per request), and dropped whenever any process on the
 * database says the schema changed: `NOTIFY pgrst, 'reload schema'` (or an empty payload), as
 * PostgREST listens; the migration runner sends it (server/db/migrate.ts), and so may an
 * operator after changing the schema by hand. It is dropped too when notifications may have
 * been missed.
 */
import type { Db } from '../db/types.ts';

export type ColumnInfo = {
  name: string;
  /** The type as PostgreSQL spells it (`uuid`, `timestamp with time zone`), used in casts. */
  type: string;
  /** True for text-like types, compared with like/ilike without a cast. */
  textual: boolean;
};

export type TableInfo = {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** The table name quoted, schema-qualified: `public."blog_posts"`. */
  sqlName: string;
};

export type Catalogue = {
  table(name: string): Promise<TableInfo | undefined>;
  /** The closest existing table name, for PGRST205's hint. */
  suggest(name: string): string | undefined;
  /** Forces the next lookup to reload (tests; after DDL). */
  invalidate(): void;
};

const RELOAD_INTERVAL_MS = 1000;
const textualTypes = new Set(['text', 'character varying', 'character', 'citext', 'name']);

const columnsSql = `
  select c.relname as table_name, a.attname as column_name, a.atttypid::regtype::text as type_name
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
    and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const primaryKeysSql = `
  select c.relname as table_name, a.attname as column_name
  from pg_catalog.pg_index i
  join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey)
  where n.nspname = 'public' and i.indisprimary
  order by c.relname, array_position(i.indkey::int2[], a.attnum)`;

/** Quotes an identifier the way PostgreSQL's quote_ident does (always quoted). */
export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new Error('identifier contains a NUL character');
  return `"${name.replaceAll('"', '""')}"`;
}

async function load(db: Db): Promise<Map<string, TableInfo>> {
  const [cols, pks] = await Promise.all([
    db.query<{ table_name: string; column_name: string; type_name: string }>(columnsSql),
    db.query<{ table_name: string; column_name: string }>(primaryKeysSql),
  ]);
  const tables = new Map<string, TableInfo>();
  for (const row of cols.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        columns: new Map(),
        primaryKey: [],
        sqlName: `public.${quoteIdent(row.table_name)}`,
      };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.type_name,
      textual: textualTypes.has(row.type_name),
    });
  }
  for (const row of pks.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);
  return tables;
}

export function createCatalogue(db: Db): Catalogue {
  let tables: Map<string, TableInfo> | undefined;
  let loading: Promise<Map<string, TableInfo>> | undefined;
  let loadedAt = 0;
  // Bumped by every change notice: a load begun before the change is not kept.
  let generation = 0;
  db.listen('pgrst', (payload) => {
    if (payload !== null && payload !== '' && payload !== 'reload schema') return;
    generation++;
    tables = undefined;
    loading = undefined;
  });

  const reload = () => {
    if (loading) return loading;
    const started = generation;
    const current: Promise<Map<string, TableInfo>> = load(db)
      .then((t) => {
        if (started === generation) {
          tables = t;
          loadedAt = Date.now();
        }
        return t;
      })
      .finally(() => {
        if (loading === current) loading = undefined;
      });
    return (loading = current);
  };

  return {
    async table(name) {
      const current = tables ?? (await reload());
      const hit = current.get(name);
      if (hit || Date.now() - loadedAt < RELOAD_INTERVAL_MS) return hit;
      return (await reload()).get(name);
    },
    suggest(name) {
      let best: string | undefined;
      let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
      for (const candidate of tables?.keys() ?? []) {
        const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
      return best;
    },
    invalidate() {
      tables = undefined;
    },
  };
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Infinity;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
