/**
 * Resource embedding as PostgREST 12 does it: `select=*,channels(slug),messages!inner(id)`.
 * A relationship is found from the foreign keys of `public` (catalogue.ts): many-to-one (the
 * source holds the key: one object or null), one-to-many (the target holds it: an array),
 * one-to-one (the key's columns are unique: one object), many-to-many (a junction table whose
 * primary key holds a key to each side: an array). A `!hint` (a constraint, a column, or a
 * junction table) picks among several; still more than one answers 300 PGRST201, none 400 PGRST200.
 *
 * Everything is one statement: each embedded level is a LATERAL subquery of its parent, rendered
 * to JSON there (json_agg for arrays, row_to_json for objects), with its own filters, order,
 * limit and offset (`messages.id=eq.1`, `messages.order=id.desc`, `messages.limit=2`). The
 * subqueries run as the caller, so row-level security applies to every embedded table, and the
 * statement's clock guard (limits.ts) is written into each of their WHERE clauses. `!inner`
 * keeps only the parent rows with a match; `...name(cols)` spreads a to-one resource's columns
 * into its parent.
 */
import {
  quoteIdent,
  rowTypeName,
  schemaNameOf,
  type ForeignKey,
  type FunctionInfo,
  type TableInfo,
} from './catalogue.ts';
import { RestError } from './errors.ts';
import type { EmbedItem, EmbedQuery, SelectItem } from './parse-query.ts';
import { columnRef, orderClause, type Params, whereClause } from './sql-parts.ts';

/** The relations and foreign keys embedding resolves names against (one catalogue load). */
export type SchemaSnapshot = {
  tables: ReadonlyMap<string, TableInfo>;
  foreignKeys: readonly ForeignKey[];
  functions?: ReadonlyMap<string, readonly FunctionInfo[]>;
};

type Relationship = {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many' | 'computed-one' | 'computed-many';
  source: string;
  target: string;
  /** The key: for many-to-one from source to target, for one-to-many from target to source. */
  fk: ForeignKey;
  /** many-to-many: the junction's key to the target (`fk` is its key to the source). */
  fk2?: ForeignKey;
  /** one-to-one: whether the source holds the key. */
  sourceHolds?: boolean;
  /** A computed relationship: the function called with the source's row (`fn(parent)`). */
  fn?: FunctionInfo;
};

const toMany = (r: Relationship) =>
  r.cardinality === 'one-to-many' || r.cardinality === 'many-to-many' || r.cardinality === 'computed-many';

/**
 * Computed relationships, as PostgREST finds them: a function named `name` whose one argument is
 * the source's row type and which returns rows of a relation (`setof t` is to-many unless
 * declared `ROWS 1`; `returns t` is to-one).
 */
function computedRelationships(schema: SchemaSnapshot, source: string, name: string): Relationship[] {
  const found: Relationship[] = [];
  for (const fn of schema.functions?.get(name) ?? []) {
    if (fn.args.length !== 1 || rowTypeName(fn.args[0]!.type, fn.schemaSql) !== source) continue;
    const target = rowTypeName(fn.returnType, fn.schemaSql);
    if (!schema.tables.has(target)) continue;
    const many = fn.returnsSet && fn.rows !== 1;
    const fk: ForeignKey = { name, table: source, columns: [], foreignTable: target, foreignColumns: [] };
    found.push({ cardinality: many ? 'computed-many' : 'computed-one', source, target, fk, fn });
  }
  return found;
}

function isUnique(table: TableInfo | undefined, columns: readonly string[]): boolean {
  if (!table) return false;
  const sets = [table.primaryKey, ...(table.uniques ?? [])];
  return sets.some((set) => set.length > 0 && set.length === columns.length && set.every((c) => columns.includes(c)));
}

function covers(table: TableInfo | undefined, columns: readonly string[]): boolean {
  if (!table) return false;
  const sets = [table.primaryKey, ...(table.uniques ?? [])];
  return sets.some((set) => set.length > 0 && columns.every((c) => set.includes(c)));
}

/**
 * The relationship along `fk`: from the table holding the key to the one it points at
 * (`sourceHolds`: many-to-one), or back (one-to-many); one-to-one when the key's columns are
 * unique in the table holding them.
 */
function alongKey(tables: SchemaSnapshot['tables'], fk: ForeignKey, sourceHolds: boolean): Relationship {
  const one = isUnique(tables.get(fk.table), fk.columns);
  return sourceHolds
    ? { cardinality: one ? 'one-to-one' : 'many-to-one', source: fk.table, target: fk.foreignTable, fk, sourceHolds }
    : { cardinality: one ? 'one-to-one' : 'one-to-many', source: fk.foreignTable, target: fk.table, fk, sourceHolds };
}

function relationships(schema: SchemaSnapshot, source: string, target: string): Relationship[] {
  const found: Relationship[] = [];
  const tables = schema.tables;
  for (const fk of schema.foreignKeys) {
    // A self-reference by the table's name is its one-to-many side (children); its many-to-one
    // side (parent) is embedded by the key's column: `parent_id(*)`, as PostgREST reads it.
    if (fk.table === source && fk.foreignTable === target && source !== target) found.push(alongKey(tables, fk, true));
    if (fk.table === target && fk.foreignTable === source) found.push(alongKey(tables, fk, false));
  }
  for (const fk of schema.foreignKeys) {
    if (fk.foreignTable !== source || fk.table === source || fk.table === target) continue;
    for (const fk2 of schema.foreignKeys) {
      if (fk2 === fk || fk2.table !== fk.table || fk2.foreignTable !== target) continue;
      if (!covers(tables.get(fk.table), [...fk.columns, ...fk2.columns])) continue;
      found.push({ cardinality: 'many-to-many', source, target, fk, fk2 });
    }
  }
  return found;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.source !== r.target && (r.fk.name === hint || r.fk2?.name === hint)) return true;
  if (r.cardinality === 'many-to-many') return r.fk.table === hint;
  return r.fk.columns.length === 1 && r.fk.columns[0] === hint;
}

const fmt = (cols: readonly string[]) => `(${cols.join(', ')})`;

function describe(r: Relationship) {
  const embedding = `${r.source} with ${r.target}`;
  if (r.cardinality === 'many-to-many') {
    return {
      cardinality: r.cardinality,
      embedding,
      relationship: `${r.fk.table} using ${r.fk.name}${fmt(r.fk.columns)} and ${r.fk2!.name}${fmt(r.fk2!.columns)}`,
    };
  }
  // The source's columns first, as PostgREST words it.
  const [sourceCols, targetCols] = r.sourceHolds
    ? [r.fk.columns, r.fk.foreignColumns]
    : [r.fk.foreignColumns, r.fk.columns];
  return {
    cardinality: r.cardinality,
    embedding,
    relationship: `${r.fk.name} using ${r.source}${fmt(sourceCols)} and ${r.target}${fmt(targetCols)}`,
  };
}

function hintName(r: Relationship): string {
  return `'${r.target}!${r.cardinality === 'many-to-many' ? r.fk.table : r.fk.name}'`;
}

/** 300 PGRST201: its `details` is the list of candidate relationships, as PostgREST sends it. */
class AmbiguousEmbed extends RestError {
  readonly candidates: readonly object[];
  constructor(source: string, target: string, candidates: readonly object[], extra: { hint: string }) {
    super(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source}' and '${target}'`,
      extra,
    );
    this.candidates = candidates;
  }
  override toJSON(): ReturnType<RestError['toJSON']> {
    return { ...super.toJSON(), details: this.candidates } as unknown as ReturnType<RestError['toJSON']>;
  }
}

/**
 * Embedding by a foreign key's name, as PostgREST allows: `best_friends_first_user_fkey(*)` from
 * `users` is the rows whose key points at the user (one-to-many), from `best_friends` the row
 * the key points at (many-to-one).
 */
function byConstraintName(schema: SchemaSnapshot, source: string, name: string): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    if (fk.name !== name || fk.viaView) continue;
    if (fk.table === source) found.push(alongKey(schema.tables, fk, true));
    else if (fk.foreignTable === source) found.push(alongKey(schema.tables, fk, false));
  }
  return found;
}

/** The one relationship `item` names from `source`, or PostgREST's PGRST200 / PGRST201. */
export function resolveRelationship(schema: SchemaSnapshot, source: string, item: EmbedItem): Relationship {
  let found = relationships(schema, source, item.name);
  if (found.length === 0) found = computedRelationships(schema, source, item.name);
  if (found.length === 0) found = byConstraintName(schema, source, item.name);
  if (found.length === 0) {
    // Embedding by a foreign key's column: `parent_id(*)` is the row parent_id points at.
    for (const fk of schema.foreignKeys) {
      if (fk.viaView || fk.table !== source || fk.columns.length !== 1 || fk.columns[0] !== item.name) continue;
      found.push(alongKey(schema.tables, fk, true));
    }
  }
  if (item.hint !== undefined) found = found.filter((r) => matchesHint(r, item.hint!));
  if (found.length === 0) {
    const schemaName = schemaNameOf(schema.tables.get(source)?.schemaSql);
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source}' and '${item.name}' in the schema cache`,
      {
        details: `Searched for a foreign key relationship between '${source}' and '${item.name}'${
          item.hint === undefined ? '' : ` using the hint '${item.hint}'`
        } in the schema '${schemaName}', but no matches were found.`,
      },
    );
  }
  if (found.length > 1) {
    throw new AmbiguousEmbed(source, item.name, found.map(describe), {
      hint: `Try changing '${item.name}' to one of the following: ${found.map(hintName).join(', ')}. Find the desired relationship in the 'details' key.`,
    });
  }
  return found[0]!;
}

/** What a select list becomes: output columns, the LATERAL joins of its embeds, and its names. */
export type SelectParts = {
  cols: string;
  joins: string;
  names: string[];
  inner: boolean;
  /** ` group by …` when the list has aggregates (the other columns group), '' otherwise. */
  groupBy: string;
};

export type EmbedContext = {
  schema: SchemaSnapshot;
  embedded: ReadonlyMap<string, EmbedQuery>;
  /** Paths of `embedded` used so far: those left over are not embedded resources (PGRST108). */
  used: Set<string>;
};

function notEmbedded(path: string): RestError {
  return new RestError(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, {
    hint: `Verify that '${path}' is included in the 'select' query parameter.`,
  });
}

/** Fails for a `name.filter` whose name no embed of the select list has. */
export function checkEmbeddedUsed(ctx: EmbedContext): void {
  for (const path of ctx.embedded.keys()) if (!ctx.used.has(path)) throw notEmbedded(path);
}

/**
 * The select list of `table` (aliased `alias`) with its embeds, each a LATERAL subquery joined
 * after the FROM item. `path` names this level for `name.filter` parameters.
 */
export function selectParts(
  table: TableInfo,
  select: readonly SelectItem[] | null,
  params: Params,
  ctx: EmbedContext | undefined,
  alias = '_t',
  path = '',
): SelectParts {
  const items = select ?? [{ kind: 'star' as const }];
  const cols: string[] = [];
  const names: string[] = [];
  let joins = '';
  let inner = false;
  const groups: string[] = [];
  // With aggregates in the list, embedded bodies are jsonb so that they can group (json cannot).
  const aggregated = items.some((item) => item.kind === 'column' && item.aggregate !== undefined);
  const j = aggregated ? 'jsonb' : 'json';
  items.forEach((item, i) => {
    if (item.kind === 'star') {
      cols.push(`${alias}.*`);
      names.push(...table.columns.keys());
      for (const c of table.columns.keys()) groups.push(`${alias}.${quoteIdent(c)}`);
      return;
    }
    if (item.kind === 'column' && item.aggregate) {
      if (!params.aggregates) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      let arg = '*';
      if (item.column !== '') {
        const col = columnRef(table, item.column, alias);
        arg = `${col.sql}${item.cast ? `::${item.cast}` : ''}`;
      }
      const name = item.alias ?? item.aggregate;
      const result = `${item.aggregate}(${arg})${item.resultCast ? `::${item.resultCast}` : ''}`;
      cols.push(`${result} as ${quoteIdent(name)}`);
      names.push(name);
      return;
    }
    if (item.kind === 'column') {
      const col = columnRef(table, item.column, alias);
      const cast = item.cast ? `::${item.cast}` : '';
      const name = item.alias ?? col.name;
      cols.push(`${col.sql}${cast} as ${quoteIdent(name)}`);
      groups.push(`${col.sql}${cast}`);
      names.push(name);
      return;
    }
    if (!ctx) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table.name}' and '${item.name}' in the schema cache`,
      );
    }
    const rel = resolveRelationship(ctx.schema, table.name, item);
    const target = ctx.schema.tables.get(rel.target);
    if (!target)
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table.name}' and '${item.name}' in the schema cache`,
      );
    const label = item.alias ?? item.name;
    const childPath = path ? `${path}.${label}` : label;
    ctx.used.add(childPath);
    const q = ctx.embedded.get(childPath) ?? { filters: [], order: [] };
    const child = `${alias}_${i}`;
    const parts = selectParts(target, item.select, params, ctx, child, childPath);
    const link = rel.fn ? [] : [joinCondition(rel, alias, child)];
    const where = whereClause(target, q.filters, params, child, link);
    const order = orderClause(target, q.order, params, child);
    const many = toMany(rel);
    const limit = many ? (q.limit === undefined ? '' : ` limit ${params.add(q.limit)}::bigint`) : '';
    const offset = many && q.offset ? ` offset ${params.add(q.offset)}::bigint` : '';
    const from = rel.fn ? `${rel.fn.schemaSql ?? 'public'}.${quoteIdent(rel.fn.name)}(${alias})` : target.sqlName;
    const rows = `select ${parts.cols} from ${from} as ${child}${parts.joins}${where}${parts.groupBy}${order}${limit}${offset}`;
    const body = many ? `${j}_agg(${child}_r)` : aggregated ? `to_jsonb(${child}_r)` : `row_to_json(${child}_r)`;
    const sub = `(select ${body} as body from (${rows}) as ${child}_r)`;
    const isInner = item.join === 'inner';
    inner ||= isInner;
    joins += isInner
      ? ` inner join lateral ${sub} as ${child} on ${child}.body is not null`
      : ` left join lateral ${sub} as ${child} on true`;
    const value = many ? `coalesce(${child}.body, '[]'::${j})` : `${child}.body`;
    if (aggregated) groups.push(`${child}.body`);
    if (item.spread) {
      for (const name of parts.names) {
        const key = `'${name.replaceAll("'", "''")}'`;
        cols.push(
          many
            ? `coalesce((select ${j}_agg(_s -> ${key}) from ${j}_array_elements(${value}) as _s), '[]'::${j}) as ${quoteIdent(name)}`
            : `(${value} -> ${key}) as ${quoteIdent(name)}`,
        );
        names.push(name);
      }
      return;
    }
    if (item.select.length === 0) return;
    cols.push(`${value} as ${quoteIdent(label)}`);
    names.push(label);
  });
  const groupBy = aggregated && groups.length > 0 ? ` group by ${groups.join(', ')}` : '';
  // Nothing selected (an embed with no fields): one placeholder column, never output.
  return { cols: cols.length > 0 ? cols.join(', ') : 'null as "_"', joins, names, inner, groupBy };
}

function joinCondition(rel: Relationship, parent: string, child: string): string {
  const eq = (a: string, ac: string, b: string, bc: string) => `${a}.${quoteIdent(ac)} = ${b}.${quoteIdent(bc)}`;
  const { fk } = rel;
  if (rel.cardinality === 'many-to-many') {
    const j = `${child}_j`;
    const toSource = fk.columns.map((c, i) => eq(j, c, parent, fk.foreignColumns[i]!));
    const toTarget = rel.fk2!.columns.map((c, i) => eq(j, c, child, rel.fk2!.foreignColumns[i]!));
    return `exists (select 1 from ${fk.schemaSql ?? 'public'}.${quoteIdent(fk.table)} as ${j} where ${[...toSource, ...toTarget].join(' and ')})`;
  }
  const terms = rel.sourceHolds
    ? fk.columns.map((c, i) => eq(child, fk.foreignColumns[i]!, parent, c))
    : fk.columns.map((c, i) => eq(child, c, parent, fk.foreignColumns[i]!));
  return terms.join(' and ');
}
