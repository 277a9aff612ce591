/**
 * The service key never reaches a browser: neither the built client bundle nor any page the
 * server sends contains it or the `service_role` role string, even with SERVICE_ROLE_KEY set in
 * the server's own environment (as an operator may keep it in .env for server-side scripts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from '../../server/site/handler.ts';
import { runScript, startServerProcess, type ServerProcess } from '../setup/server-process.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the service key stays on the server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-key-'));
  let serviceKey: string;
  let server: ServerProcess;

  beforeAll(async () => {
    const first = await startServerProcess({}, dir);
    try {
      const { stdout } = await runScript('keys', [], { DATA_DIR: dir });
      serviceKey = /^SERVICE_ROLE_KEY=(\S+)$/m.exec(stdout)![1]!;
    } finally {
      await first.stop();
    }
    server = await startServerProcess({ SERVICE_ROLE_KEY: serviceKey, AUTH_AUTOCONFIRM: 'true' }, dir);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is in no file of the client build', () => {
    const files = filesUnder(clientDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      expect(text.includes(serviceKey), file).toBe(false);
      expect(text.includes('service_role'), file).toBe(false);
    }
  });

  it('is in no page or script the server sends', async () => {
    const pages = ['/', '/contact', '/login', '/signup', '/blog', '/blog/create', '/profile', '/sitemap', '/nope'];
    const scripts = new Set<string>();
    for (const page of pages) {
      const res = await fetch(`${server.url}${page}`);
      const html = await res.text();
      expect(html.length, page).toBeGreaterThan(200);
      expect(html.includes(serviceKey), page).toBe(false);
      expect(html.includes('service_role'), page).toBe(false);
      for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]!);
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await (await fetch(`${server.url}${script}`)).text();
      expect(text.includes(serviceKey), script).toBe(false);
      expect(text.includes('service_role'), script).toBe(false);
    }
  });
});
