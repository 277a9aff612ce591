/**
 * The size cap holds while the body streams: the server answers 413 after reading at most the
 * limit (plus a chunk), never buffering the whole body; a declared Content-Length over the
 * limit is refused before any body byte is read, over a real socket; nothing is left in the
 * store (disk or S3).
 */
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { storageCases, storeEnv } from '../setup/test-s3.ts';
import { blogKey, maxBytes, png } from './storage-fixtures.ts';

const chunkSize = 64 * 1024;
const endless = 40 * 1024 * 1024;

/** A body of `total` bytes made on demand, starting with `prefix`; counts what was pulled. */
function lazyBody(prefix: Uint8Array, total: number) {
  const pulled = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(chunkSize, total - pulled.bytes));
      if (pulled.bytes === 0) chunk.set(prefix);
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

function concatStreams(parts: (Uint8Array | ReadableStream<Uint8Array>)[]): ReadableStream<Uint8Array> {
  let i = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream({
    async pull(controller) {
      for (;;) {
        const part = parts[i];
        if (!part) return controller.close();
        if (part instanceof Uint8Array) {
          i++;
          return controller.enqueue(part);
        }
        reader ??= part.getReader();
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        reader = undefined;
        i++;
      }
    },
    cancel: (reason) => reader?.cancel(reason),
  });
}

describe.each(storageCases())('storage size cap while streaming (%s, %s store)', (kind, storeKind) => {
  let user: TestUser;

  const app = useTestApp(kind, async () => ({ ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' }));
  beforeAll(async () => {
    user = await createUser(app.deps);
  });

  const objectUrl = () => `${testSiteUrl}/storage/v1/object/images/${blogKey()}`;
  const tmpFiles = async () => readdir(path.join(app.deps.env.DATA_DIR, 'storage', 'tmp')).catch(() => []);
  const expectNothingStored = async () => {
    expect(await tmpFiles()).toEqual([]);
    expect(await app.deps.store.isEmpty()).toBe(true);
  };

  it('stops reading a raw body at the limit and answers 413', async () => {
    const { stream, pulled } = lazyBody(png, endless);
    const res = await app.fetch(objectUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(pulled.bytes).toBeLessThan(maxBytes + 4 * chunkSize);
    expect(pulled.cancelled).toBe(true);
    await expectNothingStored();
  });

  it('stops reading a multipart file part at the limit and answers 413', async () => {
    const boundary = 'storage-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const { stream, pulled } = lazyBody(png, endless);
    const res = await app.fetch(objectUrl(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: concatStreams([head, stream, tail]),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(pulled.bytes).toBeLessThan(maxBytes + 8 * chunkSize);
    await expectNothingStored();
  });

  describe('over a real socket', () => {
    let server: Server;
    beforeAll(async () => {
      server = createServer(getRequestListener((req) => app.fetch(req)));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('refuses a declared Content-Length over the limit before reading the body', async () => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const started = Date.now();
      socket.write(
        `POST /storage/v1/object/images/${blogKey()} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${user.accessToken}\r\nContent-Type: image/png\r\n` +
          `Content-Length: ${10 * 1024 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(png); // and nothing more: the server must answer without waiting for 10 GB
      let answer = '';
      socket.setEncoding('utf8');
      for await (const chunk of socket) {
        answer += chunk as string;
        if (answer.includes('"message"')) break;
      }
      socket.destroy();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('"statusCode":"413"');
      expect(answer).toContain('"code":"EntityTooLarge"');
    });
  });
});
