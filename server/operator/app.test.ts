import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { dbKinds } from '../../tests/setup/test-db.ts';
import { startTestApp, testSiteUrl, type TestApp } from '../../tests/setup/test-app.ts';
import { createApp } from '../app.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { createUser } from '../../tests/factories/users.ts';
import { verifySignedToken } from '../auth/access-token.ts';
import { operatorFilePath, createOperatorAccess, readOperatorFile, tokenMatches } from './operator-access.ts';

describe('admin access file', () => {
  it('is written owner-only with a fresh token and removed only by its writer', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-file-'));
    try {
      const first = createOperatorAccess(dir);
      const second = createOperatorAccess(dir);
      expect(first.token).not.toBe(second.token);
      expect(first.token.length).toBeGreaterThanOrEqual(43);
      first.publish('http://127.0.0.1:3000');
      expect(statSync(operatorFilePath(dir)).mode & 0o777).toBe(0o600);
      expect(readOperatorFile(dir)).toEqual({ pid: process.pid, url: 'http://127.0.0.1:3000', token: first.token });
      second.withdraw(); // not its file
      expect(readOperatorFile(dir)).toBeDefined();
      first.withdraw();
      expect(readOperatorFile(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compares tokens exactly', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
    expect(tokenMatches('', 'abc')).toBe(false);
  });
});

describe.each(dbKinds())('GET /_admin/contact-messages (%s)', (kind) => {
  const token = 'test-admin-token-0123456789abcdefghijklmnop';
  let test: TestApp;
  let app: Hono<AppEnv>;
  const get = (query = '', auth: string | null = `Bearer ${token}`) =>
    app.fetch(
      new Request(`${testSiteUrl}/_admin/contact-messages${query}`, auth ? { headers: { Authorization: auth } } : {}),
    );

  beforeAll(async () => {
    test = await startTestApp(kind, { RATE_LIMITS: 'false' });
    app = createApp({ deps: test.deps, state: { ready: true }, operatorToken: token });
    const visitor = test.client();
    for (const [i, k] of (['home', 'webinar', 'contact'] as const).entries()) {
      const row: Record<string, string> =
        k === 'webinar'
          ? { kind: k, email: `w${i}@example.test`, consent_version: consentVersionFor[k] }
          : {
              kind: k,
              name: `Person ${i}`,
              email: `p${i}@example.test`,
              message: `Message ${i}`,
              consent_version: consentVersionFor[k],
            };
      const { error } = await visitor.from('contact_messages').insert(row);
      expect(error).toBeNull();
    }
  });
  afterAll(() => test.close());

  it('answers 404 without the token, with a wrong one, and on other paths', async () => {
    expect((await get('', null)).status).toBe(404);
    expect((await get('', 'Bearer nope')).status).toBe(404);
    expect((await get('', token)).status).toBe(404);
    const other = await app.fetch(
      new Request(`${testSiteUrl}/_admin/users`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(other.status).toBe(404);
  });

  it('lists the latest messages, newest first, never cached, filtered by kind and limit', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await res.json()) as { messages: { kind: string; email: string; created_at: string }[] };
    expect(messages.map((m) => m.kind)).toEqual(['contact', 'webinar', 'home']);
    expect(messages[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const only = (await (await get('?kind=webinar')).json()) as { messages: { email: string }[] };
    expect(only.messages.map((m) => m.email)).toEqual(['w1@example.test']);
    const one = (await (await get('?limit=1')).json()) as { messages: unknown[] };
    expect(one.messages).toHaveLength(1);
  });

  it('mints the API keys with the current signing key (npm run keys)', async () => {
    const res = await app.fetch(
      new Request(`${testSiteUrl}/_admin/keys`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    const keys = (await res.json()) as { anonKey: string; serviceRoleKey: string };
    expect((await verifySignedToken(test.deps.keys, keys.serviceRoleKey)).role).toBe('service_role');
    expect((await verifySignedToken(test.deps.keys, keys.anonKey)).role).toBe('anon');
  });

  it('grants, lists and revokes staff roles, and explains refused input (npm run staff)', async () => {
    const user = await createUser(test.deps);
    const post = (body: unknown) =>
      app.fetch(
        new Request(`${testSiteUrl}/_admin/staff`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const granted = await post({ email: user.email, role: 'admin' });
    expect(await granted.json()).toEqual({ id: user.id, email: user.email, from: null, to: 'admin' });
    const list = await app.fetch(
      new Request(`${testSiteUrl}/_admin/staff`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(((await list.json()) as { staff: unknown[] }).staff).toEqual([
      expect.objectContaining({ email: user.email, role: 'admin' }),
    ]);
    const badRole = await post({ email: user.email, role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unknown role "owner". Valid roles: admin, editor, sales, marketing.',
    });
    const unknown = await post({ email: 'nobody@example.test', role: null });
    expect(await unknown.json()).toMatchObject({
      code: 'validation_failed',
      message: 'No user has the email address nobody@example.test.',
    });
    expect((await post({ role: 'admin' })).status).toBe(400);
    expect(await (await post({ email: user.email, role: null })).json()).toMatchObject({ from: 'admin', to: null });
  });

  it('refuses a bad limit or kind', async () => {
    expect((await get('?limit=0')).status).toBe(400);
    expect((await get('?limit=abc')).status).toBe(400);
    expect((await get('?kind=newsletter')).status).toBe(400);
  });
});
