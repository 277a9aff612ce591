/**
 * A password-hashing thread (see password-pool.ts). It first lowers its own CPU priority: on
 * Linux, `setpriority` on the calling thread affects only that thread, so bcrypt here yields
 * the CPU to the event loop whenever both want it. Nice 10 (about a tenth of the CPU share of
 * normal threads when they compete), not 19: on a saturated machine sign-ins still progress.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/bcrypt';

export type PasswordJob =
  | { id: number; op: 'hash'; password: string; cost: number }
  | { id: number; op: 'verify'; password: string; hash: string };

export type PasswordReply = { id: number; result: string | boolean } | { id: number; error: string };

try {
  os.setPriority(10);
} catch {
  // Not permitted here: hashing still works, at normal priority.
}

/**
 * @node-rs/bcrypt 1.x labels every hash `$2y$`. `$2a$`, `$2b$` and `$2y$` name one algorithm (the
 * letters mark bugs of other implementations that this one never had), so the same bytes are
 * labelled `$2a$`, as GoTrue writes them: exactly what 2.x's `version: '2a'` does. 1.x is pinned
 * because the registry serves 2.x for one platform only (docs/decisions/031).
 */
function hash2a(password: string, cost: number): string {
  return hashSync(password, cost).replace(/^\$2[by]\$/, '$2a$');
}

parentPort!.on('message', (job: PasswordJob) => {
  try {
    const result = job.op === 'hash' ? hash2a(job.password, job.cost) : verifySync(job.password, job.hash);
    parentPort!.postMessage({ id: job.id, result } satisfies PasswordReply);
  } catch (err) {
    parentPort!.postMessage({
      id: job.id,
      error: err instanceof Error ? err.message : String(err),
    } satisfies PasswordReply);
  }
});
