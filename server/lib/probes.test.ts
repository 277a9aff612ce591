/**
 * /healthz answers while the process serves; /readyz only when the database answers and every
 * migration is applied, never while starting or draining.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testSiteUrl, type TestApp } from '../../tests/setup/test-app.ts';
import { dbKinds } from '../../tests/setup/test-db.ts';
import { createApp, type AppState } from '../app.ts';
import { readMigrations } from '../db/migrate.ts';
import { readyz } from './probes.ts';

describe.each(dbKinds())('probes (%s)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(kind);
  });
  afterAll(() => test.close());

  const probe = async (state: AppState, path: string) => {
    const res = await createApp({ deps: test.deps, state }).fetch(new Request(`${testSiteUrl}${path}`));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('is ready once listening with every migration applied, live throughout', async () => {
    expect(await probe({ ready: true }, '/readyz')).toEqual({ status: 200, body: { status: 'ready', database: kind } });
    expect(await probe({ ready: false }, '/readyz')).toEqual({ status: 503, body: { status: 'starting' } });
    expect(await probe({ ready: false, draining: true }, '/readyz')).toEqual({
      status: 503,
      body: { status: 'draining' },
    });
    expect((await probe({ ready: false, draining: true }, '/healthz')).status).toBe(200);
  });

  it('is not ready while a migration of this code is pending', async () => {
    const known = await readMigrations();
    const newer = [...known, { version: '9999', name: '9999_newer.sql', sql: '', checksum: 'x' }];
    const app = createApp({ deps: test.deps, state: { ready: true } });
    app.get(
      '/readyz-newer',
      readyz(test.deps, { ready: true }, async () => newer),
    );
    const res = await app.fetch(new Request(`${testSiteUrl}/readyz-newer`));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      reason: 'migrations pending',
      pending: ['9999_newer.sql'],
    });
  });

  it('is not ready when the database does not answer', async () => {
    const broken = {
      ...test.deps,
      db: { ...test.deps.db, query: () => Promise.reject(new Error('connection refused')) },
    };
    const res = await createApp({ deps: broken, state: { ready: true } }).fetch(new Request(`${testSiteUrl}/readyz`));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', reason: 'the database does not answer' });
  });
});
