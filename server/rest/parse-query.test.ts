import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseQuery } from './parse-query.ts';

/** Parses a query string exactly as the server does (URLSearchParams: `+` is a space). */
const parse = (qs: string) => parseQuery(new URLSearchParams(qs));

function parseError(qs: string): RestError {
  try {
    parse(qs);
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error(`expected ${qs} to fail`);
}

describe('filters', () => {
  it.each([
    ['eq', '5'],
    ['neq', 'a'],
    ['gt', '2026-01-01'],
    ['gte', '1'],
    ['lt', '1'],
    ['lte', '1'],
    ['match', '^a'],
    ['imatch', '^A'],
    ['isdistinct', 'x'],
  ])('parses %s.%s', (op, value) => {
    expect(parse(`col=${encodeURIComponent(`${op}.${value}`)}`).filters).toEqual([
      { kind: 'condition', column: 'col', negate: false, op, value },
    ]);
  });

  it('turns * into % for like and ilike, and decodes + as a space', () => {
    const { filters } = parse('title=ilike.%25foo+bar%25&name=like.*x*');
    expect(filters).toEqual([
      { kind: 'condition', column: 'title', negate: false, op: 'ilike', value: '%foo bar%' },
      { kind: 'condition', column: 'name', negate: false, op: 'like', value: '%x%' },
    ]);
  });

  it('keeps dots and commas inside plain values', () => {
    expect(parse('room=eq.a+b%2Cc.d').filters[0]).toMatchObject({ op: 'eq', value: 'a b,c.d' });
  });

  it('parses is with every allowed value, case-insensitively', () => {
    for (const v of ['null', 'NULL', 'not_null', 'true', 'false', 'unknown']) {
      expect(parse(`x=is.${v}`).filters[0]).toMatchObject({ op: 'is', value: v.toLowerCase() });
    }
  });

  it('parses the not. prefix', () => {
    expect(parse('y=not.is.null').filters[0]).toEqual({
      kind: 'condition',
      column: 'y',
      negate: true,
      op: 'is',
      value: 'null',
    });
  });

  it('parses in-lists with quoting, escapes and spaces as postgrest-js writes them', () => {
    const { filters } = parse('status=in.%28a%2C%22b%2Cc%22%2Cd+e%29');
    expect(filters[0]).toMatchObject({ op: 'in', value: ['a', 'b,c', 'd e'] });
    expect(parse(`s=${encodeURIComponent('in.("a\\"q",")")')}`).filters[0]).toMatchObject({ value: ['a"q', ')'] });
    expect(parse('s=in.()').filters[0]).toMatchObject({ value: [] });
  });

  it('repeats a key for several filters on one column', () => {
    expect(parse('n=gt.1&n=lt.9').filters).toHaveLength(2);
  });

  it('ignores apikey in the query string', () => {
    expect(parse('apikey=abc').filters).toEqual([]);
  });
});

describe('logic trees', () => {
  it('parses the site search (or over three ilike filters)', () => {
    const { filters } = parse(`or=${encodeURIComponent('(title.ilike.*x*,excerpt.ilike.*x*,author_name.ilike.*x*)')}`);
    expect(filters).toEqual([
      {
        kind: 'or',
        negate: false,
        children: [
          { kind: 'condition', column: 'title', negate: false, op: 'ilike', value: '%x%' },
          { kind: 'condition', column: 'excerpt', negate: false, op: 'ilike', value: '%x%' },
          { kind: 'condition', column: 'author_name', negate: false, op: 'ilike', value: '%x%' },
        ],
      },
    ]);
  });

  it('nests and/or, negations, in-lists and quoted values', () => {
    const qs = `not.and=${encodeURIComponent('(a.eq.1,or(b.not.in.(1,"2,3"),c.is.null),d.ilike."*a,b*")')}`;
    const [tree] = parse(qs).filters;
    expect(tree).toEqual({
      kind: 'and',
      negate: true,
      children: [
        { kind: 'condition', column: 'a', negate: false, op: 'eq', value: '1' },
        {
          kind: 'or',
          negate: false,
          children: [
            { kind: 'condition', column: 'b', negate: true, op: 'in', value: ['1', '2,3'] },
            { kind: 'condition', column: 'c', negate: false, op: 'is', value: 'null' },
          ],
        },
        { kind: 'condition', column: 'd', negate: false, op: 'ilike', value: '%a,b%' },
      ],
    });
  });

  it.each([
    ['or=a.eq.1', 'unexpected "a" expecting "("'],
    ['or=(a.eq.1', 'unexpected end of input expecting ")"'],
    ['or=()', 'expecting field name'],
    ['or=(a.eq.1,b)', 'unexpected end of input expecting "." or operator'],
    ['or=(a.foo.1)', 'expecting "not" or operator'],
    ['or=(a.eq."x)', 'closing quote'],
  ])('rejects %s with PGRST100', (qs, details) => {
    const err = parseError(qs.replace(/=(.*)$/, (_, v: string) => `=${encodeURIComponent(v)}`));
    expect(err.status).toBe(400);
    expect(err.code).toBe('PGRST100');
    expect(err.message).toMatch(/^"failed to parse logic tree \(.*\)" \(line 1, column \d+\)$/);
    expect(err.details).toContain(details);
  });
});

describe('select', () => {
  it('parses *, column lists, aliases, casts and quoted names', () => {
    expect(parse('select=*').select).toEqual([{ kind: 'star' }]);
    expect(parse('select=').select).toEqual([{ kind: 'star' }]);
    expect(parse('select=id%2Cmessage%2Cis_bot').select).toEqual([
      { kind: 'column', column: 'id' },
      { kind: 'column', column: 'message' },
      { kind: 'column', column: 'is_bot' },
    ]);
    expect(parse(`select=${encodeURIComponent('when:created_at::text,"odd ""name"""')}`).select).toEqual([
      { kind: 'column', column: 'created_at', alias: 'when', cast: 'text' },
      { kind: 'column', column: 'odd "name"' },
    ]);
    expect(parse(`select=${encodeURIComponent('*,author:profiles(full_name)')}`).select).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'author',
        spread: false,
        select: [{ kind: 'column', column: 'full_name' }],
      },
    ]);
    expect(parse(`select=${encodeURIComponent('...users!first_user!inner(username)')}`).select).toEqual([
      {
        kind: 'embed',
        name: 'users',
        hint: 'first_user',
        join: 'inner',
        spread: true,
        select: [{ kind: 'column', column: 'username' }],
      },
    ]);
  });

  it('refuses casts outside the allow-list; reads JSON paths', () => {
    expect(parseError('select=id::regclass').message).toContain('Casting to "regclass" is not supported');
    expect(parse('select=data->a->>b').select).toEqual([{ kind: 'column', column: 'data->a->>b' }]);
    expect(parseError('select=id.sum()::regclass').message).toContain('Casting to "regclass" is not supported');
  });

  it('reads aggregates: count(), a bare count, column and result casts, aliases', () => {
    expect(parse('select=count(),n:count').select).toEqual([
      { kind: 'column', column: '', aggregate: 'count' },
      { kind: 'column', column: 'count', alias: 'n' },
    ]);
    expect(parse('select=total:amount::int.sum()::text,id.max(),messages(count)').select).toEqual([
      { kind: 'column', column: 'amount', alias: 'total', cast: 'integer', aggregate: 'sum', resultCast: 'text' },
      { kind: 'column', column: 'id', aggregate: 'max' },
      { kind: 'embed', name: 'messages', spread: false, select: [{ kind: 'column', column: '', aggregate: 'count' }] },
    ]);
    expect(parseError('select=count(id)').message).toBe('Use of aggregate functions is not allowed');
  });

  it('reads an embed with no fields as selecting nothing', () => {
    expect(parse('select=id,users!inner()').select).toEqual([
      { kind: 'column', column: 'id' },
      { kind: 'embed', name: 'users', join: 'inner', spread: false, select: [] },
    ]);
  });

  it('reports an empty item', () => {
    const err = parseError('select=id,,title');
    expect(err.message).toBe('"failed to parse select parameter (id,,title)" (line 1, column 4)');
  });
});

describe('order', () => {
  it('parses directions, nulls placement and lists', () => {
    expect(parse('order=date.desc.nullslast%2Cid').order).toEqual([
      { column: 'date', direction: 'desc', nulls: 'last' },
      { column: 'id', direction: 'asc' },
    ]);
    expect(parse('order=a.nullsfirst').order).toEqual([{ column: 'a', direction: 'asc', nulls: 'first' }]);
    expect(parse('order=%22my+col%22.desc').order).toEqual([{ column: 'my col', direction: 'desc' }]);
  });

  it.each([
    ['order=date.up', '"failed to parse order (date.up)" (line 1, column 6)', 'unexpected "u"'],
    ['order=date.desc.asc', '"failed to parse order (date.desc.asc)" (line 1, column 11)', 'unexpected "a"'],
    ['order=.desc', '"failed to parse order (.desc)" (line 1, column 1)', 'expecting field name'],
  ])('rejects %s', (qs, message, details) => {
    const err = parseError(qs);
    expect(err.code).toBe('PGRST100');
    expect(err.message).toBe(message);
    expect(err.details).toContain(details);
  });
});

describe('limit, offset, columns, on_conflict', () => {
  it('parses numbers and quoted column lists', () => {
    expect(parse('offset=0&limit=10')).toMatchObject({ offset: 0, limit: 10 });
    expect(parse('columns=%22title%22%2C%22body%22').columns).toEqual(['title', 'body']);
    expect(parse('on_conflict=id').onConflict).toEqual(['id']);
  });

  it.each(['limit=abc', 'limit=-1', 'offset=1.5', 'limit=9999999999999999999'])('rejects %s', (qs) => {
    const err = parseError(qs);
    expect(err.code).toBe('PGRST100');
    expect(err.message).toMatch(/^"failed to parse (limit|offset) parameter/);
  });
});

describe('malformed filters', () => {
  it.each([
    [
      'id=foo.1',
      '"failed to parse filter (foo.1)" (line 1, column 1)',
      'unexpected "f" expecting "not" or operator (eq, gt, ...)',
    ],
    ['id=eq', '"failed to parse filter (eq)" (line 1, column 3)', 'unexpected end of input expecting "."'],
    ['id=not.bad.1', '"failed to parse filter (not.bad.1)" (line 1, column 5)', 'expecting "not" or operator'],
    ['x=is.maybe', '"failed to parse filter (is.maybe)" (line 1, column 4)', 'expecting null or trilean value'],
    ['x=in.1,2', '"failed to parse filter (in.1,2)" (line 1, column 4)', 'unexpected "1" expecting "("'],
    ['x=in.(1,2', '"failed to parse filter (in.(1,2)" (line 1, column 8)', 'expecting "," or ")"'],
    ['x=in.(1)2', '"failed to parse filter (in.(1)2)" (line 1, column 7)', 'expecting end of input'],
    ['x=', '"failed to parse filter ()" (line 1, column 1)', 'expecting "not" or operator'],
  ])('%s → PGRST100', (qs, message, details) => {
    const err = parseError(qs);
    expect(err.status).toBe(400);
    expect(err.code).toBe('PGRST100');
    expect(err.message).toBe(message);
    expect(err.details).toContain(details);
  });

  it('reads array, range and text-search operators, quantifiers, and embedded filters', () => {
    expect(parse('tags=cs.%7Ba%7D').filters).toEqual([
      { kind: 'condition', column: 'tags', negate: false, op: 'cs', value: '{a}' },
    ]);
    expect(parse('body=fts(english).cat').filters).toEqual([
      { kind: 'condition', column: 'body', negate: false, op: 'fts', value: 'cat', config: 'english' },
    ]);
    expect(parse('name=like(any).%7Ba*,b*%7D').filters).toEqual([
      { kind: 'condition', column: 'name', negate: false, op: 'like', value: '{a%,b%}', quantifier: 'any' },
    ]);
    const q = parse('comments.id=eq.1&comments.order=id.desc&comments.limit=2');
    expect(q.filters).toEqual([]);
    expect(q.embedded.get('comments')).toEqual({
      filters: [{ kind: 'condition', column: 'id', negate: false, op: 'eq', value: '1' }],
      order: [{ column: 'id', direction: 'desc' }],
      limit: 2,
    });
  });
});
