/**
 * GET /metrics as Prometheus scrapes it, over a real loopback socket, on both engines: every
 * series the operator's alerts and dashboards read moves when its event happens (a request and
 * its latency, a 429 from a limit, the blog page cache's miss and hit, a sent, retried and failed
 * email, the queue's depth and age, the database pool or the embedded database's REST slots, a
 * 5xx, readiness), and the release is named in /healthz, the X-App-Version header and `app_info`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/ensure-build.ts';
import { currentRelease } from '../../server/lib/release.ts';
import { consented } from '../factories/consent.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';

/** The sum of the samples of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

describe.each(dbKinds())('GET /metrics (%s)', (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  let base: string;
  let ip = 0;

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };
  /** Scrapes until `name{labels}` has moved past `before` (collections are reused for a second). */
  const movesPast = async (name: string, labels: Record<string, string>, before: number) => {
    await expect
      .poll(async () => sample(await scrape(), name, labels), { timeout: 10_000, interval: 200 })
      .toBeGreaterThan(before);
  };
  /** A form message from its own address: two emails (the team's and the sender's acknowledgement). */
  const contact = (from = `198.51.100.${++ip}`) =>
    app.fetch(`${testSiteUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, apikey: 'x' },
      body: JSON.stringify(
        consented({ kind: 'contact', name: 'Priya Sharma', email: `p${ip}@example.test`, message: 'A demo?' }),
      ),
    });

  beforeAll(async () => {
    ensureBuild();
    sink = await startSmtpSink();
    app = await startTestApp(
      kind,
      { SMTP_URL: sink.url, CONTACT_INBOX: 'leads@example.test', MAIL_RETRY_BASE_SECONDS: '300' },
      { site: true },
    );
    base = await app.listen();
  }, 120_000);
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await sink?.close();
  });

  it('names the release in /healthz, X-App-Version and app_info', async () => {
    const { version, commit } = currentRelease();
    const res = await fetch(`${base}/healthz`);
    expect(await res.json()).toMatchObject({ status: 'ok', version, commit });
    expect(res.headers.get('x-app-version')).toBe(`${version}+${commit}`);
    const text = await scrape();
    expect(sample(text, 'app_info', { version, commit })).toBe(1);
    expect(sample(text, 'app_ready')).toBe(1);
  });

  it('counts and times requests by the route as matched, never the raw path', async () => {
    const labels = { method: 'GET', route: '/rest/v1/:table', code: '200' };
    const before = await scrape();
    for (const table of ['blog_posts', 'blog_categories_unknown_table_is_404'])
      await fetch(`${base}/rest/v1/${table}?select=id`);
    await movesPast('http_requests_total', labels, sample(before, 'http_requests_total', labels));
    const after = await scrape();
    const timed = { method: 'GET', route: '/rest/v1/:table' };
    expect(sample(after, 'http_request_duration_seconds_count', timed)).toBeGreaterThan(
      sample(before, 'http_request_duration_seconds_count', timed),
    );
    expect(after).not.toContain('blog_posts');
  });

  it('counts every 429 as a limit refusal, by route', async () => {
    const route = { route: '/rest/v1/:table' };
    const before = sample(await scrape(), 'http_limit_refusals_total', route);
    const from = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await contact(from)).status);
    expect(statuses).toContain(429);
    await movesPast('http_limit_refusals_total', route, before);
  });

  it("counts the blog page cache's misses and hits", async () => {
    const miss = { route: 'page:/blog', outcome: 'miss' };
    const hit = { route: 'page:/blog', outcome: 'hit' };
    const before = await scrape();
    await fetch(`${base}/blog?page=7`);
    await fetch(`${base}/blog?page=7`);
    await movesPast('page_cache_requests_total', hit, sample(before, 'page_cache_requests_total', hit));
    expect(sample(await scrape(), 'page_cache_requests_total', miss)).toBeGreaterThan(
      sample(before, 'page_cache_requests_total', miss),
    );
  });

  it('counts sent and failed emails, and shows the queue and its oldest email while SMTP is down', async () => {
    /** The attempts with `outcome` move past their count in the earlier scrape `before`. */
    const attemptsMovePast = (outcome: string, before: string) =>
      movesPast(
        'mail_delivery_attempts_total',
        { outcome },
        sample(before, 'mail_delivery_attempts_total', { outcome }),
      );
    let text = await scrape();
    expect((await contact()).status).toBe(201);
    await attemptsMovePast('sent', text);

    text = await scrape();
    sink.failNext(2, { code: 550, message: 'No such mailbox' });
    expect((await contact()).status).toBe(201);
    await attemptsMovePast('failed', text);

    text = await scrape();
    await sink.stop();
    expect((await contact()).status).toBe(201);
    await attemptsMovePast('retry', text);
    await movesPast('mail_queue_messages', { state: 'queued' }, 0);
    await movesPast('mail_queue_oldest_age_seconds', { state: 'queued' }, 0);
  });

  it(
    kind === 'postgres' ? 'shows pool connections in use' : 'shows REST statements queued for the embedded slots',
    async () => {
      if (kind === 'postgres') {
        // Three transactions held open: the gauge must reach three. A baseline read first would
        // be unsteady, since the scrape's own queue query is in use for a moment while it reads.
        const inUse = { state: 'in_use' };
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const held = Array.from({ length: 3 }, () => app.deps.db.transaction(() => gate));
        try {
          await movesPast('db_pool_connections', inUse, 2);
        } finally {
          release();
          await Promise.all(held);
        }
        await expect
          .poll(async () => sample(await scrape(), 'db_pool_connections', inUse), { timeout: 10_000, interval: 200 })
          .toBeLessThan(3);
        return;
      }
      // Reads at once on one slot: most wait their turn while the scrape reads the queue.
      let seen = 0;
      for (let round = 0; round < 5 && seen === 0; round++) {
        const reads = Array.from({ length: 100 }, () => app.fetch(`${testSiteUrl}/rest/v1/blog_posts?select=*`));
        await Promise.race(reads);
        const text = await (await app.fetch(`${testSiteUrl}/metrics`)).text();
        seen = sample(text, 'db_embedded_slots', { state: 'queued' });
        await Promise.all(reads);
        await new Promise((r) => setTimeout(r, 1000));
      }
      expect(seen).toBeGreaterThan(0);
    },
  );

  it('counts a 5xx when the database is gone, and still serves the other figures', async () => {
    const before = await scrape();
    await app.deps.db.close();
    const res = await fetch(`${base}/rest/v1/blog_posts?select=id`);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const code = { route: '/rest/v1/:table', code: String(res.status) };
    await movesPast('http_requests_total', code, sample(before, 'http_requests_total', code));
    await expect.poll(async () => sample(await scrape(), 'app_ready'), { timeout: 10_000, interval: 200 }).toBe(0);
    expect(await scrape()).not.toContain('mail_queue_messages{');
  });
});
