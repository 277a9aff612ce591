/** The messages between the main thread (pglite-thread.ts) and the database thread (pglite-host.ts). */
import type { Statement } from './types.ts';

/**
 * Posts `items` as one message. When they cannot be copied together (DataCloneError), each is
 * posted alone and `refused` is told of each one that still cannot be, so only those fail.
 */
export function postTogether<T>(
  post: (items: T[]) => void,
  refused: (item: T, err: Error) => void,
): (items: T[]) => void {
  return (items) => {
    try {
      post(items);
    } catch {
      for (const item of items) {
        try {
          post([item]);
        } catch (err) {
          refused(item, err instanceof Error ? err : new Error(String(err)));
        }
      }
    }
  };
}

/**
 * How each side sends: what it sends during one turn of its event loop (under load, several
 * requests or answers) goes as one message after that turn, one wake-up and one copy for all of
 * them (`postTogether`).
 */
export function batchedPost<T>(post: (items: T[]) => void, refused: (item: T, err: Error) => void): (item: T) => void {
  const send = postTogether(post, refused);
  let outbox: T[] = [];
  const flush = () => {
    const items = outbox;
    outbox = [];
    send(items);
  };
  return (item) => {
    if (outbox.push(item) === 1) setImmediate(flush);
  };
}

export type HostRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'pipeline'; statements: readonly Statement[] }
  /** Opens a transaction; the reply's value is its number, used as `tx` until `end`. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** Forwards every NOTIFY on `channel` to the main thread as a HostNotice. */
  | { id: number; op: 'listen'; channel: string };

/** An error as plain data: name, message and a database error's fields (code, detail, …). */
export type WireError = Record<string, unknown> & { name: string; message: string };

/** The reply to request `id`; id 0 reports the database opened (or failed to). */
export type HostReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** A NOTIFY on a channel the main thread listens on. */
export type HostNotice = { notify: string; payload: string | null };

/** What the database thread posts: replies and notices, several to a message. */
export type HostMessage = HostReply | HostNotice;
