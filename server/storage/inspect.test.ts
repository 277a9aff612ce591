import { describe, expect, it } from 'vitest';
import { images } from '../../tests/contract/storage-fixtures.ts';
import { StorageError } from './errors.ts';
import { inspectUpload, type Inspection } from './inspect.ts';

async function* chunks(data: Uint8Array, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function run(data: Uint8Array, limit: number, chunk = 7, accepts = () => true) {
  const result: Partial<Inspection> = {};
  const out: Uint8Array[] = [];
  for await (const c of inspectUpload(chunks(data, chunk), { limit, accepts }, result)) out.push(c);
  return { result, out: Buffer.concat(out) };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof StorageError ? `${e.statusCode} ${e.code}` : String(e)),
  );

describe('inspectUpload', () => {
  it('passes every byte through in order and reports size, type and MD5', async () => {
    const gif = images['image/gif'];
    const { result, out } = await run(gif, 1000, 3);
    expect(new Uint8Array(out)).toEqual(gif);
    expect(result).toEqual({ size: gif.length, mimetype: 'image/gif', md5: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('accepts exactly the limit and fails one byte over it', async () => {
    const big = new Uint8Array(1000);
    big.set(images['image/png']);
    expect(await codeOf(run(big, 1000, 64))).toBe('ok');
    expect(await codeOf(run(big, 999, 64))).toBe('413 EntityTooLarge');
  });

  it('fails a non-image before yielding any byte, and a type the bucket refuses', async () => {
    const html = new TextEncoder().encode(`<html>${'x'.repeat(500)}</html>`);
    const result: Partial<Inspection> = {};
    const seen: Uint8Array[] = [];
    const err = await codeOf(
      (async () => {
        for await (const c of inspectUpload(chunks(html, 16), { limit: 10_000, accepts: () => true }, result))
          seen.push(c);
      })(),
    );
    expect(err).toBe('415 InvalidMimeType');
    expect(seen).toEqual([]);
    expect(await codeOf(run(images['image/png'], 1000, 7, () => false))).toBe('415 InvalidMimeType');
  });

  it('fails an empty body', async () => {
    expect(await codeOf(run(new Uint8Array(0), 1000))).toBe('400 InvalidRequest');
  });
});
