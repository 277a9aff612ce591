/**
 * The schema cache: tables and views of `public`, their columns (with the type each value is
 * cast to) and primary keys, and the functions of `public` that /rest/v1/rpc may call (their
 * named arguments and result shape), read from PostgreSQL's own catalogue. Loaded once per process,
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
  /** Column sets that are unique (primary key, unique constraints and indexes). */
  uniques?: string[][];
  /**
   * Computed fields: functions of `public` taking this relation's row as their one argument and
   * returning a scalar, selected, filtered and ordered like columns (`public.fn(row)`).
   */
  computed?: Map<string, ColumnInfo>;
  /** The schema qualifier as SQL (`public`, `"personal"`); `public` when absent. */
  schemaSql?: string;
};

/** A foreign key between two relations of `public` (resource embedding, embed.ts). */
export type ForeignKey = {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  /** Carried over to a view from the key between the tables under it (viewForeignKeys). */
  viaView?: boolean;
  /** The schema qualifier as SQL of both ends; `public` when absent. */
  schemaSql?: string;
};

/** A function of `public` callable as /rest/v1/rpc/<name>; overloads share the name. */
export type FunctionInfo = {
  name: string;
  /** Input arguments in order, with the type each value is cast to. */
  args: { name: string; type: string }[];
  /** How many of the last arguments have defaults (may be left out). */
  defaults: number;
  /** Set-returning (`returns setof …` / `returns table`). */
  returnsSet: boolean;
  /** The result's columns when it returns rows (a table type or OUT/TABLE columns), else null. */
  columns: ColumnInfo[] | null;
  /** `void`, or the scalar type returned when `columns` is null. */
  returnType: string;
  /** Stable or immutable: may be called with GET, in a read-only transaction. */
  readOnly: boolean;
  /** The planner's estimate of rows returned (`ROWS n`); 1 makes a computed relationship to-one. */
  rows: number;
  /** The schema qualifier as SQL (`public`, `"personal"`); `public` when absent. */
  schemaSql?: string;
};

export type Catalogue = {
  /** The schema this cache reads (one of REST_SCHEMAS). */
  readonly schemaName: string;
  table(name: string): Promise<TableInfo | undefined>;
  /** The relations and every foreign key among them, from one load (resource embedding). */
  snapshot(): Promise<{
    tables: ReadonlyMap<string, TableInfo>;
    foreignKeys: readonly ForeignKey[];
    functions: ReadonlyMap<string, FunctionInfo[]>;
  }>;
  /** The overloads of a function, or undefined when none has that name. */
  functions(name: string): Promise<FunctionInfo[] | undefined>;
  /** The closest existing table name, for PGRST205's hint. */
  suggest(name: string): string | undefined;
  /** Forces the next lookup to reload (tests; after DDL). */
  invalidate(): void;
};

const RELOAD_INTERVAL_MS = 1000;
const singleBodyTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);
const textualTypes = new Set(['text', 'character varying', 'character', 'citext', 'name']);

const columnsSql = `
  select c.relname as table_name, a.attname as column_name, a.atttypid::regtype::text as type_name
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
    and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const primaryKeysSql = `
  select c.relname as table_name, a.attname as column_name
  from pg_catalog.pg_index i
  join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey)
  where n.nspname = $1 and i.indisprimary
  order by c.relname, array_position(i.indkey::int2[], a.attnum)`;

const foreignKeysSql = `
  select c.conname as name, t.relname as table_name, f.relname as foreign_table,
         (select array_agg(a.attname order by k.i) from unnest(c.conkey) with ordinality as k(n, i)
            join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
         (select array_agg(a.attname order by k.i) from unnest(c.confkey) with ordinality as k(n, i)
            join pg_catalog.pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as foreign_columns
  from pg_catalog.pg_constraint c
  join pg_catalog.pg_class t on t.oid = c.conrelid
  join pg_catalog.pg_class f on f.oid = c.confrelid
  join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
  join pg_catalog.pg_namespace fn on fn.oid = f.relnamespace
  where c.contype = 'f' and tn.nspname = $1 and fn.nspname = $1 and t.relispartition = false
  order by t.relname, c.conname`;

// The base-table columns each view of public reads (its rewrite rule's dependencies): a view
// column named as a column it reads from exactly one table stands for that column, so the
// table's foreign keys carry over to the view, as PostgREST infers them.
const viewColumnsSql = `
  select distinct v.relname as view_name, t.relname as table_name, a.attname as column_name
  from pg_catalog.pg_rewrite r
  join pg_catalog.pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
  join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace
  join pg_catalog.pg_depend d on d.objid = r.oid and d.classid = 'pg_catalog.pg_rewrite'::regclass
    and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0
  join pg_catalog.pg_class t on t.oid = d.refobjid and t.oid <> v.oid
  join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  where vn.nspname = $1 and tn.nspname = $1`;

const uniquesSql = `
  select c.relname as table_name,
         (select array_agg(a.attname order by k.i) from unnest(i.indkey::int2[]) with ordinality as k(n, i)
            join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.n) as columns
  from pg_catalog.pg_index i
  join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and i.indisunique and i.indpred is null`;

// Functions of public a client may call: not aggregates or procedures, not trigger functions,
// every input argument named (arguments are passed by name, as PostgREST does). EXECUTE is
// checked by PostgreSQL at call time, as the caller's role.
const functionsSql = `
  select p.proname as name, p.pronargdefaults as defaults, p.proretset as returns_set,
         p.provolatile <> 'v' as read_only, p.prorettype::regtype::text as return_type,
         p.prorows::float8 as rows,
         coalesce(p.proargnames, '{}'::text[]) as arg_names,
         coalesce(p.proargmodes::text[], '{}'::text[]) as arg_modes,
         coalesce(p.proallargtypes::regtype[]::text[], p.proargtypes::regtype[]::text[]) as arg_types,
         (select json_agg(json_build_object('name', a.attname, 'type', a.atttypid::regtype::text) order by a.attnum)
            from pg_catalog.pg_attribute a
           where t.typtype = 'c' and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as row_columns
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
  order by p.proname, p.oid`;

type FunctionRow = {
  name: string;
  defaults: number;
  returns_set: boolean;
  read_only: boolean;
  return_type: string;
  rows: number | string;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  row_columns: { name: string; type: string }[] | string | null;
};

function columnInfo(name: string, type: string): ColumnInfo {
  return { name, type, textual: textualTypes.has(type) };
}

/** A catalogue row as a FunctionInfo, or undefined when it cannot be called by name. */
function functionInfo(row: FunctionRow): FunctionInfo | undefined {
  const args: FunctionInfo['args'] = [];
  const out: ColumnInfo[] = [];
  for (let i = 0; i < row.arg_types.length; i++) {
    const mode = row.arg_modes[i] ?? 'i';
    const name = row.arg_names[i] ?? '';
    const type = row.arg_types[i]!;
    if (mode === 'i' || mode === 'b') args.push({ name, type });
    if (mode === 'o' || mode === 'b' || mode === 't') out.push(columnInfo(name, type));
    if (mode === 'v') return undefined;
  }
  // As PostgREST's schema cache: every input argument named, or one unnamed argument of a type a
  // whole request body can be (json, jsonb, text, xml, bytea).
  const unnamed = args.filter((a) => a.name === '');
  if (unnamed.length > 0 && (args.length !== 1 || !singleBodyTypes.has(args[0]!.type))) return undefined;
  const rowColumns = typeof row.row_columns === 'string' ? JSON.parse(row.row_columns) : row.row_columns;
  const columns =
    out.length > 0
      ? out
      : rowColumns
        ? (rowColumns as { name: string; type: string }[]).map((c) => columnInfo(c.name, c.type))
        : null;
  return {
    name: row.name,
    args,
    defaults: Number(row.defaults),
    returnsSet: row.returns_set,
    columns,
    returnType: row.return_type,
    readOnly: row.read_only,
    rows: Number(row.rows),
  };
}

/**
 * Foreign keys through views: for a key from table A to table B, the same key from each view
 * that shows all of A's key columns, to each view that shows all of B's referenced ones (and
 * between two such views), under the constraint's name, as PostgREST infers them.
 */
function viewForeignKeys(
  keys: readonly ForeignKey[],
  tables: ReadonlyMap<string, TableInfo>,
  rows: readonly { view_name: string; table_name: string; column_name: string }[],
): ForeignKey[] {
  // view → table → its columns read, and how many tables of the view provide each name.
  const reads = new Map<string, Map<string, Set<string>>>();
  for (const r of rows) {
    const byTable = reads.get(r.view_name) ?? new Map<string, Set<string>>();
    reads.set(r.view_name, byTable);
    const cols = byTable.get(r.table_name) ?? new Set<string>();
    byTable.set(r.table_name, cols);
    cols.add(r.column_name);
  }
  /** The views standing for `table` over all of `columns` (the table itself first). */
  const standIns = (table: string, columns: readonly string[]): string[] => {
    const found = [table];
    for (const [view, byTable] of reads) {
      const viewCols = tables.get(view)?.columns;
      const read = byTable.get(table);
      if (!viewCols || !read) continue;
      const ok = columns.every((c) => {
        if (!viewCols.has(c) || !read.has(c)) return false;
        let providers = 0;
        for (const cols of byTable.values()) if (cols.has(c)) providers++;
        return providers === 1;
      });
      if (ok) found.push(view);
    }
    return found;
  };
  const added: ForeignKey[] = [];
  for (const fk of keys) {
    for (const from of standIns(fk.table, fk.columns)) {
      for (const to of standIns(fk.foreignTable, fk.foreignColumns)) {
        if (from === fk.table && to === fk.foreignTable) continue;
        added.push({ ...fk, table: from, foreignTable: to, viaView: true });
      }
    }
  }
  return added;
}

/** A row type as regtype spells it (`users`, `public.users`, `"Odd"`) → the relation's name. */
export function rowTypeName(type: string, ns = 'public'): string {
  // regtype quotes the schema only when it must: strip it either way.
  const prefixes = [`${ns}.`, `${schemaNameOf(ns)}.`];
  const prefix = prefixes.find((p) => type.startsWith(p));
  const bare = prefix ? type.slice(prefix.length) : type;
  return bare.length > 1 && bare.startsWith('"') && bare.endsWith('"') ? bare.slice(1, -1).replaceAll('""', '"') : bare;
}

/** A schema name as SQL: `public` bare (as always written), any other quoted. */
export function schemaSql(schema: string): string {
  return schema === 'public' ? 'public' : quoteIdent(schema);
}

/** The schema a `schemaSql` qualifier names, as messages name it (`public` when absent). */
export function schemaNameOf(ns: string | undefined): string {
  if (!ns) return 'public';
  return ns.startsWith('"') ? ns.slice(1, -1).replaceAll('""', '"') : ns;
}

/** Quotes an identifier the way PostgreSQL's quote_ident does (always quoted). */
export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new Error('identifier contains a NUL character');
  return `"${name.replaceAll('"', '""')}"`;
}

type Schema = { tables: Map<string, TableInfo>; functions: Map<string, FunctionInfo[]>; foreignKeys: ForeignKey[] };

/** node-postgres parses name[] into arrays; PGlite may hand back the literal. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((v) => v.replace(/^"|"$/g, ''));
}

async function load(db: Db, schema: string): Promise<Schema> {
  const ns = schemaSql(schema);
  const [cols, pks, fns, fks, uniques, viewCols] = await Promise.all([
    db.query<{ table_name: string; column_name: string; type_name: string }>(columnsSql, [schema]),
    db.query<{ table_name: string; column_name: string }>(primaryKeysSql, [schema]),
    db.query<FunctionRow>(functionsSql, [schema]),
    db.query<{
      name: string;
      table_name: string;
      foreign_table: string;
      columns: string[] | string;
      foreign_columns: string[] | string;
    }>(foreignKeysSql, [schema]),
    db.query<{ table_name: string; columns: string[] | string }>(uniquesSql, [schema]),
    db.query<{ view_name: string; table_name: string; column_name: string }>(viewColumnsSql, [schema]),
  ]);
  const foreignKeys: ForeignKey[] = fks.rows.map((r) => ({
    name: r.name,
    table: r.table_name,
    columns: textArray(r.columns),
    foreignTable: r.foreign_table,
    foreignColumns: textArray(r.foreign_columns),
    ...(schema === 'public' ? {} : { schemaSql: ns }),
  }));
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of fns.rows) {
    const info = functionInfo(row);
    if (!info) continue;
    if (schema !== 'public') info.schemaSql = ns;
    const list = functions.get(info.name) ?? [];
    list.push(info);
    functions.set(info.name, list);
  }
  const tables = new Map<string, TableInfo>();
  for (const row of cols.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        columns: new Map(),
        primaryKey: [],
        sqlName: `${ns}.${quoteIdent(row.table_name)}`,
        ...(schema === 'public' ? {} : { schemaSql: ns }),
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
  foreignKeys.push(...viewForeignKeys(foreignKeys, tables, viewCols.rows));
  // Computed fields: `fn(tbl) returns <scalar>`, one input argument (named or not) of the
  // relation's row type.
  for (const row of fns.rows) {
    const modes = row.arg_modes.length > 0 ? row.arg_modes : row.arg_types.map(() => 'i');
    if (modes.length !== 1 || modes[0] !== 'i' || row.returns_set || row.return_type === 'void') continue;
    const rowColumns = typeof row.row_columns === 'string' ? JSON.parse(row.row_columns) : row.row_columns;
    if (rowColumns) continue;
    const table = tables.get(rowTypeName(row.arg_types[0]!, ns));
    if (!table || table.columns.has(row.name)) continue;
    (table.computed ??= new Map()).set(row.name, columnInfo(row.name, row.return_type));
  }
  for (const row of uniques.rows) {
    const table = tables.get(row.table_name);
    if (table) (table.uniques ??= []).push(textArray(row.columns));
  }
  return { tables, functions, foreignKeys };
}

export function createCatalogue(db: Db, schemaName = 'public'): Catalogue {
  let schema: Schema | undefined;
  let loading: Promise<Schema> | undefined;
  let loadedAt = 0;
  // Bumped by every change notice: a load begun before the change is not kept.
  let generation = 0;
  db.listen('pgrst', (payload) => {
    if (payload !== null && payload !== '' && payload !== 'reload schema') return;
    generation++;
    schema = undefined;
    loading = undefined;
  });

  const reload = (): Promise<Schema> => {
    if (loading) return loading;
    const started = generation;
    const current: Promise<Schema> = load(db, schemaName).then(
      (t) => {
        if (loading === current) loading = undefined;
        if (started === generation) {
          schema = t;
          loadedAt = Date.now();
          return t;
        }
        // The schema changed during the load: what it read may be stale, so read it again.
        return reload();
      },
      (err: unknown) => {
        if (loading === current) loading = undefined;
        throw err;
      },
    );
    return (loading = current);
  };

  return {
    schemaName,
    async table(name) {
      const current = schema ?? (await reload());
      const hit = current.tables.get(name);
      if (hit || Date.now() - loadedAt < RELOAD_INTERVAL_MS) return hit;
      return (await reload()).tables.get(name);
    },
    async snapshot() {
      return schema ?? (await reload());
    },
    async functions(name) {
      const current = schema ?? (await reload());
      const hit = current.functions.get(name);
      if (hit || Date.now() - loadedAt < RELOAD_INTERVAL_MS) return hit;
      return (await reload()).functions.get(name);
    },
    suggest(name) {
      let best: string | undefined;
      let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
      for (const candidate of schema?.tables.keys() ?? []) {
        const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
      return best;
    },
    invalidate() {
      schema = undefined;
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
