/**
 * The worker thread that holds the embedded database (pglite-thread.ts starts it). It opens
 * PGlite in `workerData.dir` and answers the main thread's requests in the order they arrive:
 * queries, scripts, pipelines, and transactions that stay open across several requests until
 * the main thread ends them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite.ts';
import {
  batchedPost,
  postTogether,
  type HostMessage,
  type HostReply,
  type HostRequest,
  type WireError,
} from './pglite-protocol.ts';
import type { PgliteDb } from './pglite.ts';
import type { Queryable } from './types.ts';

type PipelineRequest = HostRequest & { op: 'pipeline' };
type OpenTransaction = { tx: Queryable; end: (commit: boolean) => void; done: Promise<unknown> };

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const rollback = Symbol('rollback');

function wireError(err: unknown): WireError {
  if (err instanceof Error)
    return { ...(err as unknown as Record<string, unknown>), name: err.name, message: err.message };
  return { name: 'Error', message: String(err) };
}

async function serve(db: PgliteDb, port: NonNullable<typeof parentPort>) {
  const transactions = new Map<number, OpenTransaction>();
  const on = (tx: number | undefined): Queryable => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`No open transaction ${tx}`);
    return open.tx;
  };

  const begin = (id: number): Promise<number> =>
    new Promise((began, failed) => {
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const done = db
        .transaction(async (tx) => {
          transactions.set(id, { tx, end, done });
          began(id);
          if (!(await ended)) throw rollback;
        })
        .catch((err: unknown) => {
          // Failed before the callback ran (BEGIN itself): the begin request fails.
          if (!transactions.has(id)) return failed(err);
          if (err !== rollback) throw err;
        })
        .finally(() => transactions.delete(id));
    });

  const finish = async (tx: number, commit: boolean): Promise<null> => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`No open transaction ${tx}`);
    open.end(commit);
    await open.done;
    return null;
  };

  // Pipelines queue up and run in groups of at most `groupSize`, each group one call into the
  // database (each pipeline still its own transaction). A group's answers are posted the moment
  // it ends, so the main thread writes those responses while the next group runs; one call for
  // everything that arrived together left each thread idle while the other worked. Requests
  // that arrive meanwhile join the queue between groups.
  const groupSize = 4;
  const queue: PipelineRequest[] = [];
  let draining: Promise<void> | undefined;
  const postNow = postTogether<HostReply>(
    (replies) => port.postMessage(replies),
    (message, error) =>
      port.postMessage([{ id: message.id, ok: false, error: { name: error.name, message: error.message } }]),
  );
  const drain = async () => {
    while (queue.length) {
      const group = queue.splice(0, groupSize);
      const outcomes = await db
        .pipelines(group.map((req) => req.statements))
        .catch((err: unknown) => group.map(() => err));
      postNow(
        group.map((req, i): HostReply => {
          const outcome = outcomes[i];
          return Array.isArray(outcome)
            ? { id: req.id, ok: true, value: outcome }
            : { id: req.id, ok: false, error: wireError(outcome) };
        }),
      );
      if (queue.length) await new Promise((resolve) => setImmediate(resolve));
    }
    draining = undefined;
  };

  const handle = async (req: Exclude<HostRequest, { op: 'pipeline' }>): Promise<unknown> => {
    switch (req.op) {
      case 'query':
        return on(req.tx).query(req.sql, req.params);
      case 'exec':
        return on(req.tx).exec(req.sql);
      case 'begin':
        return begin(req.id);
      case 'end':
        return finish(req.tx, req.commit);
      case 'listen':
        await db.listen(req.channel, (payload) => notice({ notify: req.channel, payload }));
        return null;
      case 'close':
        // After the pipelines queued before it (the queue starts after the message is read).
        await Promise.resolve();
        await draining;
        return db.close();
    }
  };

  // Answers settled in one turn of this thread's event loop go back as one message
  // (pglite-protocol.ts); a value that cannot be copied fails its request, not the others.
  const reply = batchedPost<HostReply>(
    (replies) => port.postMessage(replies),
    (message, error) =>
      port.postMessage([{ id: message.id, ok: false, error: { name: error.name, message: error.message } }]),
  );
  const notice = (n: HostMessage) => port.postMessage([n]);
  const answer = (req: HostRequest, work: Promise<unknown>) =>
    work.then(
      (value) => reply({ id: req.id, ok: true, value }),
      (err: unknown) => reply({ id: req.id, ok: false, error: wireError(err) }),
    );
  port.on('message', (requests: HostRequest[]) => {
    for (const req of requests) {
      if (req.op === 'pipeline') queue.push(req);
      else answer(req, handle(req));
    }
    if (queue.length) draining ??= drain();
  });
}

const port = parentPort;
if (!port) throw new Error('pglite-host.ts runs as a worker thread (see pglite-thread.ts)');
const { dir } = workerData as { dir: string };
try {
  const db = await openPglite(dir);
  await serve(db, port);
  port.postMessage([{ id: 0, ok: true, value: 'ready' }] satisfies HostReply[]);
} catch (err) {
  port.postMessage([{ id: 0, ok: false, error: { name: 'Error', message: (err as Error).message ?? String(err) } }]);
}
