/**
 * The backup archive: a gzipped tar, read and written as a stream, in this order:
 *
 *   manifest.json                         format, when, which engine, the migrations applied
 *   db/{schema}.{table}/{000001}.jsonl    the table's rows, one JSON object per line (to_jsonb),
 *                                         tables in foreign-key order (parents first)
 *   db/sequences.json                     each sequence's last value
 *   objects/{bucket}/{key}/~{version}     the bytes of every object version a row names
 *   end.json                              rows per table and the object count, to check against
 *
 * Everything but the objects comes from one database snapshot; the objects are exactly the
 * versions that snapshot names (server/storage/discard.ts keeps them until they are copied).
 */

export const archiveFormat = 'aravali-site-backup';
export const archiveVersion = 1;

export type Manifest = {
  format: typeof archiveFormat;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migrations: { version: string; name: string; checksum: string }[];
};

export type SequenceValue = { schema: string; name: string; lastValue: string };

export type EndRecord = {
  /** Rows per table, `schema.table` → count. */
  tables: Record<string, number>;
  objects: number;
  objectBytes: number;
};

export const manifestName = 'manifest.json';
export const sequencesName = 'db/sequences.json';
export const endName = 'end.json';

/** `db/{schema}.{table}/{n}.jsonl`, with schema and table percent-encoded. */
export function partName(schema: string, table: string, index: number): string {
  return `db/${encodeURIComponent(schema)}.${encodeURIComponent(table)}/${String(index).padStart(6, '0')}.jsonl`;
}

/** The table a part name belongs to, or undefined. */
export function partTable(name: string): { schema: string; table: string } | undefined {
  const m = /^db\/([^./]+)\.([^./]+)\/\d{6}\.jsonl$/.exec(name);
  return m ? { schema: decodeURIComponent(m[1]!), table: decodeURIComponent(m[2]!) } : undefined;
}

export class BackupFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFormatError';
  }
}
