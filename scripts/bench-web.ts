/**
 * `npm run bench:web`: Lighthouse (default mobile settings: simulated slow 4G and a 4x slower
 * CPU) on the production build, served by the real server on a free port with a temporary
 * DATA_DIR, driving the system Chromium. For each marketing route it prints the performance
 * score, FCP, LCP, TBT, CLS, the JavaScript loaded to start the page (before the load event or
 * hydration, whichever is later; KB gzip) and whether
 * supabase-js is part of it. Targets: ../shared/reference/targets.md.
 *
 *   npm run bench:web                 every prerendered marketing route
 *   npm run bench:web -- / /careers   only these paths
 *   BENCH_RUNS=3 npm run bench:web    median of three runs per route (by performance score)
 *   BENCH_URL=http://host:port npm run bench:web   measure a server that is already running
 *
 * Results are also written to bench-results/web.json. The script reports; it does not judge, and
 * exits 0 unless it could not measure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prerenderPaths } from '../app/lib/prerender-paths.ts';
import { hydratedMark } from '../rules/html-page.ts';
import { root, startServerProcess } from '../tests/setup/server-process.ts';
import { ensureBuild } from './ensure-build.ts';

type NetworkItem = { url: string; resourceType?: string; networkEndTime?: number; transferSize?: number };

export type RouteResult = {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  startupJsKbGzip: number;
  startupJsFiles: number;
  supabaseAtStartup: boolean;
  zodAtStartup: boolean;
  /** Lighthouse's measure of this machine's speed during the run (a mid-range phone is ~500-1000 after 4x slowdown). */
  benchmarkIndex: number;
};

type RouteOutcome = RouteResult | { path: string; error: string };

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Markers only the supabase-js bundle (auth, PostgREST, realtime clients) contains. */
const supabaseMarkers = /GoTrueClient|PostgrestClient|RealtimeClient|supabase-js/;
const zodMarkers = /ZodError|\$ZodType/;

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
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

async function measure(url: string, port: number, pathname: string): Promise<RouteResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = await startupScripts(lhr);
  let gzipBytes = 0;
  let supabase = false;
  let zod = false;
  for (const script of scripts) {
    const body = await (await fetch(script.url)).text();
    gzipBytes += gzipSync(body).length;
    supabase ||= supabaseMarkers.test(body);
    zod ||= zodMarkers.test(body);
  }
  return {
    path: pathname,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    startupJsKbGzip: gzipBytes / 1024,
    startupJsFiles: scripts.length,
    supabaseAtStartup: supabase,
    zodAtStartup: zod,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(results: RouteResult[]): RouteResult {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as RouteResult;
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try again twice. */
async function measureWithRetry(url: string, port: number, pathname: string): Promise<RouteResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, pathname);
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stdout.write(`retrying ${pathname}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
}

async function measureRoute(base: string, port: number, pathname: string): Promise<RouteOutcome> {
  const attempts: RouteResult[] = [];
  try {
    for (let i = 0; i < runs; i++) attempts.push(await measureWithRetry(`${base}${pathname}`, port, pathname));
  } catch (err) {
    if (!attempts.length) return { path: pathname, error: err instanceof Error ? err.message : String(err) };
  }
  return median(attempts);
}

function table(outcomes: RouteOutcome[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '| route | perf | FCP | LCP | TBT | CLS | start-up JS (KB gzip) | files | supabase-js at start-up |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...outcomes.map((r) =>
      'error' in r
        ? `| ${r.path} | failed: ${r.error.replace(/\|/g, '/').slice(0, 120)} | | | | | | | |`
        : `| ${r.path} | ${r.score} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.startupJsKbGzip.toFixed(1)} | ${r.startupJsFiles} | ${r.supabaseAtStartup ? 'YES' : 'no'}${r.zodAtStartup ? ' (zod: YES)' : ''} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  if (!external) ensureBuild();
  const server = external
    ? { url: external, stop: async () => null }
    : await startServerProcess({ LOG_LEVEL: 'warn', RATE_LIMITS: 'false' });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
  const results: RouteOutcome[] = [];
  try {
    for (const pathname of paths.length ? paths : prerenderPaths) {
      const outcome = await measureRoute(server.url, chrome.port, pathname);
      results.push(outcome);
      process.stdout.write(`measured ${pathname}: ${'error' in outcome ? 'failed' : outcome.score}\n`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const indexes = results.flatMap((r) => ('error' in r ? [] : [Math.round(r.benchmarkIndex)]));
  process.stdout.write(
    `\nLighthouse (mobile), ${runs} run(s) per route, median by score:\n\n${table(results)}\n\n` +
      'Targets: performance 100 (FCP ≤ 1.05 s, LCP ≤ 1.5 s, TBT ≤ 60 ms, CLS ≤ 0.03), start-up JS ≤ 120 KB gzip, ' +
      'no supabase-js at start-up.\n' +
      `Host benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (Lighthouse slows the CPU 4x on top; a busy host lowers every score).\n`,
  );
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:web failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
