/** The messages between the main thread (pglite-thread.ts) and the database thread (pglite-host.ts). */
import type { Statement } from './types.ts';

export type HostRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'pipeline'; statements: readonly Statement[] }
  /** Opens a transaction; the reply's value is its number, used as `tx` until `end`. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as plain data: name, message and a database error's fields (code, detail, …). */
export type WireError = Record<string, unknown> & { name: string; message: string };

/** The reply to request `id`; id 0 reports the database opened (or failed to). */
export type HostReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };
