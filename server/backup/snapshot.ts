/**
 * Reading the whole database from one snapshot: a REPEATABLE READ, READ ONLY transaction sees
 * every table as of one moment, so a write during the backup is either wholly in it or wholly
 * out. On PostgreSQL writers go on meanwhile; on PGlite (one session) other statements wait
 * until the snapshot is read. Rows are read through a cursor, a part of bounded size at a time.
 */
import type { Db, Queryable } from '../db/types.ts';
import type { Manifest, SequenceValue } from './format.ts';

/** Tables whose rows a backup leaves out: the restore's migrations write the first, the others are transient. */
const skipped = new Set([
  'supabase_migrations.schema_migrations',
  'storage.backup_holds',
  'storage.discarded_versions',
]);
const fetchRows = 500;
const partBytes = 4 * 1024 * 1024;

export type Table = { schema: string; name: string; sqlName: string };
export type ObjectVersion = { bucket: string; key: string; version: string };

export type SnapshotSink = {
  manifest(migrations: Manifest['migrations']): Promise<void>;
  /** One part of a table: JSON lines. */
  part(table: Table, index: number, jsonLines: string): Promise<void>;
  sequences(values: SequenceValue[]): Promise<void>;
};

export type SnapshotSummary = { tables: Record<string, number>; objects: ObjectVersion[] };

const tablesSql = `
  select n.nspname as schema, c.relname as name, c.oid::text as oid,
         quote_ident(n.nspname) || '.' || quote_ident(c.relname) as sql_name
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and c.relpersistence = 'p' and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
  order by 1, 2`;

const foreignKeysSql = `
  select conrelid::text as child, confrelid::text as parent from pg_catalog.pg_constraint
  where contype = 'f' and conrelid <> confrelid`;

/** The tables to back up, parents before the tables whose foreign keys name them. */
export async function listTables(q: Queryable): Promise<Table[]> {
  const { rows } = await q.query<{ schema: string; name: string; oid: string; sql_name: string }>(tablesSql);
  const { rows: keys } = await q.query<{ child: string; parent: string }>(foreignKeysSql);
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (oid: string) => {
    if (state.get(oid) === 'done') return;
    const row = byOid.get(oid);
    if (state.get(oid) === 'visiting') throw new Error(`foreign keys form a cycle through ${row?.sql_name ?? oid}`);
    state.set(oid, 'visiting');
    for (const k of keys) if (k.child === oid && byOid.has(k.parent)) visit(k.parent);
    state.set(oid, 'done');
    if (row) ordered.push({ schema: row.schema, name: row.name, sqlName: row.sql_name });
  };
  for (const r of rows) visit(r.oid);
  return ordered.filter((t) => !skipped.has(`${t.schema}.${t.name}`));
}

async function readTable(tx: Queryable, table: Table, sink: SnapshotSink): Promise<number> {
  await tx.query(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${table.sqlName} t`);
  let count = 0;
  let index = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    await sink.part(table, ++index, `${lines.join('\n')}\n`);
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const { rows } = await tx.query<{ row: string }>(`fetch forward ${fetchRows} from backup_rows`);
    for (const { row } of rows) {
      lines.push(row);
      bytes += row.length;
      if (bytes >= partBytes) await flush();
    }
    count += rows.length;
    if (rows.length < fetchRows) break;
  }
  await flush();
  await tx.query('close backup_rows');
  return count;
}

/** Reads every table, the sequences and the object versions rows name, all from one snapshot. */
export function readSnapshot(db: Db, sink: SnapshotSink): Promise<SnapshotSummary> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const { rows: migrations } = await tx.query<Manifest['migrations'][number]>(
      'select version, name, checksum from supabase_migrations.schema_migrations order by version',
    );
    await sink.manifest(migrations);
    const tables: Record<string, number> = {};
    for (const table of await listTables(tx))
      tables[`${table.schema}.${table.name}`] = await readTable(tx, table, sink);
    const { rows: sequences } = await tx.query<{ schema: string; name: string; last_value: string }>(
      `select schemaname as schema, sequencename as name, last_value::text from pg_catalog.pg_sequences
       where last_value is not null and schemaname not in ('pg_catalog', 'information_schema')`,
    );
    await sink.sequences(sequences.map((s) => ({ schema: s.schema, name: s.name, lastValue: s.last_value })));
    const { rows: objects } = await tx.query<ObjectVersion>(
      `select bucket_id as bucket, name as key, metadata ->> 'version' as version from storage.objects
       where metadata ->> 'version' is not null order by bucket_id, name`,
    );
    return { tables, objects };
  });
}
