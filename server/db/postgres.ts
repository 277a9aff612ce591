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

/**
 * Names for `pipeline()` statements, so each connection parses and plans a text once and
 * PostgreSQL can settle on a generic plan. Prepared statements live as long as their connection
 * and node-postgres cannot drop them, so only the first `maxPrepared` distinct texts get a name
 * (the site's own queries are a few dozen); any others run unnamed. That bounds what a client
 * inventing new filter combinations can make each connection hold.
 */
const maxPrepared = 200;
const preparedNames = new Map<string, string>();

function preparedName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < maxPrepared) {
    name = `pipeline_${preparedNames.size + 1}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** The connection's socket (node-postgres keeps it as `connection.stream`), to cork a batch of writes. */
function socketOf(client: pg.PoolClient): { cork(): void; uncork(): void } | undefined {
  const stream = (client as unknown as { connection?: { stream?: { cork?: unknown; uncork?: unknown } } }).connection
    ?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function'
    ? (stream as { cork(): void; uncork(): void })
    : undefined;
}

/** A pooled connection to a PostgreSQL server. */
export async function openPostgres(
  url: string,
  options: { max: number; onIdleError?: (err: Error) => void },
): Promise<Db> {
  // Pipeline mode lets `pipeline()` write BEGIN, its statements and COMMIT without waiting for
  // each reply; callers that await each query in turn see no difference.
  const pool = new pg.Pool({ connectionString: url, max: options.max, idleTimeoutMillis: 30_000, pipeline: true });
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
    // One round trip: BEGIN, the statements and COMMIT are written back to back on one
    // connection (each with its own Sync, which inside BEGIN does not commit). After an error
    // PostgreSQL answers the rest of the transaction's statements with errors and turns the
    // COMMIT into a ROLLBACK, so the connection goes back to the pool clean.
    pipeline: async (statements) => {
      const bound = statements.map((s) => ({
        name: preparedName(s.sql),
        text: s.sql,
        values: s.params.map(statementParam),
        types,
      }));
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // node-postgres writes each protocol message separately; corked, the whole batch leaves
        // in one write instead of about ten system calls.
        const socket = socketOf(client);
        socket?.cork();
        let sent: Promise<unknown>[];
        try {
          sent = [client.query('begin'), ...bound.map((q) => client.query<Row>(q)), client.query('commit')];
        } finally {
          socket?.uncork();
        }
        const settled = await Promise.allSettled(sent);
        const failed = settled.find((r) => r.status === 'rejected');
        if (failed) {
          const err = failed.reason as Error & { code?: unknown };
          // A database error carries a SQLSTATE; anything else means the connection is unusable.
          if (typeof err.code !== 'string') broken = err;
          throw err;
        }
        return settled.slice(1, -1).map((r) => {
          const res = (r as PromiseFulfilledResult<pg.QueryResult<Row>>).value;
          return { rows: res.rows, rowCount: res.rowCount ?? res.rows.length };
        });
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
