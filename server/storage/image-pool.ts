/**
 * The few image operations (sharp) that may run at once: transformations, and the re-encoding
 * that strips an upload's metadata. Each job decodes a whole picture and keeps a core busy for
 * tens to hundreds of milliseconds, so a flood of requests for new sizes must wait in a short
 * queue instead of starving every other request; past the queue they are refused at once
 * (429, as Supabase's image service answers when overloaded). See ADR 026.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { StorageError } from './errors.ts';

// One libvips thread per job: the pool decides how many cores images take, not libvips.
sharp.concurrency(1);
// No libvips operation cache: results are cached in the object store, and memory stays bounded.
sharp.cache(false);

/**
 * Jobs at once: one core fewer than the host has, at least one and at most four. Each job keeps
 * a core busy, so on a two-core host one job leaves the other core to the event loop and the
 * database (with two, a flood of new sizes held REST reads up to seconds: bench:images).
 */
export function imageConcurrency(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export type ImagePool = {
  /**
   * Runs `job` when a slot is free; refuses at once when the queue is full. An `upload` job (an
   * upload's metadata removal) goes to the front of the queue and is never refused: a flood of
   * transformation requests must not make uploads fail.
   */
  run<T>(job: () => Promise<T>, options?: { upload?: boolean }): Promise<T>;
  readonly active: number;
  readonly queued: number;
};

export const tooManyImageJobs = () =>
  new StorageError(
    '429',
    'TooManyRequests',
    'too_many_requests',
    'Too many image transformations; try again shortly',
    429,
  );

export function createImagePool({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): ImagePool {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run(job, options) {
      if (active >= concurrency) {
        if (options?.upload) {
          await new Promise<void>((resolve) => waiting.unshift(resolve));
        } else {
          if (waiting.length >= maxQueued) throw tooManyImageJobs();
          await new Promise<void>((resolve) => waiting.push(resolve));
        }
      } else {
        active += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
