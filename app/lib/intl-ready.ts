/**
 * A renderer's first Intl formatter loads the engine's locale data (ICU) for the whole process:
 * 19-55 ms in a fresh Chromium renderer on a 2-core host, a task of ~160 ms on the main thread
 * with a low-end phone's CPU applied (docs/perf/web.md, 2026-11-30). A worker makes that first
 * formatter on its own thread (13-21 ms there); a formatter the page makes after it took 0.1-0.5
 * ms in the same locale, 2-10 ms for Hindi dates and an en-IN number together.
 *
 * `intlReady()` starts the worker once and resolves when it has answered, or at once where there
 * are no workers (the server, tests). If the worker cannot start or fails, it resolves all the
 * same: the page's formatters then pay on the main thread, as they would without it.
 */
let ready: Promise<void> | undefined;
/** Whether formatting now is cheap: the worker has answered, or there are no workers to wait for. */
let warmed = typeof Worker === 'undefined';

export function intlReady(): Promise<void> {
  ready ??= warm().then(() => {
    warmed = true;
  });
  return ready;
}

/** Whether `intlReady()` has resolved (a store snapshot for React's useSyncExternalStore). */
export function intlIsReady(): boolean {
  return warmed;
}

/** Starts the worker if need be and calls `notify` once it has answered (a store subscription). */
export function onIntlReady(notify: () => void): () => void {
  let live = true;
  void intlReady().then(() => {
    if (live) notify();
  });
  return () => {
    live = false;
  };
}

function warm(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  });
}
