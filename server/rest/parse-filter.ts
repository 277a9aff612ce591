/**
 * PostgREST's filter grammar: `<op>.<value>` with an optional `not.` prefix, `in.(a,"b,c")`
 * lists, and `or=(…)` / `and=(…)` logic trees that nest. Pure functions; malformed input
 * throws PGRST100 with PostgREST-like messages (`"failed to parse filter (…)" (line 1, column N)`).
 */
import { restErrors } from './errors.ts';

export const filterOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOp = (typeof filterOperators)[number];
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Condition = {
  kind: 'condition';
  column: string;
  negate: boolean;
  /** `like(any)`, `eq(all)`…: the value is a list (`{a,b}`) compared with any or all of it. */
  quantifier?: 'any' | 'all';
  /** `fts(english)`…: the text search configuration. */
  config?: string;
} & (
  { op: 'in'; value: string[] } | { op: 'is'; value: IsValue } | { op: Exclude<FilterOp, 'in' | 'is'>; value: string }
);

export type LogicTree = { kind: 'and' | 'or'; negate: boolean; children: Filter[] };
export type Filter = Condition | LogicTree;

const operatorSet = new Set<string>(filterOperators);
const quantifiable = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const textSearchOps = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const isValues = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown']);

/**
 * Caps on what one request may ask the database to evaluate (ADR 019): PostgREST has none, and
 * each condition costs every row scanned. Over a cap: 400 PGRST100 naming the cap.
 */
export const filterCaps = { depth: 8, conditions: 100, patternLength: 512 } as const;

const describe = (ch: string | undefined) => (ch === undefined ? 'end of input' : JSON.stringify(ch));

/** Parses `[not.]<op>.<value>` for `column`; `what` names the input in error messages. */
export function parseCondition(column: string, input: string, what = 'filter', base = 0): Condition {
  const fail = (at: number, details: string) => restErrors.parse(what, input, base + at + 1, details);
  let pos = 0;
  let negate = false;
  if (input.startsWith('not.')) {
    negate = true;
    pos = 4;
  }
  let dot = input.indexOf('.', pos);
  const paren = input.indexOf('(', pos);
  if (paren !== -1 && (dot === -1 || paren < dot)) {
    const close = input.indexOf(')', paren);
    dot = close === -1 ? -1 : input.indexOf('.', close);
  }
  const token = dot === -1 ? input.slice(pos) : input.slice(pos, dot);
  const m = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(token);
  const op = m?.[1] ?? token;
  const modifier = m?.[2];
  if (!m || !operatorSet.has(op)) {
    throw fail(pos, `unexpected ${describe(input[pos])} expecting "not" or operator (eq, gt, ...)`);
  }
  let quantifier: 'any' | 'all' | undefined;
  let config: string | undefined;
  if (modifier !== undefined) {
    if (textSearchOps.has(op) && modifier !== '') config = modifier;
    else if (quantifiable.has(op) && (modifier === 'any' || modifier === 'all')) quantifier = modifier;
    else throw fail(pos + op.length, `unexpected "(" expecting "."`);
  }
  if (dot === -1) throw fail(input.length, 'unexpected end of input expecting "."');
  const raw = input.slice(dot + 1);
  const at = dot + 1;
  if (op === 'in') return { kind: 'condition', column, negate, op, value: parseList(raw, (i, d) => fail(at + i, d)) };
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!isValues.has(value)) {
      throw fail(at, `unexpected ${describe(raw[0])} expecting null or trilean value (unknown, true, false)`);
    }
    return { kind: 'condition', column, negate, op, value: value as IsValue };
  }
  if ((op === 'like' || op === 'ilike' || op === 'match' || op === 'imatch') && raw.length > filterCaps.patternLength) {
    throw restErrors.unsupported(
      `The ${op} pattern for "${column}" is ${raw.length} characters long; at most ${filterCaps.patternLength} are allowed`,
      'Search for a shorter pattern',
    );
  }
  const value = op === 'like' || op === 'ilike' ? raw.replaceAll('*', '%') : raw;
  return {
    kind: 'condition',
    column,
    negate,
    op: op as Exclude<FilterOp, 'in' | 'is'>,
    value,
    ...(quantifier ? { quantifier } : {}),
    ...(config ? { config } : {}),
  };
}

type Fail = (at: number, details: string) => Error;

/** `(a,"b,c",d e)` → ['a', 'b,c', 'd e']; inside quotes a backslash escapes the next character. */
export function parseList(input: string, fail: Fail): string[] {
  if (input[0] !== '(') throw fail(0, `unexpected ${describe(input[0])} expecting "("`);
  const items: string[] = [];
  let i = 1;
  if (input[i] === ')') {
    if (input.length !== 2) throw fail(2, `unexpected ${describe(input[2])} expecting end of input`);
    return items;
  }
  for (;;) {
    if (input[i] === '"') {
      const { text, end } = readQuoted(input, i, fail);
      items.push(text);
      i = end;
    } else {
      let j = i;
      while (j < input.length && input[j] !== ',' && input[j] !== ')') j++;
      items.push(input.slice(i, j));
      i = j;
    }
    const ch = input[i];
    if (ch === ',') {
      i++;
      continue;
    }
    if (ch === ')') break;
    throw fail(i, `unexpected ${describe(ch)} expecting "," or ")"`);
  }
  if (i !== input.length - 1) throw fail(i + 1, `unexpected ${describe(input[i + 1])} expecting end of input`);
  return items;
}

/** Reads `"…"` starting at `start`; returns the unescaped text and the index after the closing quote. */
function readQuoted(input: string, start: number, fail: Fail): { text: string; end: number } {
  let text = '';
  for (let j = start + 1; j < input.length; j++) {
    const c = input[j];
    if (c === '\\' && j + 1 < input.length) {
      text += input[++j];
    } else if (c === '"') {
      return { text, end: j + 1 };
    } else {
      text += c;
    }
  }
  throw fail(input.length, "unexpected end of input expecting closing quote '\"'");
}

/** Splits at top-level commas, keeping quoted text and parenthesised groups whole. Returns [item, offset][]. */
export function splitTopLevel(input: string, fail: Fail): Array<[string, number]> {
  const parts: Array<[string, number]> = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (--depth < 0) throw fail(i, 'unexpected ")"');
    } else if (c === ',' && depth === 0) {
      parts.push([input.slice(start, i), start]);
      start = i + 1;
    }
  }
  if (quoted) throw fail(input.length, "unexpected end of input expecting closing quote '\"'");
  if (depth !== 0) throw fail(input.length, 'unexpected end of input expecting ")"');
  parts.push([input.slice(start), start]);
  return parts;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` for the key `or`, `and`, `not.or` or `not.and`. */
export function parseLogicTree(key: string, value: string): LogicTree {
  const negate = key.startsWith('not.');
  const kind = (negate ? key.slice(4) : key) as 'and' | 'or';
  return parseGroup(kind, negate, value, value, 0, 1);
}

function parseGroup(
  kind: 'and' | 'or',
  negate: boolean,
  group: string,
  whole: string,
  base: number,
  depth: number,
): LogicTree {
  if (depth > filterCaps.depth) {
    throw restErrors.unsupported(
      `The logic tree is nested too deeply: at most ${filterCaps.depth} levels of and()/or() are allowed`,
      'Flatten the and()/or() groups',
    );
  }
  const fail: Fail = (at, details) => restErrors.parse('logic tree', whole, base + at + 1, details);
  if (group[0] !== '(') throw fail(0, `unexpected ${describe(group[0])} expecting "("`);
  if (group[group.length - 1] !== ')') throw fail(group.length, 'unexpected end of input expecting ")"');
  const inner = group.slice(1, -1);
  if (inner === '') throw fail(1, 'unexpected ")" expecting field name (* or [a..z0..9_$])');
  const children = splitTopLevel(inner, (at, d) => fail(at + 1, d)).map(([item, offset]) =>
    parseTreeItem(item, whole, base + offset + 1, depth),
  );
  return { kind, negate, children };
}

function parseTreeItem(item: string, whole: string, base: number, depth: number): Filter {
  const fail: Fail = (at, details) => restErrors.parse('logic tree', whole, base + at + 1, details);
  const nested = /^(not\.)?(and|or)\(/.exec(item);
  if (nested) {
    const prefix = nested[1] ?? '';
    return parseGroup(
      nested[2] as 'and' | 'or',
      prefix !== '',
      item.slice(prefix.length + nested[2]!.length),
      whole,
      base + prefix.length + nested[2]!.length,
      depth + 1,
    );
  }
  let column: string;
  let rest: number;
  if (item[0] === '"') {
    const { text, end } = readQuoted(item, 0, fail);
    column = text;
    rest = end;
  } else {
    rest = item.indexOf('.');
    if (rest === -1) throw fail(item.length, 'unexpected end of input expecting "." or operator');
    column = item.slice(0, rest);
  }
  if (column === '') throw fail(0, `unexpected ${describe(item[0])} expecting field name (* or [a..z0..9_$])`);
  if (item[rest] !== '.') throw fail(rest, `unexpected ${describe(item[rest])} expecting "."`);
  const condition = unquoteValue(item.slice(rest + 1), fail, rest + 1);
  return parseCondition(column, condition, 'logic tree', base + rest + 1);
}

/** In a logic tree, `ilike."a,b"` quotes a value so that it may contain commas and parentheses. */
function unquoteValue(input: string, fail: Fail, base: number): string {
  const m = /^((?:not\.)?[a-z]+\.)"/.exec(input);
  if (!m) return input;
  const { text, end } = readQuoted(input, m[1]!.length, (at, d) => fail(base + at, d));
  if (end !== input.length) throw fail(base + end, `unexpected ${describe(input[end])} expecting "," or ")"`);
  return m[1] + text;
}

/** The conditions a request's filters hold, logic trees' leaves included. */
export function countConditions(filters: readonly Filter[]): number {
  return filters.reduce((n, f) => n + (f.kind === 'condition' ? 1 : countConditions(f.children)), 0);
}
