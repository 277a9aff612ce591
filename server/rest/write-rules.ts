/**
 * Per-table write rules: how a feature adds what row-level security cannot say (checks with
 * human messages, transforms of written columns, rate limits and quotas, writes of its own that
 * must commit with the row, such as the email a new row causes) to writes through /rest/v1,
 * without this layer knowing the feature's tables. Features define their rules (server/blog/,
 * server/contact/, …) and the one router file (server/app.ts) registers them with
 * `createRestApp(deps, { writeRules })`.
 *
 * A rule names its table and may take part in:
 *
 *   insert(rows)          POST, before the SQL is built: returns the rows to write (rewritten or
 *                         as given), or `{ discard: true }` to answer like a successful insert
 *                         that wrote nothing;
 *   update(changes)       PATCH, before the SQL is built: returns the changes to write;
 *   onInserted(rows, tx)  POST, inside the insert's transaction once the statement ran, with the
 *                         rows as the rules prepared them (on a table that allows upserts, an
 *                         ignored duplicate is among them): the rule's own writes (e.g. queueing
 *                         an email) on `tx`, under the server's own database role, not the
 *                         caller's. They commit with the rows, and a throw rolls the insert back
 *                         and answers 500, so the client never sees a success whose
 *                         consequences were lost.
 *
 * A refusal is a thrown RestError (errors.ts), answered as is in PostgREST's envelope with its
 * status and headers. A table's rules run in the order they were registered, each on what the
 * one before returned; after a discard the rest do not run.
 */
import type { Queryable } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import type { RequestAuth } from '../lib/request-auth.ts';

export type WriteRow = Record<string, unknown>;

export type WriteContext = {
  /** The caller's address (server/lib/client-ip.ts). */
  ip: string;
  userAgent: string | undefined;
  auth: RequestAuth;
  log: Logger;
};

export type InsertOutcome = { rows: WriteRow[] } | { discard: true };

type MaybePromise<T> = T | Promise<T>;

export type WriteRule = {
  /** The `public` table the rule applies to. */
  readonly table: string;
  insert?(rows: WriteRow[], ctx: WriteContext): MaybePromise<InsertOutcome>;
  update?(changes: WriteRow, ctx: WriteContext): MaybePromise<WriteRow>;
  onInserted?(rows: WriteRow[], tx: Queryable, ctx: WriteContext): Promise<void>;
};

/** The rules registered for one table, with the request they run for. */
export type BoundWriteRules = { rules: readonly WriteRule[]; ctx: WriteContext };

/** Table name → its rules, in registration order. */
export function rulesByTable(rules: readonly WriteRule[]): ReadonlyMap<string, readonly WriteRule[]> {
  const byTable = new Map<string, WriteRule[]>();
  for (const rule of rules) {
    const list = byTable.get(rule.table);
    if (list) list.push(rule);
    else byTable.set(rule.table, [rule]);
  }
  return byTable;
}

/** The rows an insert writes after every rule had its say, or the discard one of them asked for. */
export async function prepareInsert(bound: BoundWriteRules | undefined, rows: WriteRow[]): Promise<InsertOutcome> {
  let current = rows;
  for (const rule of bound?.rules ?? []) {
    if (!rule.insert) continue;
    const outcome = await rule.insert(current, bound!.ctx);
    if ('discard' in outcome) return outcome;
    current = outcome.rows;
  }
  return { rows: current };
}

/** The changes an update writes after every rule had its say. */
export async function prepareUpdate(bound: BoundWriteRules | undefined, changes: WriteRow): Promise<WriteRow> {
  let current = changes;
  for (const rule of bound?.rules ?? []) if (rule.update) current = await rule.update(current, bound!.ctx);
  return current;
}

/** Whether an insert on this table has rules that write in its transaction. */
export function hasOnInserted(bound: BoundWriteRules | undefined): boolean {
  return bound?.rules.some((rule) => rule.onInserted) ?? false;
}

/**
 * Runs each rule's `onInserted` in the insert's transaction. The caller's statement is done, so
 * the transaction first leaves the caller's role (`set local role none`: back to the server's
 * own, for this transaction only): what follows is the server's work, on tables the caller may
 * not touch.
 */
export async function runOnInserted(
  bound: BoundWriteRules | undefined,
  tx: Queryable,
  rows: WriteRow[],
): Promise<void> {
  if (!bound || !hasOnInserted(bound)) return;
  await tx.query('set local role none');
  for (const rule of bound.rules) if (rule.onInserted) await rule.onInserted(rows, tx, bound.ctx);
}
