/**
 * Every route the server answers has an explicit admission policy (server/admission/policy.ts,
 * ADR 036): the test lists the server's route table through the frameworks' public APIs (Hono's
 * `inspectRoutes`, React Router's route config in app/routes.ts) and fails on a route without
 * one, printing the table. Then: limits are keyed on the route as matched, so any spelling of
 * the search page (case, trailing slash, `.data`) and /api/search share one per-address limit.
 */
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { createApp } from '../../server/app.ts';
import { apiPolicies, canonicalPagePath, matchPolicy, pagePolicies } from '../../server/admission/policy.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

type RouteEntry = { path?: string | undefined; index?: boolean | undefined; children?: RouteEntry[] | undefined };

/** The page routes' full path patterns, as app/routes.ts nests them ('' for the index). */
function pagePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [...(entry.index || entry.path !== undefined ? [own] : []), ...pagePaths(entry.children ?? [], own)];
  });
}

describe('route policies', () => {
  const app = useTestApp('pglite', {
    DEV_MAILBOX: 'true',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    RATE_SEARCH_PER_MINUTE: '5',
  });

  it('has a policy for every route of the server’s route table, and for nothing else', () => {
    // The app as server/start.ts builds it, with every optional surface mounted.
    const hono = createApp({ deps: app.deps, state: { ready: true }, operatorToken: 'o'.repeat(32) });
    hono.all('*', (c) => c.text('site'));
    const table = inspectRoutes(hono)
      .filter((r) => !r.isMiddleware)
      .map((r) => `${r.method} ${r.path}`);
    const pages = [...new Set(pagePaths(routes as RouteEntry[]))];
    const missing = [
      ...table.filter((key) => !apiPolicies[key]),
      ...pages.filter((p) => !pagePolicies[p]).map((p) => `page ${p || '/'}`),
    ];
    const listing = [
      ...table.map((key) => `${apiPolicies[key] ? 'ok     ' : 'MISSING'} ${key}`),
      ...pages.map((p) => `${pagePolicies[p] ? 'ok     ' : 'MISSING'} page /${p}`),
    ].join('\n');
    console.info(`route policies (${table.length} API routes, ${pages.length} pages):\n${listing}`);
    expect(missing, `routes without a policy:\n${missing.join('\n')}`).toEqual([]);
    // A policy for a route that no longer exists is a stale promise.
    expect(Object.keys(apiPolicies).filter((key) => !table.includes(key))).toEqual([]);
    expect(Object.keys(pagePolicies).filter((p) => !pages.includes(p))).toEqual([]);
    for (const policy of [...Object.values(apiPolicies), ...Object.values(pagePolicies)]) {
      expect(policy.rate.length).toBeGreaterThan(2);
      expect(policy.cost.length).toBeGreaterThan(2);
      expect(policy.bodyBytes).toBeGreaterThanOrEqual(0);
    }
  });

  it('names a route as matched: case, trailing slash and .data are the same route', () => {
    for (const path of [
      '/search',
      '/SEARCH.data',
      '/Search',
      '/search/',
      '/search//',
      '/sEaRcH/.data'.replace('/.', '.'),
    ]) {
      expect(matchPolicy('GET', path).route, path).toBe('page:search');
    }
    expect(canonicalPagePath('/_root.data')).toBe('/');
    expect(matchPolicy('GET', '/_root.data').route).toBe('page:');
    expect(matchPolicy('GET', '/Blog/abc').route).toBe('page:blog/:id');
    expect(matchPolicy('GET', '/OG/blog/x.png').route).toBe('page:og/blog/:file');
    expect(matchPolicy('GET', '/api/search').route).toBe('GET /api/search');
    expect(matchPolicy('GET', '/storage/v1/render/image/public/images/a.png').route).toBe(
      'GET /storage/v1/render/image/public/:bucket/*',
    );
    expect(matchPolicy('POST', '/rest/v1/rpc/x').route).toBe('POST /rest/v1/rpc/:fn');
    expect(matchPolicy('GET', '/no/such/page').route).toBe('page:*');
  });

  it('counts every spelling of the search page and /api/search against one per-address limit', async () => {
    const ip = '203.0.113.77';
    const spellings = [
      '/SEARCH.data?q=lab',
      '/Search?q=lab',
      '/search/?q=lab',
      '/api/search?q=lab',
      '/search.data?q=lab',
    ];
    const statuses: number[] = [];
    for (const path of spellings) {
      const res = await app.fetch(`${testSiteUrl}${path}`, { headers: { 'X-Forwarded-For': ip } });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // The limit (5 a minute here) is used up: every spelling is refused now.
    for (const path of spellings) {
      const res = await app.fetch(`${testSiteUrl}${path}`, { headers: { 'X-Forwarded-For': ip } });
      expect(res.status, path).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    }
    // Another address is not affected; a page without a query is not counted.
    const other = await app.fetch(`${testSiteUrl}/SEARCH/?q=lab`, { headers: { 'X-Forwarded-For': '203.0.113.78' } });
    expect(other.status).not.toBe(429);
    const empty = await app.fetch(`${testSiteUrl}/Search`, { headers: { 'X-Forwarded-For': ip } });
    expect(empty.status).not.toBe(429);
  });
});
