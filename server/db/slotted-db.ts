/**
 * The server's own statements under the REST slot discipline (#26 item 2, ADR 036): on the
 * embedded database, PGlite runs one statement at a time on one thread, so a statement that
 * skips the queue of REST slots (server/rest/admission.ts) delays sign-in as much as any
 * hostile REST read. `slottedDb` gives such routes (storage and its renditions, job
 * applications, the account's data, the operator's lists) a database whose every statement,
 * transaction or pipeline first takes a slot: it waits its address's turn (round robin by the
 * address `slotScope` recorded for the request), and it does not start while sign-in or any
 * other /auth/v1 request is in progress. On PostgreSQL the database is given as it is (its pool
 * and `statement_timeout` do that work).
 *
 * Re-entrant: a statement made while the same request already holds a slot (inside a slotted
 * transaction) does not wait for a second one. One that waited too long for a slot fails as a
 * statement over its budget (SQLSTATE 57014), which the routes answer 503 with Retry-After.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Db, PipelineOptions, Queryable, QueryResult, Row, Statement } from './types.ts';

/** The part of the REST admission (server/rest/admission.ts) this needs: its database slots. */
export type SlotGate = {
  /** Waits for a slot for `ip`'s statement; the returned release frees it. */
  slot(ip: string): Promise<() => void>;
};

type Scope = { ip: string; holding: boolean };

const scope = new AsyncLocalStorage<Scope>();

/** Statements made outside any request (start-up, timers) queue under this name. */
export const serverSlotName = 'server';

/** Records the request's client address for the slots its statements take. */
export function slotScope(ipOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return (c, next) => scope.run({ ip: ipOf(c), holding: false }, next);
}

/** A statement that waited past the slot's acquire timeout: reported as over its time budget. */
function slotTimedOut(err: unknown): never {
  const timedOut = Object.assign(new Error('waited too long for an embedded-database slot'), {
    code: '57014',
    cause: err,
  });
  throw timedOut;
}

export function slottedDb(db: Db, admission: SlotGate): Db {
  if (db.kind !== 'pglite') return db;
  const inSlot = async <T>(fn: () => Promise<T>): Promise<T> => {
    const current = scope.getStore();
    if (current?.holding) return fn();
    const release = await admission.slot(current?.ip ?? serverSlotName).catch(slotTimedOut);
    try {
      return await scope.run({ ip: current?.ip ?? serverSlotName, holding: true }, fn);
    } finally {
      release();
    }
  };
  return {
    kind: db.kind,
    query: <T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> =>
      inSlot(() => db.query<T>(sql, params)),
    exec: (sql: string) => inSlot(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => inSlot(() => db.transaction(fn)),
    pipeline: (statements: readonly Statement[], options?: PipelineOptions) =>
      inSlot(() => db.pipeline(statements, options)),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    close: () => db.close(),
  };
}
