export type Row = Record<string, unknown>;

export type QueryResult<T extends Row = Row> = {
  rows: T[];
  rowCount: number;
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
  close(): Promise<void>;
}
