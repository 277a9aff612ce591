/**
 * The embedded database on its own thread. PGlite is PostgreSQL compiled to WebAssembly and
 * runs every statement synchronously on the thread that calls it; on the main thread that time
 * is taken from HTTP parsing, page rendering and everything else the server does. Here the
 * main thread only sends statements and receives rows (pglite-host.ts does the work), so one
 * process uses two cores: requests are read and answered while the database executes.
 *
 * The `Db` it returns behaves like the in-thread one (pglite.ts): the same results, database
 * errors with the same fields (code, detail, constraint, …), transactions held open across
 * several statements until the callback settles, parameters refused before anything is sent.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { batchedPost, type HostMessage, type HostRequest, type WireError } from './pglite-protocol.ts';
import { onceMoreIfStale, withOptions } from './pipeline/pipeline-message.ts';
import { statementParam } from './statement-params.ts';
import type { Db, Queryable, QueryResult, Row } from './types.ts';

type Call = HostRequest extends infer R ? (R extends HostRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

function toError({ name, message, ...fields }: WireError): Error {
  const err = name === 'TypeError' ? new TypeError(message) : new Error(message);
  err.name = name;
  return Object.assign(err, fields);
}

export type PgliteThreadOptions = {
  /**
   * Told when the thread dies while the database is open (out of memory, a crash): every call
   * fails from then on, so the server ends the process and its supervisor starts a new one.
   */
  onFatal?: (err: Error) => void;
  /** Caps on the thread's heap (Node's Worker resourceLimits). */
  resourceLimits?: ResourceLimits;
};

/** Opens (creating if needed) the PGlite cluster at `dir` on a new thread. */
export async function openPgliteThread(dir: string, options: PgliteThreadOptions = {}): Promise<Db> {
  const worker = new Worker(new URL('./pglite-host.ts', import.meta.url), {
    workerData: { dir },
    resourceLimits: options.resourceLimits,
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | undefined;
  let opened = false;
  let closing = false;

  // The thread keeps the process alive only while it owes an answer, as in-thread PGlite would.
  const settle = (id: number): Pending | undefined => {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return p;
  };
  const stop = (err: Error) => {
    const first = !stopped;
    stopped ??= err;
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped);
    if (first && opened && !closing) options.onFatal?.(err);
  };
  const listeners = new Map<string, Set<(payload: string | null) => void>>();
  worker.on('message', (replies: HostMessage[]) => {
    for (const reply of replies) {
      if ('notify' in reply) {
        for (const fn of listeners.get(reply.notify) ?? []) fn(reply.payload);
        continue;
      }
      const p = settle(reply.id);
      if (reply.ok) p?.resolve(reply.value);
      else p?.reject(toError(reply.error));
    }
  });
  worker.on('error', (err) => stop(new Error(`The embedded database thread failed: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => stop(new Error(`The embedded database thread stopped (exit code ${code})`)));

  const expect = <T>(id: number) =>
    new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  // Requests made in one turn of the event loop go as one message (pglite-protocol.ts); a
  // parameter that cannot be copied to the thread (DataCloneError) fails its call only.
  const send = batchedPost<HostRequest>(
    (requests) => worker.postMessage(requests),
    (req, err) => settle(req.id)?.reject(err),
  );
  const call = <T>(req: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const answer = expect<T>(id);
    send({ ...req, id } as HostRequest);
    return answer;
  };

  try {
    await expect<void>(0);
    opened = true;
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  const on = (tx?: number): Queryable => ({
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      call<QueryResult<T>>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });

  return {
    kind: 'pglite',
    ...on(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(on(tx));
      } catch (err) {
        // The callback's error is the one to report, even if the rollback cannot be sent.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async pipeline(statements, options) {
      // Refused here, before anything is sent: parameters are text, numbers, booleans or null.
      const prepared = statements.map(({ sql, params }) => ({ sql, params: params.map(statementParam) }));
      // A batch refused for a stale prepared text (a table changed, a type dropped) did nothing, and
      // the database has forgotten the text: it runs once more, as on PostgreSQL (postgres.ts).
      return onceMoreIfStale(() =>
        withOptions(prepared, options, (batch) => call<QueryResult[]>({ op: 'pipeline', statements: batch })),
      );
    },
    listen(channel, onNotify) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        // Fails only once the thread has stopped, when there is nothing left to hear.
        call({ op: 'listen', channel }).catch(() => undefined);
      }
      set.add(onNotify);
    },
    async close() {
      closing = true;
      if (!stopped) await call({ op: 'close' });
      stopped ??= new Error('The embedded database is closed');
      await worker.terminate();
    },
  };
}
