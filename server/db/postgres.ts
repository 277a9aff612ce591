import pg from 'pg';
import { onceMoreIfStale, withOptions } from './pipeline/pipeline-message.ts';
import { openLanes } from './pipeline/postgres-lanes.ts';
import { runBatch } from './pipeline/postgres-batch.ts';
import { openNotifications } from './pg-notifications.ts';
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

/** Connections for read batches (pipeline/postgres-lanes.ts), beside the pool's `max`. */
const readLanes = 2;

/**
 * The application_name of a server's connections, so an operator command can tell whether a
 * server is connected (restore refuses while one is); commands name theirs otherwise.
 */
export const siteApplicationName = 'aravali-site';

/** SQLSTATEs no reconnect cures: the credentials are refused, or the database is gone. */
const fatalCodes = new Set(['28000', '28P01', '3D000']);
const isFatal = (err: unknown) => fatalCodes.has(String((err as { code?: unknown }).code));

/** `db` with every failure that no reconnect cures also told to `onFatal`. */
function watchFatal(db: Db, onFatal: ((err: Error) => void) | undefined): Db {
  if (!onFatal) return db;
  const check = (err: unknown): never => {
    if (isFatal(err)) onFatal(err as Error);
    throw err;
  };
  return {
    ...db,
    query: <T extends Row>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params).catch(check),
    exec: (sql) => db.exec(sql).catch(check),
    transaction: (fn) => db.transaction(fn).catch(check),
    pipeline: (statements, options) => db.pipeline(statements, options).catch(check),
  };
}

export type PostgresOptions = {
  max: number;
  onIdleError?: (err: Error) => void;
  applicationName?: string | undefined;
  /** Told of an error no reconnect cures (wrong credentials, database gone): see DbConfig.onFatal. */
  onFatal?: ((err: Error) => void) | undefined;
};

/** A pooled connection to a PostgreSQL server, and a few shared connections for read batches. */
export async function openPostgres(url: string, options: PostgresOptions): Promise<Db> {
  const application_name = options.applicationName ?? siteApplicationName;
  const pool = new pg.Pool({ connectionString: url, max: options.max, idleTimeoutMillis: 30_000, application_name });
  // An idle connection the server closes (restart, failover, DROP DATABASE) is discarded by the
  // pool and the next query opens a new one; without a listener the 'error' event would crash
  // the process.
  const connectionLost = (err: Error) => {
    options.onIdleError?.(err);
    if (isFatal(err)) options.onFatal?.(err);
  };
  pool.on('error', connectionLost);
  // Fail at boot, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // Read batches share these connections, pipelined, beside the pool.
  const lanes = openLanes({ connectionString: url, application_name }, readLanes, types);
  // One more connection, opened when a cache first listens (pg-notifications.ts).
  const notifications = openNotifications({ connectionString: url, application_name }, { onError: connectionLost });
  /**
   * A pooled connection for `fn`, guarded while it is checked out: the pool listens for a
   * connection's errors only while it is idle, and an 'error' event with no listener (the server
   * ended the connection mid-request: a restart, a terminated backend) would end the process.
   * A connection that failed that way, or that `fn` says is unusable (`drop`), leaves the pool.
   */
  async function withClient<T>(fn: (client: pg.PoolClient, drop: (err: Error) => void) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const drop = (err: Error) => {
      broken ??= err;
    };
    client.on('error', drop);
    try {
      return await fn(client, drop);
    } finally {
      client.off('error', drop);
      client.release(broken);
    }
  }
  function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return withClient(async (client) => {
      await client.query('begin');
      try {
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    });
  }
  const db: Db = {
    kind: 'postgres',
    ...wrap(pool),
    transaction,
    // One round trip and one implicit transaction (pipeline/postgres-batch.ts). After a database error
    // PostgreSQL has rolled the batch back and the connection goes back to the pool clean; any
    // other error means the connection is unusable, and the pool drops it. A batch refused
    // because the connection no longer has (or can no longer use) a prepared text it named, for
    // instance after another process changed a table, did nothing: it runs once more, preparing
    // its texts afresh.
    pipeline: async (statements, options) => {
      // Refused here, before a connection is taken: parameters are text, numbers, booleans or null.
      for (const s of statements) s.params.forEach(statementParam);
      if (options?.readOnly) return withOptions(statements, options, lanes.send);
      const run = () =>
        withClient((client, drop) =>
          runBatch(client, statements, types).catch((err: unknown) => {
            // A database error carries a SQLSTATE; anything else means the connection is unusable.
            if (typeof (err as { code?: unknown }).code !== 'string') drop(err as Error);
            throw err;
          }),
        );
      return onceMoreIfStale(run);
    },
    listen: (channel, onNotify) => notifications.listen(channel, onNotify),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await notifications.close();
      await lanes.close();
      await pool.end();
    },
  };
  return watchFatal(db, options.onFatal);
}
