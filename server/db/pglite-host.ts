/**
 * The worker thread that holds the embedded database (pglite-thread.ts starts it). It opens
 * PGlite in `workerData.dir` and answers the main thread's requests in the order they arrive:
 * queries, scripts, pipelines, and transactions that stay open across several requests until
 * the main thread ends them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite.ts';
import { batchedPost, type HostReply, type HostRequest, type WireError } from './pglite-protocol.ts';
import type { PgliteDb } from './pglite.ts';
import type { Queryable } from './types.ts';

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
      case 'close':
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
  const answer = (req: HostRequest, work: Promise<unknown>) =>
    work.then(
      (value) => reply({ id: req.id, ok: true, value }),
      (err: unknown) => reply({ id: req.id, ok: false, error: wireError(err) }),
    );
  // Pipelines that arrive together (one after another in a message) run in one call into the
  // database, each still its own transaction; everything else runs as it comes, in order.
  const runTogether = (group: (HostRequest & { op: 'pipeline' })[]) => {
    const outcomes = db.pipelines(group.map((req) => req.statements));
    group.forEach((req, i) =>
      answer(
        req,
        outcomes.then((all) => {
          const outcome = all[i]!;
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }),
      ),
    );
  };
  port.on('message', (requests: HostRequest[]) => {
    let group: (HostRequest & { op: 'pipeline' })[] = [];
    for (const req of requests) {
      if (req.op === 'pipeline') {
        group.push(req);
        continue;
      }
      if (group.length) runTogether(group);
      group = [];
      answer(req, handle(req));
    }
    if (group.length) runTogether(group);
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
