import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { wantChromePart } from './chrome-parts.ts';
import { loadOnce } from './load-once.ts';

/**
 * The site's `toast` (same calls as sonner's: `toast(title, options)`, `toast.success`,
 * `toast.error`) without sonner (~10 KB gzip) in every page's start-up JavaScript. Calls made
 * before sonner has loaded are queued; the first call loads it (a visit without a toast never
 * does); `<Toaster>` mounts sonner's toaster and then replays the queue, so every
 * toast shows, with its own options (duration, id, position), counted from when it appears.
 */

export type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error';
type Call = { kind: Kind; message: string; options: ExternalToast };

let real: typeof sonnerToast | undefined;
let loaded: Sonner | undefined;
let nextId = 0;
const queue: Call[] = [];
const listeners = new Set<(sonner: Sonner) => void>();

/** Loads sonner once (a failed load may be retried by the next call) and tells the listeners. */
export const loadSonner: () => Promise<Sonner> = loadOnce(() =>
  import('sonner').then((m) => {
    loaded = m;
    for (const listener of listeners) listener(m);
    return m;
  }),
);

/** Calls `listener` when sonner has loaded (at once if it has); returns the unsubscribe. */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by `<Toaster>` once sonner's toaster is mounted: later calls go straight to sonner. */
export function toasterReady(sonner: Sonner): void {
  real = sonner.toast;
  for (const call of queue.splice(0)) show(call);
}

function show({ kind, message, options }: Call): void {
  if (!real) return;
  if (kind === 'message') real(message, options);
  else real[kind](message, options);
}

function enqueue(kind: Kind, message: string, options: ExternalToast = {}): string | number {
  if (real) {
    return kind === 'message' ? real(message, options) : real[kind](message, options);
  }
  // The root layout mounts the toaster once a toast is wanted (chrome-parts.ts).
  wantChromePart('toaster');
  // Give every queued toast an id now, so the caller gets the id sonner will use.
  const id = options.id ?? `toast-${++nextId}`;
  const existing = queue.findIndex((c) => c.options.id === id);
  const call = { kind, message, options: { ...options, id } };
  if (existing >= 0) queue[existing] = call;
  else queue.push(call);
  loadSonner().catch((err: unknown) => console.warn('Could not load the notifications code:', err));
  return id;
}

export const toast = Object.assign((message: string, options?: ExternalToast) => enqueue('message', message, options), {
  success: (message: string, options?: ExternalToast) => enqueue('success', message, options),
  error: (message: string, options?: ExternalToast) => enqueue('error', message, options),
});
