/**
 * The backend half of `Db.pipeline`: reads the raw protocol bytes PostgreSQL answered batches
 * with ("Message Formats" in the PostgreSQL manual) straight into rows, one result per completed
 * statement. Driver libraries first turn every message into an object (and copy each field) and
 * then walk those objects again; this is one pass over one buffer. PGlite's answers are read
 * this way, and so are those of PostgreSQL's shared read connections (postgres-lanes.ts).
 *
 * Values are turned into JavaScript by the driver's own parsers (`Decode`), so a row reads
 * exactly as the driver's query would return it. An ErrorResponse becomes the driver's
 * `DatabaseError` with the same fields (code, detail, hint, constraint, …): the first one wins,
 * as PostgreSQL skips the rest of the batch after it.
 */
import type { QueryResult, Row } from '../types.ts';

/** How a driver turns text values and errors into JavaScript. */
export type Decode = {
  /** A column's text value, given its type oid. */
  value: (text: string, oid: number) => unknown;
  /** The driver's DatabaseError class (PGlite's and node-postgres's share this constructor). */
  DatabaseError: new (message: string, length: number, name: 'error') => Error;
};
type Field = { name: string; type: number };

/** ErrorResponse field codes and the DatabaseError properties both drivers give them. */
const errorFields: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * Collects the chunks of an answer (PGlite's, copied out of WebAssembly memory; a socket's) into
 * one buffer that is kept and reused, so answers do not allocate a new buffer each time. Its
 * bytes are valid until the next `reset` or `consume`; everything read from them is copied.
 */
const initialSize = 64 * 1024;
/** A buffer grown past this by a large answer is let go once it is empty, not kept. */
const keptSize = 1024 * 1024;

export class ResponseBuffer {
  #buf = Buffer.allocUnsafe(initialSize);
  #length = 0;
  reset(): void {
    this.consume(this.#length);
  }
  /** Drops the first `n` bytes; what follows moves to the front. */
  consume(n: number): void {
    this.#buf.copy(this.#buf, 0, n, this.#length);
    this.#length -= n;
    if (this.#length === 0 && this.#buf.length > keptSize) this.#buf = Buffer.allocUnsafe(initialSize);
  }
  readonly push = (bytes: Uint8Array): void => {
    const needed = this.#length + bytes.length;
    if (needed > this.#buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.#buf.length * 2));
      this.#buf.copy(grown, 0, 0, this.#length);
      this.#buf = grown;
    }
    this.#buf.set(bytes, this.#length);
    this.#length = needed;
  };
  bytes(): Buffer {
    return this.#buf.subarray(0, this.#length);
  }
}

function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
}

function rowDescription(buf: Buffer, at: number): Field[] {
  const count = buf.readInt16BE(at);
  let pos = at + 2;
  const fields: Field[] = [];
  for (let i = 0; i < count; i++) {
    const [name, next] = cstring(buf, pos);
    // table oid (4), column number (2), type oid (4), type size (2), type modifier (4), format (2)
    fields.push({ name, type: buf.readInt32BE(next + 6) });
    pos = next + 18;
  }
  return fields;
}

function dataRow(buf: Buffer, at: number, fields: readonly Field[], decode: Decode): Row {
  const count = buf.readInt16BE(at);
  let pos = at + 2;
  const row: Row = {};
  for (let i = 0; i < count; i++) {
    const length = buf.readInt32BE(pos);
    pos += 4;
    const field = fields[i]!;
    if (length === -1) {
      row[field.name] = null;
      continue;
    }
    row[field.name] = decode.value(buf.toString('utf8', pos, pos + length), field.type);
    pos += length;
  }
  return row;
}

function databaseError(buf: Buffer, at: number, end: number, decode: Decode): Error {
  const values: Record<string, string> = {};
  let pos = at;
  while (pos < end && buf[pos] !== 0) {
    const code = String.fromCharCode(buf[pos]!);
    const [value, next] = cstring(buf, pos + 1);
    values[code] = value;
    pos = next;
  }
  const error = new decode.DatabaseError(values.M ?? 'unknown database error', end - at + 4, 'error');
  const target = error as unknown as Record<string, string>;
  for (const [code, value] of Object.entries(values)) {
    const property = errorFields[code];
    if (property) target[property] = value;
  }
  return error;
}

/** The affected or returned row count at the end of a command tag ("SELECT 2", "INSERT 0 5"). */
export function tagCount(tag: string, rows: number): number {
  const n = Number.parseInt(tag.slice(tag.lastIndexOf(' ') + 1), 10);
  return Number.isNaN(n) ? rows : n;
}

/**
 * One outcome per batch (a batch ends with its Sync, answered by ReadyForQuery): the results of
 * its statements that completed, in order, or its first database error. PostgreSQL skips the
 * rest of a batch after an error and carries on with the next one.
 */
export function readBatches(buf: Buffer, decode: Decode): (QueryResult[] | Error)[] {
  const outcomes: (QueryResult[] | Error)[] = [];
  let results: QueryResult[] = [];
  let fields: Field[] = [];
  let rows: Row[] = [];
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    const body = at + 5;
    switch (type) {
      case 0x54: // T: RowDescription
        fields = rowDescription(buf, body);
        break;
      case 0x44: // D: DataRow
        rows.push(dataRow(buf, body, fields, decode));
        break;
      case 0x43: // C: CommandComplete
        results.push({ rows, rowCount: tagCount(cstring(buf, body)[0], rows.length) });
        fields = [];
        rows = [];
        break;
      case 0x45: // E: ErrorResponse
        error ??= databaseError(buf, body, end, decode);
        break;
      case 0x5a: // Z: ReadyForQuery, the end of a batch
        outcomes.push(error ?? results);
        results = [];
        fields = [];
        rows = [];
        error = undefined;
        break;
      default: // ParseComplete, BindComplete, CloseComplete, NoData, notices
        break;
    }
    at = end;
  }
  return outcomes;
}
