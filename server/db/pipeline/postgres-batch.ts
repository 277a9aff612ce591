/**
 * `Db.pipeline` on PostgreSQL: the whole batch goes to the server as one message of the extended
 * protocol with a single Sync (pipeline-message.ts), so it is one implicit transaction and one
 * round trip, with no BEGIN and COMMIT of its own. It is handed to node-postgres as a
 * `Submittable` (its documented extension point, used by pg-cursor and pg-query-stream): the
 * client queues it like any query and routes the server's answer messages to it until the
 * batch's ReadyForQuery. node-postgres keeps the connection, authentication, TLS and message
 * parsing; this object only writes its bytes and collects rows.
 *
 * Each connection has its own prepared statements (PostgreSQL keeps them per session).
 * What this relies on in node-postgres (the connection's stream, the message shapes, how an error
 * ends the batch) is pinned and checked by node-postgres-internals.test.ts (ADR 016).
 */
import type pg from 'pg';
import { tagCount } from './pg-results.ts';
import { pipelineMessage, PreparedStatements } from './pipeline-message.ts';
import type { TypeParsers } from './postgres-lanes.ts';
import type { QueryResult, Row, Statement } from '../types.ts';

type Field = { name: string; parse: (value: string) => unknown };
type Message = { fields: { name: string; dataTypeID: number }[] };
type Settle = { resolve: (results: QueryResult[]) => void; reject: (err: Error) => void };

const preparedByConnection = new WeakMap<object, PreparedStatements>();

class Batch implements pg.Submittable {
  readonly #statements: readonly Statement[];
  readonly #types: TypeParsers;
  readonly #done: Settle;
  #prepared: PreparedStatements | undefined;
  #parsed: string[] = [];
  #results: QueryResult[] = [];
  #fields: Field[] = [];
  #rows: Row[] = [];

  constructor(statements: readonly Statement[], types: TypeParsers, done: Settle) {
    this.#statements = statements;
    this.#types = types;
    this.#done = done;
  }

  /** An error returned here is handed back to `handleError` by node-postgres. */
  submit(connection: pg.Connection): Error | null {
    let prepared = preparedByConnection.get(connection);
    if (!prepared) preparedByConnection.set(connection, (prepared = new PreparedStatements()));
    this.#prepared = prepared;
    try {
      const { message, parsed } = pipelineMessage(this.#statements, prepared);
      this.#parsed = parsed;
      connection.stream.write(message);
      return null;
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }

  handleRowDescription(msg: Message): void {
    this.#fields = msg.fields.map((f) => ({ name: f.name, parse: this.#types.getTypeParser(f.dataTypeID, 'text') }));
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    const row: Row = {};
    const fields = this.#fields;
    for (let i = 0; i < fields.length; i++) {
      const value = msg.fields[i];
      row[fields[i]!.name] = value === null || value === undefined ? null : fields[i]!.parse(value);
    }
    this.#rows.push(row);
  }

  handleCommandComplete(msg: { text: string }): void {
    this.#results.push({ rows: this.#rows, rowCount: tagCount(msg.text, this.#rows.length) });
    this.#fields = [];
    this.#rows = [];
  }

  handleEmptyQuery(): void {
    this.#results.push({ rows: [], rowCount: 0 });
  }

  /**
   * A database error ends the batch: PostgreSQL skips the rest up to the Sync and rolls back.
   * Texts this batch was preparing may not have been prepared, and a stale statement's text is
   * prepared again next time; node-postgres also calls this when the connection breaks.
   */
  handleError(err: Error): void {
    this.#prepared?.failed({ statements: this.#statements, parsed: this.#parsed }, err);
    this.#done.reject(err);
  }

  handleReadyForQuery(): void {
    this.#done.resolve(this.#results);
  }

  handlePortalSuspended(): void {
    // Never sent: every Execute asks for all rows.
  }

  handleCopyInResponse(connection: pg.Connection): void {
    // Never asked for (no COPY here); answered as node-postgres answers it, so the server moves on.
    (connection as unknown as { sendCopyFail(message: string): void }).sendCopyFail(
      'COPY is not supported in a pipeline',
    );
  }

  handleCopyData(): void {}
}

/** Runs `statements` on `client` as one batch (one implicit transaction, one round trip). */
export function runBatch(client: pg.PoolClient, statements: readonly Statement[], types: TypeParsers) {
  return new Promise<QueryResult[]>((resolve, reject) => {
    client.query(new Batch(statements, types, { resolve, reject }));
  });
}
