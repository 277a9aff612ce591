/**
 * The few frontend messages of PostgreSQL's extended query protocol that `Db.pipeline` sends on
 * PGlite (protocol 3.0, "Message Formats" in the PostgreSQL manual), written straight into one
 * buffer: each message is a type byte, an Int32 length that counts itself, and its fields.
 * Strings are UTF-8 and NUL-terminated; parameters are sent as text (format code 0).
 */
export type FrontendMessage =
  | { type: 'parse'; name: string; sql: string }
  | { type: 'bind'; statement: string; values: readonly (string | null)[] }
  | { type: 'describePortal' }
  | { type: 'execute' }
  | { type: 'closeStatement'; name: string }
  | { type: 'sync' };

const cstring = (s: string) => Buffer.byteLength(s, 'utf8') + 1;

/** Bytes after the type byte (the length field included). */
function bodyLength(m: FrontendMessage): number {
  switch (m.type) {
    case 'parse':
      return 4 + cstring(m.name) + cstring(m.sql) + 2;
    case 'bind':
      return (
        4 +
        1 +
        cstring(m.statement) +
        2 +
        2 +
        m.values.reduce((n, v) => n + 4 + (v === null ? 0 : Buffer.byteLength(v, 'utf8')), 0) +
        2
      );
    case 'describePortal':
      return 4 + 1 + 1;
    case 'execute':
      return 4 + 1 + 4;
    case 'closeStatement':
      return 4 + 1 + cstring(m.name);
    case 'sync':
      return 4;
  }
}

export function encodeMessages(messages: readonly FrontendMessage[]): Uint8Array {
  const lengths = messages.map(bodyLength);
  const buf = Buffer.allocUnsafe(lengths.reduce((n, l) => n + 1 + l, 0));
  let at = 0;
  const byte = (b: number) => (at = buf.writeUInt8(b, at));
  const int16 = (n: number) => (at = buf.writeInt16BE(n, at));
  const int32 = (n: number) => (at = buf.writeInt32BE(n, at));
  const str = (s: string) => {
    at += buf.write(s, at, 'utf8');
    byte(0);
  };
  messages.forEach((m, i) => {
    switch (m.type) {
      case 'parse':
        byte(0x50); // P
        int32(lengths[i]!);
        str(m.name);
        str(m.sql);
        int16(0); // no parameter types: PostgreSQL infers them from the casts
        break;
      case 'bind':
        byte(0x42); // B
        int32(lengths[i]!);
        str(''); // unnamed portal
        str(m.statement);
        int16(0); // every parameter in text format
        int16(m.values.length);
        for (const v of m.values) {
          if (v === null) {
            int32(-1);
            continue;
          }
          int32(Buffer.byteLength(v, 'utf8'));
          at += buf.write(v, at, 'utf8');
        }
        int16(0); // every result column in text format
        break;
      case 'describePortal':
        byte(0x44); // D
        int32(lengths[i]!);
        byte(0x50); // P(ortal)
        str('');
        break;
      case 'execute':
        byte(0x45); // E
        int32(lengths[i]!);
        str('');
        int32(0); // no row limit
        break;
      case 'closeStatement':
        byte(0x43); // C
        int32(lengths[i]!);
        byte(0x53); // S(tatement)
        str(m.name);
        break;
      case 'sync':
        byte(0x53); // S
        int32(4);
        break;
    }
  });
  return buf;
}
