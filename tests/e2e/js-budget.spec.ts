/**
 * The JavaScript budget of a page's first 5 s, as `npm run bench:web` measures it
 * (scripts/js-budget.ts): every script requested within 5 s of navigation, idle and lazily loaded
 * chunks included, each URL once, sized by the gzip of its body; at most 130 KB on marketing
 * pages and 160 KB on blog and account pages. Marketing pages also start without supabase-js (in
 * the scripts that arrived before the later of the load event and hydration, as bench:web counts
 * them). Every route bench:web measures, on a server of its own seeded the same way (a user and a
 * post, the profile signed in), each page in a fresh context at desktop size, a few at a time.
 * The figures, each route's scripts included, go to test-results/js-budget.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  budgetKb,
  budgetRoutes,
  firstSecondsMs,
  sumScripts,
  type BudgetRoute,
  type ScriptTotals,
} from '../../scripts/js-budget.ts';
import { startServerProcess } from '../setup/server-process.ts';
import { useBrowserAndServer, viewports, waitForHydration } from './browser.ts';

const run = useBrowserAndServer(() =>
  startServerProcess({ LOG_LEVEL: 'warn', RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' }),
);

/** Pages measured at once, each in its own context (most of a page's 5 s is waiting), started apart. */
const concurrentPages = 6;
const staggerMs = 800;
/** The network is quiet when nothing has been asked for in this long and nothing is on its way. */
const quietMs = 500;
/** A page that has not settled by then is measured as it is. */
const longestWindowMs = 30_000;
/** Requests that stay open (none expected at start-up) do not keep a page from settling. */
const streams = new Set(['eventsource', 'websocket']);

/**
 * Routes over their budget today, with why: measured and listed in the figures, not failed. The
 * test fails when one of them is back within its budget, so that the entry goes. None today:
 * /profile (201.4 KB on 2026-11-29) came to 158.4 KB once its sessions card read through the
 * tables client, the server named devices (migration 0396) and Radix's dialog loaded only for an
 * account that can turn two-step off.
 */
const overBudgetNow: Record<string, string> = {};

type Measured = {
  route: BudgetRoute;
  /** The scripts of the first 5 s. */
  first: ScriptTotals;
  /** The scripts that arrived before the page had loaded and hydrated. */
  startup: ScriptTotals;
  /** When the page had hydrated, run its idle callbacks and the network was quiet (from navigation). */
  settledMs: number;
  /** How long the scripts were counted: 5 s, or longer when the page settled later. */
  windowMs: number;
};

/**
 * One visit of `route` in a fresh context: every script requested within 5 s of navigation, with
 * the page kept open all that time (idle-loaded code counts). On a quiet host a page has settled
 * (hydrated, run its idle callbacks, no request for half a second) within the 5 s. When the host
 * is busy (other pages, other jobs) it settles later and its idle chunks would fall outside the
 * 5 s; the window then stays open until it has settled, so a busy host does not hide them.
 */
async function measure(browser: Browser, server: string, route: BudgetRoute): Promise<Measured> {
  const context = await browser.newContext({
    baseURL: server,
    viewport: viewports.desktop,
    reducedMotion: 'reduce',
    storageState: route.session
      ? {
          cookies: [],
          origins: [{ origin: server, localStorage: [{ name: route.session.key, value: route.session.value }] }],
        }
      : undefined,
  });
  try {
    const page = await context.newPage();
    const requested = new Set<string>();
    const arrived = new Set<string>();
    // Every request on its way (scripts, data, images): a chunk may follow a response.
    const pending = new Set<Request>();
    let requests = 0;
    let counting = true;
    let lastRequest = Date.now();
    page.on('request', (request) => {
      if (streams.has(request.resourceType())) return;
      requests++;
      pending.add(request);
      lastRequest = Date.now();
      if (request.resourceType() === 'script' && counting) requested.add(request.url());
    });
    const done = (request: Request) => {
      pending.delete(request);
      if (request.resourceType() === 'script') arrived.add(request.url());
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const start = Date.now();
    const response = await page.goto(route.path);
    expect(response?.status(), route.label).toBe(200);
    await waitForHydration(page);
    // Start-up as bench:web counts it: what arrived before the load event and hydration.
    const startup = [...arrived];
    // Settled: the page's idle callbacks have run (whenIdle registers them at load; one registered
    // now runs after them), then no request for quietMs and none on its way, and still nothing new
    // after another round of idle callbacks.
    const settling = () => Date.now() - start < longestWindowMs;
    for (let before = -1; before !== requests && settling();) {
      before = requests;
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), { timeout: 5_000 }),
          ),
      );
      while ((pending.size > 0 || Date.now() - lastRequest < quietMs) && settling()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const settledMs = Date.now() - start;
    await page.waitForTimeout(Math.max(0, start + firstSecondsMs - Date.now()));
    counting = false;
    const windowMs = Date.now() - start;
    // A signed-in page that sent the visitor elsewhere would measure another page.
    expect(new URL(page.url()).pathname, route.label).toBe(route.path);
    return {
      route,
      first: await sumScripts(requested),
      startup: await sumScripts(startup),
      settledMs,
      windowMs,
    };
  } finally {
    await context.close();
  }
}

/** Every route, `concurrentPages` at a time, in the routes' order. */
async function measureAll(browser: Browser, server: string, routes: readonly BudgetRoute[]): Promise<Measured[]> {
  const results: Measured[] = [];
  let next = 0;
  const worker = async (n: number) => {
    await new Promise((resolve) => setTimeout(resolve, n * staggerMs));
    while (next < routes.length) {
      const i = next++;
      results[i] = await measure(browser, server, routes[i] as BudgetRoute);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrentPages, routes.length) }, (_, n) => worker(n)));
  return results;
}

const kb = (n: number) => n.toFixed(1);

describe('JavaScript budget of the first 5 s', () => {
  it('every page bench:web measures stays within its budget, and marketing pages start without supabase-js', async () => {
    const routes = await budgetRoutes(run.server.url);
    const measured = await measureAll(run.browser, run.server.url, routes);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/js-budget.json',
      `${JSON.stringify(
        measured.map((m) => ({
          route: m.route.label,
          kbGzip: Number(kb(m.first.kb)),
          files: m.first.files,
          budgetKb: budgetKb[m.route.kind],
          overBudgetNow: overBudgetNow[m.route.label],
          startupKbGzip: Number(kb(m.startup.kb)),
          supabaseAtStartup: m.startup.supabase,
          supabaseInFirstSeconds: m.first.supabase,
          zodAtStartup: m.startup.zod,
          settledMs: m.settledMs,
          windowMs: m.windowMs,
          scripts: m.first.each.map((e) => `${e.path} ${e.kbGzip}`),
        })),
        null,
        2,
      )}\n`,
    );
    const isOver = (m: Measured) => m.first.kb > budgetKb[m.route.kind];
    const over = measured
      .filter((m) => isOver(m) && !(m.route.label in overBudgetNow))
      .map(
        (m) =>
          `${m.route.label}: ${m.first.kb.toFixed(2)} KB gzip in the first 5 s (${m.first.files} scripts), ` +
          `budget ${budgetKb[m.route.kind]} KB; largest: ` +
          m.first.each
            .slice(0, 5)
            .map((s) => `${s.path.replace(/^\/assets\//, '')} ${kb(s.kbGzip)}`)
            .join(', '),
      );
    expect.soft(over, 'pages over their JavaScript budget').toEqual([]);
    const backWithin = measured
      .filter((m) => m.route.label in overBudgetNow && !isOver(m))
      .map(
        (m) =>
          `${m.route.label}: ${kb(m.first.kb)} KB, within ${budgetKb[m.route.kind]} KB: remove it from overBudgetNow`,
      );
    expect.soft(backWithin, 'pages listed as over their budget that are within it').toEqual([]);
    const supabase = measured
      .filter((m) => m.route.kind === 'marketing' && m.startup.supabase)
      .map((m) => `${m.route.label}: supabase-js in its start-up scripts`);
    expect.soft(supabase, 'marketing pages that start with supabase-js').toEqual([]);
  }, 240_000);
});
