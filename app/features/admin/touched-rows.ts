/**
 * The rows a staff write touched (it selects them back): throws the API's error, or `missing` when
 * it touched none (the row is not there, or row-level security keeps it from this role).
 */
export function touchedRows<T>(result: { data: T[] | null; error: unknown }, missing: string): T[] {
  if (result.error) throw result.error;
  if (!result.data || result.data.length === 0) throw new Error(missing);
  return result.data;
}

/** The rows a staff read returned: throws the API's error, else the rows (none when it sent none). */
export function rowsOf<T>(result: { data: unknown; error: unknown }): T[] {
  if (result.error) throw result.error;
  return (result.data ?? []) as T[];
}
