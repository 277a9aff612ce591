import type { Db, Queryable, Row } from './types.ts';

/**
 * Runs one read. On the database itself it goes as a one-statement `pipeline`: a prepared
 * statement and one exchange on PGlite, instead of a parse and plan each time; inside a
 * transaction it is a plain `query` on that transaction. For hot reads (the sign-in path).
 */
export async function readRows<T extends Row>(
  q: Queryable | Db,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  if ('pipeline' in q) return (await q.pipeline([{ sql, params }]))[0]!.rows as T[];
  return (await q.query<T>(sql, params)).rows;
}
