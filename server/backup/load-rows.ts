/**
 * Putting rows back: each table emptied of what migrations seeded, then filled as the target
 * database spells it (its columns, less the generated ones) with its user triggers off while its
 * rows go in (a restored user must not get a second profile from the sign-up trigger), and the
 * sequences set to where they were.
 */
import type { Queryable } from '../db/types.ts';
import type { SequenceValue } from './format.ts';
import { listTables, type Table } from './snapshot.ts';

export type TargetTable = Table & { columns: string };

/** The target's tables by `schema.table`, with the column list an insert names. */
export async function targetTables(tx: Queryable): Promise<Map<string, TargetTable>> {
  const tables = new Map<string, TargetTable>();
  for (const table of await listTables(tx)) {
    const { rows } = await tx.query<{ columns: string }>(
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_catalog.pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [table.sqlName],
    );
    tables.set(`${table.schema}.${table.name}`, { ...table, columns: rows[0]?.columns ?? '' });
  }
  return tables;
}

/** Empties the tables (migrations may have seeded some, e.g. the images bucket): the backup's rows are the truth. */
export async function emptyTables(tx: Queryable, tables: Iterable<TargetTable>): Promise<void> {
  const names = [...tables].map((t) => t.sqlName);
  if (names.length > 0) await tx.query(`truncate table ${names.join(', ')} restart identity`);
}

export async function setUserTriggers(tx: Queryable, tables: Iterable<TargetTable>, on: boolean): Promise<void> {
  for (const t of tables) await tx.query(`alter table ${t.sqlName} ${on ? 'enable' : 'disable'} trigger user`);
}

/** Inserts one part's JSON lines exactly as they were (ids, timestamps, identity values). */
export async function insertRows(tx: Queryable, table: TargetTable, jsonLines: string): Promise<number> {
  const lines = jsonLines.split('\n').filter((line) => line !== '');
  if (lines.length === 0) return 0;
  const { rowCount } = await tx.query(
    `insert into ${table.sqlName} (${table.columns}) overriding system value
     select ${table.columns} from jsonb_populate_recordset(null::${table.sqlName}, $1::jsonb)`,
    [`[${lines.join(',')}]`],
  );
  return rowCount;
}

export async function setSequences(tx: Queryable, values: readonly SequenceValue[]): Promise<void> {
  for (const s of values) {
    await tx.query(`select setval(format('%I.%I', $1::text, $2::text)::regclass, $3::bigint, true)`, [
      s.schema,
      s.name,
      s.lastValue,
    ]);
  }
}
