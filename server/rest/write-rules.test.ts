import { describe, expect, it } from 'vitest';
import { anonymous } from '../lib/request-auth.ts';
import type { Logger } from '../lib/logger.ts';
import { RestError } from './errors.ts';
import {
  prepareInsert,
  prepareUpdate,
  rulesByTable,
  runAfterInsert,
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

describe('runAfterInsert', () => {
  it('runs the rule with the rows and does not wait for it', async () => {
    const { log, errors } = recordingLog();
    let seen: unknown;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const rule: WriteRule = {
      table: 't',
      afterInsert: async (rows) => {
        seen = rows;
        await done;
      },
    };
    runAfterInsert({ rules: [rule], ctx: context(log) }, [{ a: 1 }]);
    expect(seen).toEqual([{ a: 1 }]);
    finish();
    expect(errors).toEqual([]);
  });

  it('logs a rejected or throwing rule instead of failing the request', async () => {
    const { log, errors } = recordingLog();
    const rules: WriteRule[] = [
      { table: 't', afterInsert: () => Promise.reject(new Error('smtp down')) },
      {
        table: 't',
        afterInsert: () => {
          throw new Error('sync');
        },
      },
    ];
    runAfterInsert({ rules, ctx: context(log) }, []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(2);
  });

  it('does nothing for rules without afterInsert, or without rules', () => {
    const { log, errors } = recordingLog();
    runAfterInsert({ rules: [{ table: 't' }], ctx: { ip: '::1', userAgent: 'x', auth: anonymous, log } }, [{}]);
    runAfterInsert(undefined, [{}]);
    expect(errors).toEqual([]);
  });
});
