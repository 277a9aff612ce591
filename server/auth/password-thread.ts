/**
 * A password-hashing thread (see password-pool.ts). It first lowers its own CPU priority: on
 * Linux, `setpriority` on the calling thread affects only that thread, so bcrypt here yields
 * the CPU to the event loop and other requests whenever both want it.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/bcrypt';

export type PasswordJob =
  | { id: number; op: 'hash'; password: string; cost: number }
  | { id: number; op: 'verify'; password: string; hash: string };

export type PasswordReply = { id: number; result: string | boolean } | { id: number; error: string };

try {
  os.setPriority(19);
} catch {
  // Not permitted here: hashing still works, at normal priority.
}

parentPort!.on('message', (job: PasswordJob) => {
  try {
    const result =
      job.op === 'hash'
        ? hashSync(job.password, { cost: job.cost, version: '2a' })
        : verifySync(job.password, job.hash);
    parentPort!.postMessage({ id: job.id, result } satisfies PasswordReply);
  } catch (err) {
    parentPort!.postMessage({
      id: job.id,
      error: err instanceof Error ? err.message : String(err),
    } satisfies PasswordReply);
  }
});
