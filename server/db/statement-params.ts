/**
 * `Db.pipeline` parameters go to the database as text and the SQL casts each one (`$1::uuid`),
 * so PostgreSQL, not JavaScript, parses them. Both drivers accept the same values: text,
 * numbers, booleans and null. Objects and arrays are refused rather than guessed at (a
 * driver would send an array as a PostgreSQL array, another as JSON).
 */
export function statementParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new TypeError(`A statement parameter must be text, a number, a boolean or null (got ${typeof value})`);
}
