import { describe, expect, it } from 'vitest';
import { anonymous } from '../lib/request-auth.ts';
import type { Logger } from '../lib/logger.ts';
import { RestError } from './errors.ts';
import type { Queryable } from '../db/types.ts';
import {
  hasOnInserted,
  prepareInsert,
  prepareUpdate,
  rulesByTable,
  runOnInserted,
  type WriteContext,
  type WriteRule,
} from './write-rules.ts';

function recordingLog() {
  const errors: unknown[] = [];
  const log = { error: (obj: unknown) => errors.push(obj) } as unknown as Logger;
  return { log, errors };
}

function context(log: Logger = recordingLog().log): WriteContext {
  return { ip: '127.0.0.1', userAgent: undefined, auth: anonymous, log };
}

describe('rulesByTable', () => {
  it('groups rules by table in registration order', () => {
    const a: WriteRule = { table: 't' };
    const b: WriteRule = { table: 'u' };
    const c: WriteRule = { table: 't' };
    const byTable = rulesByTable([a, b, c]);
    expect(byTable.get('t')).toEqual([a, c]);
    expect(byTable.get('u')).toEqual([b]);
    expect(byTable.has('v')).toBe(false);
  });
});

describe('prepareInsert and prepareUpdate', () => {
  it('pass rows and changes through as given when a table has no rules', async () => {
    const rows = [{ a: ' 1 ' }];
    expect(await prepareInsert(undefined, rows)).toEqual({ rows });
    const changes = { a: ' 1 ' };
    expect(await prepareUpdate(undefined, changes)).toBe(changes);
  });

  it('run a table’s rules in order, each on what the one before returned', async () => {
    const rules: WriteRule[] = [
      { table: 't', insert: (rows) => ({ rows: rows.map((r) => ({ ...r, n: 1 })) }) },
      { table: 't' },
      { table: 't', insert: async (rows) => ({ rows: rows.map((r) => ({ ...r, n: Number(r.n) + 1 })) }) },
      { table: 't', update: (changes) => ({ ...changes, seen: true }) },
    ];
    expect(await prepareInsert({ rules, ctx: context() }, [{ a: 1 }, { a: 2 }])).toEqual({
      rows: [
        { a: 1, n: 2 },
        { a: 2, n: 2 },
      ],
    });
    expect(await prepareUpdate({ rules, ctx: context() }, { a: 1 })).toEqual({ a: 1, seen: true });
  });

  it('stop at a discard and let a refusal through as thrown', async () => {
    let later = false;
    const discarding: WriteRule[] = [
      { table: 't', insert: () => ({ discard: true }) },
      { table: 't', insert: (rows) => ((later = true), { rows }) },
    ];
    expect(await prepareInsert({ rules: discarding, ctx: context() }, [{}])).toEqual({ discard: true });
    expect(later).toBe(false);
    const refusal = new RestError(429, 'over_request_rate_limit', 'Too many');
    const refusing: WriteRule[] = [
      {
        table: 't',
        insert: () => {
          throw refusal;
        },
      },
    ];
    await expect(prepareInsert({ rules: refusing, ctx: context() }, [{}])).rejects.toBe(refusal);
  });
});

describe('runOnInserted', () => {
  function recordingTx() {
    const statements: string[] = [];
    const tx: Queryable = {
      query: async (sql: string) => {
        statements.push(sql);
        return { rows: [], rowCount: 0 } as never;
      },
      exec: async () => undefined,
    };
    return { tx, statements };
  }

  it('leaves the caller’s role, then runs each rule in order on the transaction with the rows', async () => {
    const { tx, statements } = recordingTx();
    const rules: WriteRule[] = [
      { table: 't', onInserted: async (rows, t) => void (await t.query(`first ${rows.length}`)) },
      { table: 't' },
      { table: 't', onInserted: async (_rows, t, ctx) => void (await t.query(`second ${ctx.ip}`)) },
    ];
    const bound = { rules, ctx: context() };
    expect(hasOnInserted(bound)).toBe(true);
    await runOnInserted(bound, tx, [{ a: 1 }, { a: 2 }]);
    expect(statements).toEqual(['set local role none', 'first 2', 'second 127.0.0.1']);
  });

  it('lets a failure through, so the insert rolls back', async () => {
    const { tx } = recordingTx();
    const rules: WriteRule[] = [{ table: 't', onInserted: () => Promise.reject(new Error('queue full')) }];
    await expect(runOnInserted({ rules, ctx: context() }, tx, [{}])).rejects.toThrow('queue full');
  });

  it('does nothing, not even the role change, for rules without onInserted or without rules', async () => {
    const { tx, statements } = recordingTx();
    const bound = { rules: [{ table: 't' }], ctx: { ip: '::1', userAgent: 'x', auth: anonymous, log: context().log } };
    expect(hasOnInserted(bound)).toBe(false);
    expect(hasOnInserted(undefined)).toBe(false);
    await runOnInserted(bound, tx, [{}]);
    await runOnInserted(undefined, tx, [{}]);
    expect(statements).toEqual([]);
  });
});
