import { describe, expect, it } from 'vitest';
import { anonymous } from '../lib/request-auth.ts';
import type { Logger } from '../lib/logger.ts';
import { runAfterCommit, type InsertHook } from './insert-hooks.ts';

function recordingLog() {
  const errors: unknown[] = [];
  const log = { error: (obj: unknown) => errors.push(obj) } as unknown as Logger;
  return { log, errors };
}

const prepare: InsertHook['prepare'] = async (rows) => ({ rows });

describe('runAfterCommit', () => {
  it('runs the hook with the rows and does not wait for it', async () => {
    const { log, errors } = recordingLog();
    let seen: unknown;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const hook: InsertHook = {
      prepare,
      afterCommit: async (rows) => {
        seen = rows;
        await done;
      },
    };
    runAfterCommit({ hook, ctx: { ip: '127.0.0.1', userAgent: undefined, auth: anonymous, log } }, [{ a: 1 }]);
    expect(seen).toEqual([{ a: 1 }]);
    finish();
    expect(errors).toEqual([]);
  });

  it('logs a rejected or throwing hook instead of failing the request', async () => {
    const { log, errors } = recordingLog();
    const ctx = { ip: '127.0.0.1', userAgent: undefined, auth: anonymous, log };
    runAfterCommit({ hook: { prepare, afterCommit: () => Promise.reject(new Error('smtp down')) }, ctx }, []);
    runAfterCommit(
      {
        hook: {
          prepare,
          afterCommit: () => {
            throw new Error('sync');
          },
        },
        ctx,
      },
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(2);
  });

  it('does nothing for a hook without afterCommit', () => {
    const { log, errors } = recordingLog();
    runAfterCommit({ hook: { prepare }, ctx: { ip: '::1', userAgent: 'x', auth: anonymous, log } }, [{}]);
    expect(errors).toEqual([]);
  });
});
