import pg from 'pg';
import { statementParam } from './statement-params.ts';
import type { Db, Queryable, QueryResult, Row } from './types.ts';

// Keep PostgreSQL's own text for timestamps, numerics and bigints: the REST layer renders JSON
// in SQL, and anything read here should not silently lose precision or time zone.
const identity = (v: string) => v;
const textTypes = [1082, 1114, 1184, 1700, 20];
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    textTypes.includes(oid) ? identity : pg.types.getTypeParser(oid, format ?? 'text'),
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async exec(sql) {
      await client.query(sql);
    },
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query<T>({ text: sql, values: params as unknown[], types });
      return { rows: res.rows, rowCount: res.rowCount ?? res.rows.length };
    },
  };
}

/** A pooled connection to a PostgreSQL server. */
export async function openPostgres(
  url: string,
  options: { max: number; onIdleError?: (err: Error) => void },
): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: options.max, idleTimeoutMillis: 30_000 });
  // An idle connection the server closes (restart, failover, DROP DATABASE) is discarded by the
  // pool and the next query opens a new one; without a listener the 'error' event would crash
  // the process.
  pool.on('error', (err) => options.onIdleError?.(err));
  // Fail at boot, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction,
    // node-postgres waits for each reply before sending the next statement, so this is one
    // round trip per statement on one connection, inside BEGIN…COMMIT.
    pipeline: async (statements) => {
      const bound = statements.map((s) => ({ sql: s.sql, params: s.params.map(statementParam) }));
      return transaction(async (tx) => {
        const results: QueryResult[] = [];
        for (const s of bound) results.push(await tx.query(s.sql, s.params));
        return results;
      });
    },
    close: () => pool.end(),
  };
}
