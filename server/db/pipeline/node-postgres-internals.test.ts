/**
 * What postgres-batch.ts and postgres-lanes.ts rely on in node-postgres beyond its documented
 * API (ADR 016), asserted one by one, so that an upgrade that changes any of it fails here
 * instead of in production:
 * - the versions: `pg` and `pg-protocol` are pinned exactly and installed as pinned;
 * - pg-protocol's parser is the one 'data' listener on the connection's socket (the lanes detach
 *   it), and the message objects it emits have the fields the batch reads;
 * - `pg.DatabaseError` takes (message, length, name) and carries PostgreSQL's fields;
 * - on a live connection (TEST_DATABASE_URL): a Submittable's `submit` gets the client's
 *   connection, whose `stream` takes our bytes and can be corked; the answer is routed to its
 *   handle* methods in order, and after an ErrorResponse node-postgres ends the batch itself;
 *   `sendCopyFail` exists; a detached socket hands us the raw bytes, and the client still
 *   reports the socket's end.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { encodeMessages } from './pg-wire.ts';
import { PreparedStatements, pipelineMessage } from './pipeline-message.ts';
import type { Statement } from '../types.ts';

/** The versions whose internals this file was checked against. Upgrading means checking again. */
const checked = { pg: '8.23.1', 'pg-protocol': '1.16.1' };

const root = new URL('../../../', import.meta.url);
const json = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

/** A backend message: type byte, Int32 length counting itself, body. */
function backend(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

const answer = Buffer.concat([
  // RowDescription: one int4 column "one" (table oid, column number, type oid, size, modifier, format)
  backend('T', int16(1), cstr('one'), int32(0), int16(0), int32(23), int16(4), int32(-1), int16(0)),
  backend('D', int16(2), int32(1), Buffer.from('1'), int32(-1)),
  backend('C', cstr('SELECT 1')),
  backend('E', Buffer.from('SERROR\0C22012\0Mdivision by zero\0Dsome detail\0'), Buffer.from([0])),
  backend('I'),
  backend('Z', Buffer.from('I')),
]);

describe('node-postgres internals the pipeline code relies on', () => {
  it('installs exactly the versions it was checked against, pinned without a range', () => {
    const dependencies = json('package.json').dependencies as Record<string, string>;
    for (const [name, version] of Object.entries(checked)) {
      expect(dependencies[name], `package.json pins ${name}`).toBe(version);
      expect(json(`node_modules/${name}/package.json`).version, `installed ${name}`).toBe(version);
    }
  });

  it("attaches pg-protocol's parser as the socket's one 'data' listener, emitting the message shapes read", () => {
    const stream = new PassThrough();
    const connection = new pg.Connection({ stream: stream as never });
    // Typed private; node-postgres calls it once the socket is connected.
    (connection as unknown as { attachListeners(stream: PassThrough): void }).attachListeners(stream);
    expect(stream.listenerCount('data')).toBe(1);
    const seen: [string, unknown][] = [];
    for (const event of ['rowDescription', 'dataRow', 'commandComplete', 'errorMessage', 'emptyQuery', 'readyForQuery'])
      connection.on(event, (msg: unknown) => seen.push([event, msg]));
    stream.emit('data', answer);
    expect(seen.map(([event]) => event)).toEqual([
      'rowDescription',
      'dataRow',
      'commandComplete',
      'errorMessage',
      'emptyQuery',
      'readyForQuery',
    ]);
    const [rowDescription, dataRow, commandComplete, error] = seen.map(([, msg]) => msg);
    expect(rowDescription).toMatchObject({ fields: [{ name: 'one', dataTypeID: 23 }] });
    expect((dataRow as { fields: unknown[] }).fields).toEqual(['1', null]);
    expect(commandComplete).toMatchObject({ text: 'SELECT 1' });
    expect(error).toBeInstanceOf(pg.DatabaseError);
    expect(error).toMatchObject({ code: '22012', message: 'division by zero', detail: 'some detail' });
    // Detached, as a lane detaches it: the parser no longer sees the socket's bytes.
    stream.removeAllListeners('data');
    stream.emit('data', answer);
    expect(seen).toHaveLength(6);
  });

  it('builds DatabaseError from (message, length, name), with assignable fields', () => {
    const err = new pg.DatabaseError('boom', 42, 'error') as pg.DatabaseError & Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect([err.message, err.length, err.name]).toEqual(['boom', 42, 'error']);
    err.code = '23505';
    expect(err.code).toBe('23505');
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('node-postgres internals on a live connection', () => {
  it("hands a Submittable the client's connection and routes the answer to its handlers in order", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const prepared = new PreparedStatements();
    /** Runs `statements` as postgres-batch.ts does, recording what node-postgres calls. */
    const run = (statements: Statement[]) => {
      const calls: string[] = [];
      let given: unknown;
      const done = new Promise<void>((resolve) => {
        client.query({
          submit(connection: pg.Connection) {
            given = connection;
            const { stream } = connection;
            calls.push(`submit ${[typeof stream.write, typeof stream.cork, typeof stream.uncork]}`);
            calls.push(`sendCopyFail ${typeof (connection as unknown as { sendCopyFail: unknown }).sendCopyFail}`);
            stream.write(pipelineMessage(statements, prepared).message);
            return null;
          },
          handleRowDescription: (msg: { fields: { name: string; dataTypeID: number }[] }) =>
            calls.push(`row description ${msg.fields.map((f) => `${f.name}:${f.dataTypeID}`).join()}`),
          handleDataRow: (msg: { fields: unknown[] }) => calls.push(`data row ${JSON.stringify(msg.fields)}`),
          handleCommandComplete: (msg: { text: string }) => calls.push(`complete ${msg.text}`),
          handleError: (err: Error & { code?: string }) => {
            calls.push(`error ${err instanceof pg.DatabaseError ? 'DatabaseError' : 'other'} ${err.code}`);
            resolve();
          },
          handleReadyForQuery: () => {
            calls.push('ready');
            resolve();
          },
          handleEmptyQuery: () => calls.push('empty'),
          handlePortalSuspended: () => calls.push('suspended'),
          handleCopyInResponse: () => calls.push('copy in'),
          handleCopyData: () => calls.push('copy data'),
        } as unknown as pg.Submittable);
      });
      return done.then(() => ({ calls, given }));
    };
    try {
      const ok = await run([
        { sql: 'select 1::int as one', params: [] },
        { sql: 'select $1::text as two', params: ['2'] },
      ]);
      expect(ok.given).toBe(client.connection);
      expect(ok.calls).toEqual([
        'submit function,function,function',
        'sendCopyFail function',
        'row description one:23',
        'data row ["1"]',
        'complete SELECT 1',
        'row description two:25',
        'data row ["2"]',
        'complete SELECT 1',
        'ready',
      ]);
      // After an ErrorResponse the batch is done: node-postgres detaches it and takes the
      // batch's ReadyForQuery itself, and the connection serves the next query.
      const failed = await run([{ sql: 'select 1 / $1::int', params: [0] }]);
      expect(failed.calls.slice(2)).toEqual(['error DatabaseError 22012']);
      expect((await client.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
    } finally {
      await client.end();
    }
  });

  it('gives a detached socket its raw bytes, and still reports its end', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const stream = client.connection.stream;
    expect(stream.listenerCount('data')).toBe(1);
    stream.removeAllListeners('data');
    const bytes: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => bytes.push(chunk));
    const ended = new Promise<string>((resolve) => {
      client.on('end', () => resolve('end'));
      client.on('error', () => resolve('error'));
    });
    stream.write(encodeMessages([{ type: 'sync' }]));
    await expect.poll(() => Buffer.concat(bytes).toString('latin1')).toBe('Z\0\0\0\x05I');
    stream.destroy();
    expect(await ended).toMatch(/^(end|error)$/);
  });
});
