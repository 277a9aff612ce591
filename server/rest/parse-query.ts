/**
 * Turns a /rest/v1 query string into a plain description of the request: which columns, which
 * filters, which order, which page. Pure: no catalogue, no SQL. Column names are checked
 * against the catalogue later, when SQL is built. Read the query with URLSearchParams (form
 * rules: `+` is a space), as postgrest-js writes it with URLSearchParams.
 */
import { RestError, restErrors } from './errors.ts';
import {
  countConditions,
  filterCaps,
  parseCondition,
  parseLogicTree,
  splitTopLevel,
  type Filter,
} from './parse-filter.ts';

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

/**
 * `alias:column::cast`, or an aggregate: `alias:column::cast.sum()::cast` (the first cast applies
 * to the column, the second to the result) or `count()` over the rows (`column` is then '').
 */
export type ColumnItem = {
  kind: 'column';
  column: string;
  alias?: string;
  cast?: string;
  aggregate?: Aggregate;
  resultCast?: string;
};

export type SelectItem = { kind: 'star' } | ColumnItem | EmbedItem;

/** `alias:name!hint!inner(select…)` or `...name(select…)`: a related resource (embed.ts). */
export type EmbedItem = {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  select: SelectItem[];
};

/** What `name.filter`, `name.order`, `name.limit`, `name.offset` ask of one embedded level. */
export type EmbedQuery = { filters: Filter[]; order: OrderTerm[]; limit?: number; offset?: number };

export type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export type ParsedQuery = {
  /** `null` when `select` is absent (PostgREST then returns `*`). */
  select: SelectItem[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
  /** Per embedded resource, by its path of names (`messages` or `channels.messages`). */
  embedded: Map<string, EmbedQuery>;
};

/** Casts allowed in `select=col::type`; the type name is written into SQL, so only these. */
export const allowedCasts = new Map<string, string>([
  ['text', 'text'],
  ['varchar', 'text'],
  ['int', 'integer'],
  ['int4', 'integer'],
  ['integer', 'integer'],
  ['int8', 'bigint'],
  ['bigint', 'bigint'],
  ['smallint', 'smallint'],
  ['numeric', 'numeric'],
  ['float8', 'double precision'],
  ['bool', 'boolean'],
  ['boolean', 'boolean'],
  ['uuid', 'uuid'],
  ['date', 'date'],
  ['timestamptz', 'timestamptz'],
  ['timestamp', 'timestamp'],
  ['json', 'json'],
  ['jsonb', 'jsonb'],
]);

const aggregates = new Set<string>(['count', 'sum', 'avg', 'min', 'max']);
/** `[alias:][column[::cast].]fn()[::cast]`, as PostgREST 12 reads an aggregate. */
const aggregatePattern =
  /^(?:("(?:[^"]|"")+"|[^":()]+):(?!:))?(?:("(?:[^"]|"")+"|[^":().]+)(?:::(\w+))?\.)?(count|sum|avg|min|max)\(\)(?:::(\w+))?$/;

function castOf(requested: string | undefined): string | undefined {
  if (requested === undefined) return undefined;
  const cast = allowedCasts.get(requested.toLowerCase());
  if (!cast) {
    throw restErrors.unsupported(
      `Casting to "${requested}" is not supported`,
      `Allowed: ${[...allowedCasts.keys()].join(', ')}`,
    );
  }
  return cast;
}
/** Query keys that are never filters. `apikey` is accepted in the query by Supabase's gateway. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const logicKeys = new Set(['or', 'and', 'not.or', 'not.and']);

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: null, filters: [], order: [], embedded: new Map() };
  const level = (path: string): EmbedQuery => {
    let q = query.embedded.get(path);
    if (!q) query.embedded.set(path, (q = { filters: [], order: [] }));
    return q;
  };
  for (const [key, value] of params) {
    const dot = key.startsWith('"') ? -1 : key.lastIndexOf('.');
    const last = key.slice(dot + 1);
    const head = key.slice(0, dot);
    if (dot > 0 && !key.includes('->') && !reserved.has(key) && !logicKeys.has(key)) {
      // An embedded level: `messages.order=id.desc`, `messages.limit=1`, `messages.id=eq.1`.
      const negOr = head.endsWith('.not') ? head.slice(0, -4) : undefined;
      if (last === 'order') level(head).order = parseOrder(value);
      else if (last === 'limit') level(head).limit = parseCount('limit', value);
      else if (last === 'offset') level(head).offset = parseCount('offset', value);
      else if ((last === 'or' || last === 'and') && negOr !== undefined)
        level(negOr).filters.push(parseLogicTree(`not.${last}`, value));
      else if (last === 'or' || last === 'and') level(head).filters.push(parseLogicTree(last, value));
      else level(head).filters.push(parseCondition(last, value));
      continue;
    }
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'columns') query.columns = parseColumnList('columns', value);
    else if (key === 'on_conflict') query.onConflict = parseColumnList('on_conflict', value);
    else if (reserved.has(key)) continue;
    else if (logicKeys.has(key)) query.filters.push(parseLogicTree(key, value));
    else query.filters.push(parseFilterKey(key, value));
  }
  let conditions = countConditions(query.filters);
  for (const q of query.embedded.values()) conditions += countConditions(q.filters);
  if (conditions > filterCaps.conditions) {
    throw restErrors.unsupported(
      `The request has ${conditions} filter conditions; at most ${filterCaps.conditions} are allowed`,
      'Use fewer filters, or in.(…) for a list of values',
    );
  }
  return query;
}

function parseFilterKey(key: string, value: string): Filter {
  if (key === '') throw restErrors.parse('filter', value, 1, 'unexpected empty column name');
  const column = key.length > 1 && key.startsWith('"') && key.endsWith('"') ? key.slice(1, -1) : key;
  return parseCondition(column, value);
}

function parseCount(name: 'limit' | 'offset', value: string): number {
  if (!/^\d{1,15}$/.test(value)) {
    const at = [...value].findIndex((c) => c < '0' || c > '9');
    const ch = at === -1 ? undefined : value[at];
    throw restErrors.parse(
      `${name} parameter`,
      value,
      (at === -1 ? value.length : at) + 1,
      ch === undefined ? 'expecting a number of at most 15 digits' : `unexpected ${JSON.stringify(ch)} expecting digit`,
    );
  }
  return Number(value);
}

/** `title,"body"` (postgrest-js quotes every name in `columns=`). */
function parseColumnList(name: string, value: string): string[] {
  const fail = (at: number, d: string) => restErrors.parse(`${name} parameter`, value, at + 1, d);
  return splitTopLevel(value, fail).map(([raw, offset]) => {
    const item = raw.trim();
    const column = item.startsWith('"') && item.endsWith('"') && item.length > 1 ? item.slice(1, -1) : item;
    if (column === '') throw fail(offset, 'unexpected empty column name');
    return column.replaceAll('""', '"');
  });
}

export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ kind: 'star' }];
  const fail = (at: number, d: string) => restErrors.parse('select parameter', value, at + 1, d);
  return splitTopLevel(value, fail).map(([raw, offset]) => parseSelectItem(raw.trim(), offset, fail));
}

function parseSelectItem(item: string, offset: number, fail: (at: number, d: string) => Error): SelectItem {
  if (item === '*') return { kind: 'star' };
  if (item === '') throw fail(offset, 'unexpected "," expecting field name (* or [a..z0..9_$])');
  // A bare `count` is `count()`, as PostgREST reads it (`messages(count)`).
  const agg = aggregatePattern.exec(item === 'count' ? 'count()' : item);
  if (agg) {
    const [, alias, column, cast, fn, resultCast] = agg;
    return {
      kind: 'column',
      column: column === undefined ? '' : unquote(column),
      aggregate: fn as Aggregate,
      ...(alias === undefined ? {} : { alias: unquote(alias) }),
      ...(cast === undefined ? {} : { cast: castOf(cast)! }),
      ...(resultCast === undefined ? {} : { resultCast: castOf(resultCast)! }),
    };
  }
  const paren = item.indexOf('(');
  if (paren !== -1 && !item.startsWith('"')) {
    let head = item.slice(0, paren);
    const name = head.slice(head.lastIndexOf(':') + 1).split('!')[0] ?? head;
    if (aggregates.has(name) || item.endsWith('.count()') || /\)\.\w+\(\)$/.test(item)) {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (!item.endsWith(')')) throw fail(offset + item.length, 'unexpected end of input expecting ")"');
    const spread = head.startsWith('...');
    if (spread) head = head.slice(3);
    let alias: string | undefined;
    const colon = head.indexOf(':');
    if (colon !== -1) {
      alias = unquote(head.slice(0, colon));
      head = head.slice(colon + 1);
    }
    const [target = '', ...marks] = head.split('!');
    let join: 'inner' | 'left' | undefined;
    let hint: string | undefined;
    for (const mark of marks) {
      if (mark === 'inner' || mark === 'left') join = mark;
      else hint = mark;
    }
    const inner = item.slice(paren + 1, -1);
    return {
      kind: 'embed',
      name: unquote(target),
      spread,
      // `users()`: embedded for its filters (`!inner`) only, left out of the output.
      select: inner.trim() === '' ? [] : parseSelect(inner),
      ...(alias === undefined ? {} : { alias }),
      ...(hint === undefined ? {} : { hint }),
      ...(join === undefined ? {} : { join }),
    };
  }
  let rest = item;
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt !== -1 && !rest.endsWith('"')) {
    const requested = rest.slice(castAt + 2).toLowerCase();
    cast = allowedCasts.get(requested);
    if (!cast) {
      throw restErrors.unsupported(
        `Casting to "${requested}" is not supported`,
        `Allowed: ${[...allowedCasts.keys()].join(', ')}`,
      );
    }
    rest = rest.slice(0, castAt);
  }
  let alias: string | undefined;
  const aliasMatch = /^("(?:[^"]|"")+"|[^":]+):(?!:)(.+)$/.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]!);
    rest = aliasMatch[2]!;
  }
  const column = unquote(rest);
  if (column === '' || (alias !== undefined && alias === '')) {
    throw fail(offset, `unexpected ${JSON.stringify(item)} expecting field name (* or [a..z0..9_$])`);
  }
  return { kind: 'column', column, ...(alias === undefined ? {} : { alias }), ...(cast === undefined ? {} : { cast }) };
}

function unquote(name: string): string {
  return name.length > 1 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

const orderModifiers = 'expecting "asc", "desc", "nullsfirst" or "nullslast"';

export function parseOrder(value: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  const fail = (at: number, d: string) => restErrors.parse('order', value, at + 1, d);
  for (const [raw, offset] of splitTopLevel(value, fail)) {
    let column: string;
    let restAt: number;
    const quoted = /^"((?:[^"]|"")+)"/.exec(raw);
    if (quoted) {
      column = quoted[1]!.replaceAll('""', '"');
      restAt = quoted[0].length;
    } else {
      restAt = raw.indexOf('.');
      if (restAt === -1) restAt = raw.length;
      column = raw.slice(0, restAt);
    }
    if (column === '') throw fail(offset, `unexpected ${JSON.stringify(raw[0] ?? ',')} expecting field name`);
    const term: OrderTerm = { column, direction: 'asc' };
    const mods = raw.slice(restAt) === '' ? [] : raw.slice(restAt + 1).split('.');
    let at = offset + restAt + 1;
    mods.forEach((mod, i) => {
      if ((mod === 'asc' || mod === 'desc') && i === 0) term.direction = mod;
      else if ((mod === 'nullsfirst' || mod === 'nullslast') && i === mods.length - 1 && i <= 1) {
        term.nulls = mod === 'nullsfirst' ? 'first' : 'last';
      } else throw fail(at, `unexpected ${JSON.stringify(mod[0] ?? '.')} ${orderModifiers}`);
      at += mod.length + 1;
    });
    terms.push(term);
  }
  return terms;
}
