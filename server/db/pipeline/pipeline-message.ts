/**
 * A `Db.pipeline` batch as one message of PostgreSQL's extended query protocol, shared by both
 * drivers: Bind/Describe/Execute for each statement (plus Parse the first time a session sees a
 * text) and one Sync. Without an explicit BEGIN, PostgreSQL runs everything before a Sync as one
 * implicit transaction: it commits at the Sync, and after an error it skips to the Sync and
 * rolls back. A text seen before runs as a named prepared statement, so PostgreSQL reuses its
 * parse tree and, once it has settled on a generic plan, its plan; it re-plans by itself when
 * the schema or the role changes.
 */
import { encodeMessages, type FrontendMessage } from './pg-wire.ts';
import { statementParam } from '../statement-params.ts';
import type { PipelineOptions, QueryResult, Statement } from '../types.ts';

/** Shared by every cache, so names never repeat within a process, even on one session. */
let nameCounter = 0;

/**
 * Which texts are prepared in one session (a PGlite instance, a PostgreSQL connection), under
 * which names. Names are never reused, so a batch that failed after (or before) preparing a text
 * can be cleaned up by closing its name: closing a name that does not exist is not an error in
 * PostgreSQL.
 */
export class PreparedStatements {
  /** Distinct statement texts kept prepared; the least recently used is closed past this. */
  readonly #capacity: number;
  #names = new Map<string, string>();
  #toClose: string[] = [];
  constructor(capacity = 256) {
    this.#capacity = capacity;
  }

  /** The prepared name of `sql` (most recently used now), or undefined. */
  lookup(sql: string): string | undefined {
    const name = this.#names.get(sql);
    if (name !== undefined) {
      this.#names.delete(sql);
      this.#names.set(sql, name);
    }
    return name;
  }

  /** A fresh name for `sql`, evicting the least recently used text when full. */
  add(sql: string): string {
    const name = `pipeline_${++nameCounter}`;
    this.#names.set(sql, name);
    if (this.#names.size > this.#capacity) {
      const [oldest, oldName] = this.#names.entries().next().value!;
      this.#names.delete(oldest);
      this.#toClose.push(oldName);
    }
    return name;
  }

  /** Forgets texts (a failed batch may not have prepared them) and closes their names later. */
  forget(sqls: readonly string[]): void {
    for (const sql of sqls) {
      const name = this.#names.get(sql);
      if (name === undefined) continue;
      this.#names.delete(sql);
      this.#toClose.push(name);
    }
  }

  /**
   * After a batch failed with `err`: the texts it was preparing may not have been prepared (an
   * error skips the rest of the batch, its Parse messages too), and when the error says a
   * prepared statement is stale, every text of the batch is prepared afresh next time. Tells
   * whether it was stale (the batch did nothing and may run again).
   */
  failed(batch: { statements: readonly Statement[]; parsed: readonly string[] }, err: unknown): boolean {
    this.forget(batch.parsed);
    if (!staleStatement(err)) return false;
    this.forget(batch.statements.map((s) => s.sql));
    return true;
  }

  /** Names to close at the start of the next batch. */
  takeClosing(): string[] {
    const names = this.#toClose;
    this.#toClose = [];
    return names;
  }
}

/** The batch as one protocol message, and the texts it prepares for the first time. */
export function pipelineMessage(
  statements: readonly Statement[],
  prepared: PreparedStatements,
): { message: Uint8Array; parsed: string[] } {
  // Parameters first: a refused one must not leave a text recorded as prepared.
  const values = statements.map((s) => s.params.map(statementParam));
  const parts: FrontendMessage[] = prepared.takeClosing().map((name) => ({ type: 'closeStatement', name }));
  const parsed: string[] = [];
  for (const [i, { sql }] of statements.entries()) {
    let name = prepared.lookup(sql);
    if (name === undefined) {
      name = prepared.add(sql);
      parsed.push(sql);
      parts.push({ type: 'parse', name, sql });
    }
    parts.push({ type: 'bind', statement: name, values: values[i]! }, { type: 'describePortal' }, { type: 'execute' });
  }
  parts.push({ type: 'sync' });
  return { message: encodeMessages(parts), parsed };
}

/** Whether an error means the session no longer has (or can no longer use) a prepared text. */
function staleStatement(err: unknown): boolean {
  // 26000: a name the session no longer has; 0A000: a cached plan whose result type changed;
  // XX000 "cache lookup failed for type …": a prepared text naming a type since dropped (and
  // perhaps made again under a new oid), which PostgreSQL reports at Bind, before anything ran.
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 'XX000') return typeof message === 'string' && message.startsWith('cache lookup failed for type');
  return code === '26000' || code === '0A000';
}

/**
 * Runs a batch, and runs it once more when it was refused for a stale prepared statement: such
 * a batch did nothing, and its texts are prepared afresh the second time (`failed`).
 */
export function onceMoreIfStale<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((err: unknown) => (staleStatement(err) ? run() : Promise.reject(err)));
}

const readOnly: Statement = { sql: "select set_config('transaction_read_only', 'on', true)", params: [] };

/**
 * Runs a batch with `run` as `options` ask: a read-only one first sets its transaction READ ONLY
 * (one more statement in the batch, whose result is left out).
 */
export async function withOptions(
  statements: readonly Statement[],
  options: PipelineOptions | undefined,
  run: (statements: readonly Statement[]) => Promise<QueryResult[]>,
): Promise<QueryResult[]> {
  if (!options?.readOnly) return run(statements);
  return (await run([readOnly, ...statements])).slice(1);
}
