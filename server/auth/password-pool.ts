/**
 * bcrypt off the event loop and below it in CPU priority. Each sign-in spends about 86 ms of
 * CPU on bcrypt (cost 10). On libuv's thread pool that work competes with the event loop at
 * equal priority, so on a small machine every request's latency grows while sign-ins run. Here
 * it runs on a few worker threads that lower their own priority (password-thread.ts): hashing
 * takes whatever CPU the event loop leaves, and a sign-in slows down only when the machine is
 * saturated. Workers start on first use, are unref'd (they never keep the process alive), and
 * are replaced if one dies; its jobs fail with an error.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordJob, PasswordReply } from './password-thread.ts';

type Pending = { resolve: (value: string | boolean) => void; reject: (err: Error) => void };
type Slot = { worker: Worker; pending: Map<number, Pending> };

const size = Math.max(1, Math.min(4, availableParallelism()));
const slots: (Slot | undefined)[] = Array.from({ length: size });
let nextId = 0;

function spawn(index: number): Slot {
  const worker = new Worker(new URL('./password-thread.ts', import.meta.url));
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  const fail = (err: Error) => {
    if (slots[index] === slot) slots[index] = undefined;
    for (const p of slot.pending.values()) p.reject(err);
    slot.pending.clear();
  };
  worker.on('message', (reply: PasswordReply) => {
    const p = slot.pending.get(reply.id);
    if (!p) return;
    slot.pending.delete(reply.id);
    if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(reply.result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
  return slot;
}

/** The least busy worker, started if needed. */
function pick(): Slot {
  let best = 0;
  for (let i = 0; i < size; i++) {
    const load = slots[i]?.pending.size ?? 0;
    if (load === 0) {
      best = i;
      break;
    }
    if (load < (slots[best]?.pending.size ?? 0)) best = i;
  }
  return (slots[best] ??= spawn(best));
}

/** Omit applied to each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type JobInput = DistributiveOmit<PasswordJob, 'id'>;

export function runPasswordJob(job: JobInput): Promise<string | boolean> {
  const slot = pick();
  const id = ++nextId;
  return new Promise<string | boolean>((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    // A job keeps the worker referenced so the process waits for its answer.
    if (slot.pending.size === 1) slot.worker.ref();
    slot.worker.postMessage({ ...job, id } as PasswordJob);
  }).finally(() => {
    if (slot.pending.size === 0) slot.worker.unref();
  });
}
