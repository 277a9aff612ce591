/**
 * `npm run bench:web`: Lighthouse (default mobile settings: simulated slow 4G and a 4x slower
 * CPU) on the production build, served by the real server on a free port with a temporary
 * DATA_DIR, driving the system Chromium. For every marketing route, the blog listing, a
 * published post (seeded: one user, one post), sign-in, sign-up and the profile (signed in: the
 * seeded user's session is put into the browser's storage first) it prints the performance score,
 * FCP, LCP, TBT, CLS, the JavaScript loaded to start the page (before the load event or
 * hydration, whichever is later), every script fetched in the first 5 s of the visit (idle and
 * lazily loaded chunks included; the page is watched for at least 5 s) against its budget (KB
 * gzip), and whether supabase-js is among those scripts. Targets: ../shared/reference/targets.md.
 *
 *   npm run bench:web                 every route
 *   npm run bench:web -- / /careers   only these paths (/blog/post stands for the seeded post)
 *   BENCH_RUNS=3 npm run bench:web    median of three runs per route (by performance score), and
 *                                     the lowest and highest TBT: one run says little on a busy host
 *   BENCH_URL=http://host:port npm run bench:web   measure a server that is already running
 *                                     (started with AUTH_AUTOCONFIRM=true for the seeded routes)
 *   BENCH_LOW_END=false npm run bench:web   Lighthouse's default mode only
 *   BENCH_APPLIED=true npm run bench:web    also each low-end run again with the slowdown applied
 *                                     (Lighthouse's devtools throttling), not simulated
 *   BENCH_LHR_DIR=dir npm run bench:web     also write each run's Lighthouse report (JSON) there
 *
 * Two modes per route. Lighthouse's default mobile CPU slowdown (4x) is relative to the host, so
 * on a fast quiet host it stands for a mid-range phone at best. The low-end mode raises the
 * slowdown until the host's benchmark index (measured by Lighthouse in the default run just
 * before) matches a low-end phone's: index / 264, the score Chrome DevTools' CPU calibration
 * takes for a low-tier device (a Moto G4 Power), never below the default 4x. Both tables are
 * printed, then TBT per route side by side, with two readings that tell the code from the host:
 * - an empty page (a heading, no script, served from memory) measured the same way: Chromium's
 *   own work at navigation (its new JavaScript context) is traced before the first paint but
 *   simulated after it, so even that page has blocking time, more the busier the host;
 * - the page's tasks of 10 ms or more that end after its first paint in the trace Lighthouse
 *   records (unthrottled): its simulation drops most shorter tasks and multiplies the rest by the
 *   slowdown. It also counts some work traced before the paint (the document's parse and first
 *   layout), which its paint estimate leaves out: see docs/perf/web.md, 2026-11-29.
 *
 * With BENCH_APPLIED=true each low-end run is followed by one at the same slowdown with Lighthouse's
 * devtools throttling: Chromium really runs the page's main thread that much slower (and the
 * network at Lighthouse's mobile speed), and TBT is read from what happened rather than simulated
 * from a fast trace, so the simulation's placement of the navigation's own work after the first
 * paint (the empty page's row) is not in it. The target is read in the simulated column; the
 * applied one tells the page's own blocking work from the simulation's.
 *
 * Results are also written to bench-results/web.json. The script reports; it does not judge, and
 * exits 0 unless it could not measure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { hydratedMark } from '../rules/html-page.ts';
import { root, startServerProcess } from '../tests/setup/server-process.ts';
import { ensureBuild } from './ensure-build.ts';
import { budgetKb, budgetRoutes, firstSecondsMs, sumScripts, type BudgetRoute } from './js-budget.ts';

type NetworkItem = {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
};

export type RouteResult = {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  startupJsKbGzip: number;
  startupJsFiles: number;
  /** Every script whose request started in the first 5 s of the visit (KB gzip). */
  firstSecondsJsKbGzip: number;
  /** Those scripts one by one, largest first (path and KB gzip): what to cut when over budget. */
  firstSecondsScripts: { path: string; kbGzip: number }[];
  firstSecondsJsFiles: number;
  budgetKb: number;
  supabaseAtStartup: boolean;
  /** supabase-js among the scripts of the first 5 s. */
  supabaseInFirstSeconds: boolean;
  zodAtStartup: boolean;
  /** Lighthouse's measure of this machine's speed during the run (a mid-range phone is ~500-1000 after 4x slowdown). */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated or applied (`throttling`). */
  cpuSlowdown: number;
  /** How Lighthouse slowed the CPU: simulated from a fast trace (its default) or applied (devtools). */
  throttling: Throttling;
  /** Main-thread tasks of 10 ms or more that end after the first paint, as traced (unthrottled when simulated). */
  longTasks: number;
  longestTaskMs: number;
  /** With several runs: the lowest and highest TBT among them (one build spread 40-820 ms over single low-end runs of / on a 2-core host). */
  tbtRangeMs?: [number, number];
};

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

type RouteOutcome = RouteResult | { path: string; error: string };
type Throttling = 'simulate' | 'devtools';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
const lowEnd = process.env.BENCH_LOW_END !== 'false';
const applied = lowEnd && process.env.BENCH_APPLIED === 'true';
/** Chrome DevTools' benchmark score of a low-tier phone (its CPU throttling calibration). */
const lowEndPhoneIndex = 264;
const defaultCpuSlowdown = 4;

/** The CPU slowdown that makes this host, at this benchmark index, as fast as a low-end phone. */
function lowEndCpuSlowdown(benchmarkIndex: number): number {
  return Math.max(defaultCpuSlowdown, Math.round((benchmarkIndex / lowEndPhoneIndex) * 10) / 10);
}
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

/**
 * The scripts a page needs to start: those fetched before the load event or, when later, before
 * the page has hydrated (the root route's User Timing mark). Prerendered pages start their
 * scripts after the first paint, which can come after the load event; what is loaded lazily
 * (idle or on demand) comes after hydration and is not counted.
 */
async function startupScripts(lhr: { audits: Record<string, { details?: unknown }> }): Promise<NetworkItem[]> {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0];
  const marks = (lhr.audits['user-timings']?.details as { items?: { name?: string; startTime?: number }[] } | undefined)
    ?.items;
  const hydratedAt = marks?.find((m) => m.name === hydratedMark)?.startTime ?? 0;
  const cutoff = Math.max(metrics?.observedLoad ?? Number.POSITIVE_INFINITY, hydratedAt);
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script' && (i.networkEndTime ?? 0) <= cutoff);
}

/** Every script requested in the first 5 s of the visit (Lighthouse's observed times, from navigation). */
function firstSecondsScripts(lhr: { audits: Record<string, { details?: unknown }> }): NetworkItem[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script' && (i.networkRequestTime ?? 0) <= firstSecondsMs);
}

/** Lighthouse's simulation drops most shorter tasks and multiplies these by the slowdown. */
const longTaskUs = 10_000;

/**
 * The page's main-thread tasks of 10 ms or more that end after its first contentful paint and
 * start within the first 5 s, in the trace Lighthouse recorded (the paint event names the thread).
 */
function longTasksAfterPaint(events: TraceEvent[]): { count: number; longestMs: number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return { count: 0, longestMs: 0 };
  const long = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === paint.pid &&
      e.tid === paint.tid &&
      (e.dur ?? 0) >= longTaskUs &&
      e.ts + (e.dur ?? 0) > paint.ts &&
      e.ts < paint.ts + firstSecondsMs * 1000,
  );
  return { count: long.length, longestMs: Math.max(0, ...long.map((e) => (e.dur ?? 0) / 1000)) };
}

/**
 * Puts a stored session into the browser for the page's origin, with an empty HTTP cache, or
 * (`session` null) takes it out again. Lighthouse's own storage reset leaves localStorage as it
 * is, so a signed-in route is followed by this, or the next route is measured signed in.
 */
async function setSession(port: number, url: string, session: { key: string; value: string } | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(
      (s) => (s ? window.localStorage.setItem(s.key, s.value) : window.localStorage.clear()),
      session,
    );
    await page.close();
  } finally {
    // Disconnects; the browser chrome-launcher started keeps running.
    await browser.close();
  }
}

async function measure(
  base: string,
  port: number,
  route: BudgetRoute,
  cpuSlowdown: number,
  throttling: Throttling,
): Promise<RouteResult> {
  const url = `${base}${route.path}`;
  if (route.session) await setSession(port, url, route.session);
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(route.session),
    },
    // Watch the page for at least the first 5 s (what loads on idle counts). Settings merge into
    // the default ones: the CPU slowdown changes and, when applied, the throttling method (the
    // network then runs at the default mobile settings' devtools speeds).
    {
      extends: 'lighthouse:default',
      settings: {
        pauseAfterLoadMs: firstSecondsMs,
        throttlingMethod: throttling,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
    },
  );
  if (route.session) await setSession(port, url, null);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  // The whole report, to find a route's long tasks (its long-tasks, bootup-time and
  // mainthread-work-breakdown audits).
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = `${route.label.replace(/\W+/g, '_') || 'home'}-${cpuSlowdown.toFixed(1)}x-${throttling}.json`;
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const startup = await sumScripts((await startupScripts(lhr)).map((s) => s.url));
  const first = await sumScripts(firstSecondsScripts(lhr).map((s) => s.url));
  const tasks = longTasksAfterPaint(artifacts.Trace.traceEvents as TraceEvent[]);
  return {
    path: route.label,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    startupJsKbGzip: startup.kb,
    startupJsFiles: startup.files,
    firstSecondsJsKbGzip: first.kb,
    firstSecondsJsFiles: first.files,
    firstSecondsScripts: first.each,
    budgetKb: budgetKb[route.kind],
    supabaseAtStartup: startup.supabase,
    supabaseInFirstSeconds: first.supabase,
    zodAtStartup: startup.zod,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    throttling,
    longTasks: tasks.count,
    longestTaskMs: tasks.longestMs,
  };
}

function median(results: RouteResult[]): RouteResult {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)] as RouteResult;
  if (results.length < 2) return middle;
  const tbts = results.map((r) => r.tbtMs);
  return { ...middle, tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)] };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try again twice. */
async function measureWithRetry(
  base: string,
  port: number,
  route: BudgetRoute,
  cpuSlowdown: number,
  throttling: Throttling = 'simulate',
): Promise<RouteResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(base, port, route, cpuSlowdown, throttling);
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stdout.write(`retrying ${route.label}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
}

/** A route's outcomes: the default mode, and when asked the low-end mode, simulated and applied. */
type RouteOutcomes = { standard: RouteOutcome; lowEnd?: RouteOutcome; applied?: RouteOutcome };

/**
 * A route in the default mode and, when asked, the low-end mode: each low-end run directly after
 * a default run, calibrated by that run's benchmark index (the host's load changes minute by minute),
 * and with BENCH_APPLIED the same slowdown applied directly after that.
 */
async function measureRoute(base: string, port: number, route: BudgetRoute): Promise<RouteOutcomes> {
  const standard: RouteResult[] = [];
  const slow: RouteResult[] = [];
  const real: RouteResult[] = [];
  const failed = (err: unknown) => ({ path: route.label, error: err instanceof Error ? err.message : String(err) });
  let error: { path: string; error: string } | undefined;
  try {
    for (let i = 0; i < runs; i++) {
      const run = await measureWithRetry(base, port, route, defaultCpuSlowdown);
      standard.push(run);
      if (!lowEnd) continue;
      const slowdown = lowEndCpuSlowdown(run.benchmarkIndex);
      slow.push(await measureWithRetry(base, port, route, slowdown));
      if (applied) real.push(await measureWithRetry(base, port, route, slowdown, 'devtools'));
    }
  } catch (err) {
    error = failed(err);
  }
  return {
    standard: standard.length ? median(standard) : (error ?? failed('no run')),
    ...(lowEnd ? { lowEnd: slow.length ? median(slow) : (error ?? failed('no run')) } : {}),
    ...(applied ? { applied: real.length ? median(real) : (error ?? failed('no run')) } : {}),
  };
}

function table(outcomes: RouteOutcome[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '| route | perf | FCP | LCP | TBT | CLS | start-up JS (KB gzip, files) | JS in the first 5 s (KB gzip, files) | budget | supabase-js (start-up / 5 s) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...outcomes.map((r) =>
      'error' in r
        ? `| ${r.path} | failed: ${r.error.replace(/\|/g, '/').slice(0, 120)} | | | | | | | | |`
        : `| ${r.path} | ${r.score} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ` +
          `${r.startupJsKbGzip.toFixed(1)} (${r.startupJsFiles}) | ${r.firstSecondsJsKbGzip.toFixed(1)} (${r.firstSecondsJsFiles}) | ` +
          `${r.budgetKb}${r.firstSecondsJsKbGzip > r.budgetKb ? ' OVER' : ''} | ` +
          `${r.supabaseAtStartup ? 'YES' : 'no'} / ${r.supabaseInFirstSeconds ? 'yes' : 'no'}${r.zodAtStartup ? ' (zod: YES)' : ''} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The low-end mode's table, and TBT per route in both modes against the 150 ms target, with each
 * route's traced long tasks (both modes' runs: the trace is the same kind) and the empty page's row.
 */
function lowEndReport(measured: RouteOutcomes[], floor?: RouteOutcomes): string {
  const slow = measured.flatMap((m) => (m.lowEnd ? [m.lowEnd] : []));
  const slowdowns = slow.flatMap((r) => ('error' in r ? [] : [r.cpuSlowdown]));
  const tbt = (o: RouteOutcome | undefined) =>
    !o || 'error' in o
      ? 'failed'
      : `${Math.round(o.tbtMs)} ms${o.tbtRangeMs ? ` (${o.tbtRangeMs.map(Math.round).join('-')})` : ''}`;
  const tasks = (...runs: (RouteOutcome | undefined)[]) =>
    runs
      .map((o) => (!o || 'error' in o ? '-' : o.longTasks ? `${o.longTasks} (${Math.round(o.longestTaskMs)} ms)` : '0'))
      .join(' · ');
  const over = (o: RouteOutcome | undefined) => (o && !('error' in o) && o.tbtMs > 150 ? ' OVER' : '');
  const row = (label: string, { standard, lowEnd: low, applied: lowApplied }: RouteOutcomes) =>
    `| ${label} | ${tbt(standard)} | ${tbt(low)}${over(low)} | ` +
    (applied ? `${tbt(lowApplied)}${over(lowApplied)} | ` : '') +
    `${tasks(standard, low)} |`;
  const rows = measured.map((m) => row(m.standard.path, m));
  if (floor) rows.push(row('an empty page (no script: the host and browser alone)', floor));
  return (
    `Low-end phone: CPU slowdown ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x (host benchmark index / ${lowEndPhoneIndex}), ` +
    `${runs} run(s) per route, median by score:\n\n${table(slow)}\n\n` +
    'Total Blocking Time per route (target ≤ 150 ms on a low-end phone; with several runs, the lowest and highest in ' +
    "brackets), and the page's tasks of 10 ms or more " +
    'after its first paint as traced, unthrottled (count, longest; default run · low-end run):\n\n' +
    (applied
      ? `| route | default (4x) | low-end phone | low-end, applied | traced tasks ≥ 10 ms after FCP |\n|---|---:|---:|---:|---|\n`
      : `| route | default (4x) | low-end phone | traced tasks ≥ 10 ms after FCP |\n|---|---:|---:|---|\n`) +
    rows.join('\n')
  );
}

/** An empty page served from memory on loopback: the blocking time the host and browser make alone. */
async function measureFloor(port: number): Promise<RouteOutcomes> {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Empty</title></head><body><h1>An empty page</h1><p>No script, no style.</p></body></html>';
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port: floorPort } = server.address() as AddressInfo;
    return await measureRoute(`http://127.0.0.1:${floorPort}`, port, {
      label: 'empty page',
      path: '/',
      kind: 'marketing',
    });
  } finally {
    server.close();
  }
}

/** The routes to measure (js-budget.ts seeds a user and a post on the server), or those asked for. */
async function routes(base: string): Promise<BudgetRoute[]> {
  const all = await budgetRoutes(base);
  return paths.length ? all.filter((r) => paths.includes(r.label)) : all;
}

async function main() {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  if (!external) ensureBuild();
  const server = external
    ? { url: external, stop: async () => null }
    : await startServerProcess({ LOG_LEVEL: 'warn', RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
  const measured: RouteOutcomes[] = [];
  let floor: RouteOutcomes | undefined;
  try {
    for (const route of await routes(server.url)) {
      const outcomes = await measureRoute(server.url, chrome.port, route);
      measured.push(outcomes);
      const { standard, lowEnd: slow, applied: real } = outcomes;
      const score = (o: RouteOutcome) => ('error' in o ? 'failed' : `${o.score} (TBT ${Math.round(o.tbtMs)} ms)`);
      process.stdout.write(
        `measured ${route.label}: ${score(standard)}${slow ? `; low-end phone ${score(slow)}` : ''}` +
          `${real ? `; applied ${score(real)}` : ''}\n`,
      );
    }
    if (lowEnd && measured.length) floor = await measureFloor(chrome.port);
  } finally {
    chrome.kill();
    await server.stop();
  }
  const results = measured.map((m) => m.standard);
  const lowEndResults = measured.flatMap((m) => (m.lowEnd ? [m.lowEnd] : []));
  const appliedResults = measured.flatMap((m) => (m.applied ? [m.applied] : []));
  // What makes up a route over its budget, so the table says where to cut.
  const over = results.flatMap((r) => ('error' in r || r.firstSecondsJsKbGzip <= r.budgetKb ? [] : [r]));
  const breakdown = over
    .map(
      (r) =>
        `${r.path} over budget, its first 5 s of scripts (KB gzip): ` +
        r.firstSecondsScripts.map((s) => `${s.path.replace(/^\/assets\//, '')} ${s.kbGzip.toFixed(1)}`).join(', '),
    )
    .join('\n');
  const indexes = results.flatMap((r) => ('error' in r ? [] : [Math.round(r.benchmarkIndex)]));
  process.stdout.write(
    `\nLighthouse (mobile), ${runs} run(s) per route, median by score:\n\n${table(results)}\n\n` +
      `Targets: performance 100 (FCP ≤ 1.05 s, LCP ≤ 1.5 s, TBT ≤ 60 ms, CLS ≤ 0.03); JS in the first 5 s ≤ ${budgetKb.marketing} KB gzip on ` +
      `marketing pages, ≤ ${budgetKb.blog} KB on blog and account pages; no supabase-js at start-up on marketing pages.\n` +
      `Host benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (Lighthouse slows the CPU 4x on top; a busy host lowers every score).\n` +
      (breakdown ? `\n${breakdown}\n` : '') +
      (lowEndResults.length ? `\n${lowEndReport(measured, floor)}\n` : ''),
  );
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs, results, lowEndResults, appliedResults, emptyPage: floor }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:web failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
