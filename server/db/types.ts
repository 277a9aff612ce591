export type Row = Record<string, unknown>;

export type QueryResult<T extends Row = Row> = {
  rows: T[];
  rowCount: number;
};

/** One parameterised statement. Parameters are text, numbers, booleans or null. */
export type Statement = { sql: string; params: readonly unknown[] };

export type PipelineOptions = {
  /**
   * The batch only reads. It runs as a READ ONLY transaction, so a write in it fails (25006),
   * and on PostgreSQL it may share a connection with other read batches, pipelined
   * (pipeline/postgres-lanes.ts).
   */
  readOnly?: boolean;
};

/** Anything that runs one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, test setup). */
  exec(sql: string): Promise<void>;
}

/**
 * The database seam. Two drivers implement it: embedded PGlite (default) and a pooled
 * PostgreSQL connection (`DATABASE_URL`). Callers never see which one they have.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order as one transaction (all or nothing) and returns each one's result.
   * Both drivers send them as one extended-protocol message with one Sync (pipeline/pipeline-message.ts):
   * on PGlite one exchange with the WebAssembly module instead of several per statement, on
   * PostgreSQL one round trip on a pooled connection (or a shared read lane, `readOnly`). Not for
   * use inside `transaction` (PGlite would wait for itself).
   */
  pipeline(statements: readonly Statement[], options?: PipelineOptions): Promise<QueryResult[]>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process on this
   * database (the caches of several server processes stay true this way), and with `null` when
   * notifications may have been missed (the listening connection was lost and made again): the
   * listener then forgets whatever it cached.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): void;
  /**
   * The connection pool as it stands (PostgreSQL: connections checked out, idle, and callers
   * waiting for one); undefined for the embedded database, whose one session is gated by the
   * REST slots instead (server/rest/admission.ts). For metrics.
   */
  poolStats?(): { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}
