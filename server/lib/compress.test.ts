import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress } from './compress.ts';

const big = JSON.stringify({ text: 'a'.repeat(5000) });

function app() {
  const a = new Hono();
  a.use(compress());
  a.get('/big', (c) => c.body(big, 200, { 'Content-Type': 'application/json' }));
  a.get('/small', (c) => c.body('{}', 200, { 'Content-Type': 'application/json', 'Content-Length': '2' }));
  a.get('/png', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }));
  a.get('/raw', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }));
  return a;
}

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'gzip'],
    ['deflate', 'deflate'],
    ['br', undefined],
    ['gzip;q=0.5, deflate;q=0.8', 'deflate'],
    ['gzip;q=0, deflate;q=0', undefined],
    ['*', 'gzip'],
    ['*;q=0.1, gzip;q=0', 'deflate'],
    ['identity', undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compress middleware', () => {
  it('gzips a large JSON body for a client that accepts gzip, and says so', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
  });

  it('leaves the body alone for a client that does not accept compression, but marks Vary', async () => {
    const res = await app().request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(big);
  });

  it.each(['/small', '/png', '/raw'])('does not compress %s', async (path) => {
    const res = await app().request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('does not touch HEAD responses', async () => {
    const res = await app().request('/big', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
