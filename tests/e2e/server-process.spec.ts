import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { nodeBin, root, startServerProcess } from '../setup/server-process.ts';

describe('server process', () => {
  it('refuses a second server on the same DATA_DIR within a second, naming the holder', async () => {
    const first = await startServerProcess();
    try {
      // "Within a second" of the check itself: Node's own start-up on this machine is the baseline.
      const baselineStart = Date.now();
      await new Promise((resolve) => spawn(nodeBin, ['-e', '0']).once('exit', resolve));
      const baseline = Date.now() - baselineStart;
      const started = Date.now();
      const second = spawn(nodeBin, ['server/index.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: first.dataDir, LOG_LEVEL: 'fatal' },
      });
      let stderr = '';
      second.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(baseline + 1000);
      expect(stderr).toContain(`in use by another server process (pid ${first.child.pid})`);
    } finally {
      await first.stop();
    }
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-stale-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999\n');
    const server = await startServerProcess({}, dir);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits cleanly within 5 s of SIGTERM, finishing the request in flight', async () => {
    const server = await startServerProcess();
    // A request whose body is still arriving when the signal comes: it must still be answered.
    const { hostname, port } = new URL(server.url);
    const req = request({ hostname, port, method: 'POST', path: '/healthz', headers: { 'content-length': '10' } });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
    });
    req.write('12345');
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const exited = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    req.end('67890');
    expect(await answered).toBeGreaterThanOrEqual(200);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers /readyz 503 from the moment SIGTERM arrives, still serving during SHUTDOWN_DELAY_MS', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_MS: '1500' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const exited = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/rest/v1/blog_posts?select=id`)).status).toBe(200);
    expect(await exited).toBe(0);
  });

  it('keeps its data directory and the files in it to their owner', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'e2e-modes-'));
    const dir = path.join(parent, 'data');
    const server = await startServerProcess({}, dir);
    try {
      // PGlite sets its own files' modes; its folder, like DATA_DIR, lets no one else in.
      for (const folder of ['.', 'pglite']) expect(statSync(path.join(dir, folder)).mode & 0o777).toBe(0o700);
      for (const file of ['admin.json', 'server.lock']) expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    } finally {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
