/**
 * A seam for tables whose inserts need server-side rules beyond row-level security (validation
 * with human messages, rate limits, side effects after the commit). A hook is registered per
 * table by the one router file (server/app.ts) and runs inside POST /rest/v1/:table:
 *
 *   prepare(rows)      before the write filters and the SQL: may rewrite the rows, throw a
 *                      RestError (answered as is), or discard the insert (answered like a
 *                      successful insert, nothing written);
 *   afterCommit(rows)  after the transaction committed, not awaited by the response; its
 *                      failures are logged and never reach the client.
 */
import type { Logger } from '../lib/logger.ts';
import type { RequestAuth } from '../lib/request-auth.ts';

export type InsertRow = Record<string, unknown>;

export type InsertContext = {
  /** The caller's address (server/lib/client-ip.ts). */
  ip: string;
  userAgent: string | undefined;
  auth: RequestAuth;
  log: Logger;
};

export type InsertHook = {
  prepare(rows: InsertRow[], ctx: InsertContext): Promise<{ rows: InsertRow[] } | { discard: true }>;
  afterCommit?(rows: InsertRow[], ctx: InsertContext): Promise<void>;
};

/** Table name → hook. Tables without one insert as before. */
export type InsertHooks = Readonly<Record<string, InsertHook>>;

/** A hook with the request it runs for. */
export type BoundInsertHook = { hook: InsertHook; ctx: InsertContext };

/** Runs `afterCommit` without holding up the response; a failure is logged, never thrown. */
export function runAfterCommit(bound: BoundInsertHook, rows: InsertRow[]): void {
  const { hook, ctx } = bound;
  if (!hook.afterCommit) return;
  let pending: Promise<void>;
  try {
    pending = hook.afterCommit(rows, ctx);
  } catch (err) {
    ctx.log.error({ err }, 'insert hook afterCommit failed');
    return;
  }
  pending.catch((err: unknown) => ctx.log.error({ err }, 'insert hook afterCommit failed'));
}
