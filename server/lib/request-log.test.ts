/**
 * One line per request with the client's address (as TRUST_PROXY resolves it) and the signed-in
 * user's id, and the release on every line.
 */
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { createLogger } from './logger.ts';
import { currentRelease } from './release.ts';
import { requestLog } from './request-log.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const base = createLogger({ level: 'info', pretty: false });
  // The app's logger settings (base, redaction), written to this stream.
  const logger = pino({ level: 'info', base: base.bindings() }, stream);
  return { lines, logger };
}

describe('the request log', () => {
  it('names the client, the signed-in user and the release', async () => {
    const { lines, logger } = capture();
    const app = new Hono<AppEnv>();
    app.use(requestLog(logger, { trustedHops: 1 }));
    app.get('/signed-in', (c) => {
      c.set('userId', '6f1c1f4e-2d3a-4b5c-8d9e-0f1a2b3c4d5e');
      return c.text('ok');
    });
    app.get('/anon', (c) => c.text('ok'));
    await app.fetch(new Request('http://localhost/signed-in', { headers: { 'X-Forwarded-For': '203.0.113.9' } }));
    await app.fetch(new Request('http://localhost/anon'));
    const { version, commit } = currentRelease();
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        path: '/signed-in',
        client: '203.0.113.9',
        userId: '6f1c1f4e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
        version,
        commit,
      }),
      expect.objectContaining({ msg: 'request', path: '/anon', client: '127.0.0.1', version, commit }),
    ]);
    expect(lines[1]).not.toHaveProperty('userId');
  });
});
