/**
 * The 10k mode of `npm run bench:load` (`-- --posts 10000 [--comments 100000] [--readers 20]
 * [--duration 30] [--think 1000,0] [--page-cache both|on|off]`): the blog at a hundred times its size,
 * read by anonymous visitors.
 *
 * Starts the production server on a temporary DATA_DIR (or a throwaway PostgreSQL database),
 * fills it with `npm run seed` exactly as an operator would (through the running server's admin
 * endpoint on the embedded database; directly with DATABASE_URL), then runs `--readers` loops
 * over loopback for `--duration` seconds, each one request at a time, choosing at random among:
 * a listing page (any page; a third of them a category's page), a search (one of a dozen words,
 * sometimes with a category and a later page), and a post page (a sample of the posts). `--think`
 * lists the pauses to run with, each a run of its own: readers pause about that long (±50 %)
 * between pages. The default, `1000,0`: readers who read a page a second (brisk for a person,
 * still 20 pages/s), then readers who never pause, which saturates the server (latency then
 * measures its throughput: 20 requests always in flight on one process). The machine's load
 * average is printed beside the figures: on a shared machine it says how much of the CPU the run
 * had. Prints p50/p95/max per route, bytes per page (uncompressed, and gzip as sent), the share of
 * pages the server's page cache answered (ADR 018), and checks the targets per run: listing (with
 * and without a category) and search p95 ≤ 150 ms, ≤ 100 KB per listing page as sent.
 *
 * `--page-cache both` (the default) reads the same seeded blog twice, first from a server with
 * the page cache off (`PAGE_CACHE_SECONDS=0`), then from one with it on, so the two rows of an
 * engine are taken minutes apart under the same machine load; `on` or `off` runs one of them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Agent, get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { builtinPublishableKey } from '../server/site/handler.ts';
import { nodeBin, root, startServerProcess } from '../tests/setup/server-process.ts';
import { markdownTable, saveResults, sleep, throwawayDatabase } from './bench-support.ts';
import { blogCategories } from '../rules/blog-categories.ts';

export type PageCacheMode = 'both' | 'on' | 'off';
export type ScaleOptions = {
  posts: number;
  comments: number;
  readers: number;
  duration: number;
  /** Each reader's average pause between pages, ms: one run per value (0 saturates the server). */
  think: number[];
  pageCache: PageCacheMode;
};

const routeNames = ['listing page', 'category page', 'search', 'post page'] as const;
type RouteName = (typeof routeNames)[number];
type Sample = { ms: number; bytes: number; gzipBytes: number; status: number; cached: boolean };
type RouteFigures = {
  route: RouteName;
  requests: number;
  errors: number;
  /** Share of the answers the page cache gave (`X-Cache: hit` or `shared`). */
  cached: number;
  p50: number;
  p95: number;
  max: number;
  bytesAvg: number;
  bytesMax: number;
  gzipAvg: number;
  gzipMax: number;
};
type ScaleRun = {
  engine: string;
  pageCache: 'on' | 'off';
  think: number;
  seedSeconds: number;
  rps: number;
  load: string;
  routes: RouteFigures[];
};

const categories = blogCategories;
const words = [
  'lab',
  'jaipur',
  'data',
  'teacher',
  'AI tutors',
  'rural',
  'Sharma',
  'design',
  'safety',
  'Class 8',
  'VR',
  'xyzzy',
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

async function seedVia(env: Record<string, string>, options: ScaleOptions): Promise<number> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    nodeBin,
    ['scripts/seed.ts', '--posts', String(options.posts), '--comments', String(options.comments), '--seed', '42'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, maxBuffer: 1 << 20 },
  );
  process.stdout.write(`${stdout.trimEnd().replace(/^/gm, '  seed: ')}\n`);
  return (performance.now() - started) / 1000;
}

async function postSample(url: string, total: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const offset = Math.floor((i / 5) * Math.max(0, total - 40));
    const res = await fetch(`${url}/rest/v1/blog_post_cards?select=id&order=date.desc&limit=40&offset=${offset}`, {
      headers: { apikey: builtinPublishableKey },
    });
    ids.push(...((await res.json()) as { id: string }[]).map((r) => r.id));
  }
  return ids;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

function nextRequest(pages: number, posts: string[]): { route: RouteName; path: string } {
  const roll = Math.random();
  if (roll < 0.4) {
    const params = new URLSearchParams();
    if (Math.random() < 0.33) params.set('category', pick(categories));
    const last = params.has('category') ? Math.ceil(pages / 6) : pages;
    const page = Math.random() < 0.5 ? 1 + Math.floor(Math.random() * 5) : 1 + Math.floor(Math.random() * last);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return {
      route: params.has('category') ? 'category page' : 'listing page',
      path: query ? `/blog?${query}` : '/blog',
    };
  }
  if (roll < 0.7) {
    const params = new URLSearchParams({ q: pick(words) });
    if (Math.random() < 0.33) params.set('category', pick(categories));
    if (Math.random() < 0.3) params.set('page', String(2 + Math.floor(Math.random() * 5)));
    return { route: 'search', path: `/blog?${params}` };
  }
  return { route: 'post page', path: `/blog/${pick(posts)}` };
}

/** One GET over a kept-alive connection, its body as it came over the wire. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function getRaw(target: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(target, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function readLoop(
  url: string,
  pages: number,
  posts: string[],
  until: number,
  out: Map<RouteName, Sample[]>,
  think = 0,
) {
  while (performance.now() < until) {
    // A reader reads: a pause of `think` ms (±50 %) between pages; 0 sends the next request at once.
    if (think > 0) await sleep(think * (0.5 + Math.random()));
    const { route, path: target } = nextRequest(pages, posts);
    const started = performance.now();
    let status = 0;
    let bytes = 0;
    let gzipBytes = 0;
    let cached = false;
    let ms: number;
    try {
      // The body as sent (gzip, counted as is) and as the browser gets it (inflated here): no
      // compressing on the client's side, which shares the machine's cores with the server.
      const res = await getRaw(`${url}${target}`);
      ms = performance.now() - started;
      status = res.status;
      cached = ['hit', 'shared'].includes(res.headers['x-cache']?.toString() ?? '');
      const gzipped = res.headers['content-encoding'] === 'gzip';
      gzipBytes = gzipped ? res.body.byteLength : 0;
      bytes = gzipped ? gunzipSync(res.body).byteLength : res.body.byteLength;
    } catch {
      ms = performance.now() - started;
    }
    const list = out.get(route) ?? [];
    list.push({ ms, bytes, gzipBytes, status, cached });
    out.set(route, list);
  }
}

/** Seeds a fresh blog, then reads it from a server with the page cache off and/or on. */
async function scaleRuns(engine: string, env: Record<string, string>, options: ScaleOptions): Promise<ScaleRun[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const modes: ('on' | 'off')[] = options.pageCache === 'both' ? ['off', 'on'] : [options.pageCache];
  const runs: ScaleRun[] = [];
  let seedSeconds = 0;
  let posts: string[] = [];
  try {
    for (const [i, mode] of modes.entries()) {
      const serverEnv = {
        RATE_LIMITS: 'false',
        LOG_LEVEL: 'error',
        ...env,
        PAGE_CACHE_SECONDS: mode === 'on' ? '60' : '0',
      };
      const server = await startServerProcess(serverEnv, dataDir);
      try {
        if (i === 0) {
          console.log(
            `bench:load (10k mode): ${engine}, seeding ${options.posts} posts and ${options.comments} comments`,
          );
          seedSeconds = await seedVia({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? '' }, options);
          // Once, from the server that seeded: the same posts for both runs.
          posts = await postSample(server.url, options.posts);
        }
        for (const think of options.think) {
          console.log(
            `bench:load (10k mode): ${engine}, page cache ${mode}, ${options.readers} readers pausing ${think} ms for ${options.duration} s`,
          );
          runs.push({
            ...(await readRun(server.url, posts, options, think)),
            engine,
            pageCache: mode,
            think,
            seedSeconds,
          });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}

async function readRun(
  url: string,
  posts: string[],
  options: ScaleOptions,
  think: number,
): Promise<Pick<ScaleRun, 'rps' | 'load' | 'routes'>> {
  const pages = Math.ceil(options.posts / 6);
  // Warm-up: a few seconds at a quarter of the readers.
  await Promise.all(
    Array.from({ length: Math.max(1, options.readers >> 2) }, () =>
      readLoop(url, pages, posts, performance.now() + 3000, new Map()),
    ),
  );
  const samples = new Map<RouteName, Sample[]>();
  const started = performance.now();
  const until = started + options.duration * 1000;
  const loadBefore = loadavg()[0]!;
  await Promise.all(Array.from({ length: options.readers }, () => readLoop(url, pages, posts, until, samples, think)));
  const elapsed = (performance.now() - started) / 1000;
  const load = `${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  const routes: RouteFigures[] = routeNames.map((route) => {
    const list = samples.get(route) ?? [];
    const ok = list.filter((s) => s.status === 200);
    const ms = ok.map((s) => s.ms).sort((a, b) => a - b);
    const gz = ok.filter((s) => s.gzipBytes > 0).map((s) => s.gzipBytes);
    return {
      route,
      requests: list.length,
      errors: list.length - ok.length,
      cached: ok.filter((s) => s.cached).length / Math.max(1, ok.length),
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: ms.at(-1) ?? Number.NaN,
      bytesAvg: ok.reduce((n, s) => n + s.bytes, 0) / Math.max(1, ok.length),
      bytesMax: Math.max(0, ...ok.map((s) => s.bytes)),
      gzipAvg: gz.length ? gz.reduce((a, b) => a + b, 0) / gz.length : Number.NaN,
      gzipMax: gz.length ? Math.max(...gz) : Number.NaN,
    };
  });
  const total = routes.reduce((n, r) => n + r.requests, 0);
  return { rps: total / elapsed, load, routes };
}

function table(runs: ScaleRun[], options: ScaleOptions): string {
  const kb = (n: number) => (Number.isNaN(n) ? '–' : (n / 1024).toFixed(1));
  const routes = runs.flatMap((run) =>
    run.routes.map(
      (r) =>
        `${run.engine} | ${run.pageCache} | ${run.think} | ${r.route} | ${r.requests} | ${r.errors} | ${(r.cached * 100).toFixed(0)} % | ` +
        `${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ` +
        `${r.max.toFixed(0)} | ${kb(r.bytesAvg)} | ${kb(r.bytesMax)} | ${kb(r.gzipAvg)} | ${kb(r.gzipMax)}`,
    ),
  );
  const targets = runs.map((run) => {
    const plain = run.routes.find((r) => r.route === 'listing page')!;
    const category = run.routes.find((r) => r.route === 'category page')!;
    const listing = plain.p95 >= category.p95 ? plain : category;
    const search = run.routes.find((r) => r.route === 'search')!;
    // A page as sent: the server gzips every page (the uncompressed HTML carries the site's
    // stylesheet inline, 54 KB, ADR 025).
    const biggest = Math.max(plain.gzipMax, category.gzipMax, search.gzipMax);
    const met = (ok: boolean, figure: string) => `${ok ? 'MET' : 'NOT MET'} (${figure})`;
    return (
      `${run.engine} | ${run.pageCache} | ${run.think} | ${run.seedSeconds.toFixed(0)} | ${run.rps.toFixed(0)} | ${run.load} | ${met(listing.p95 <= 150, `${listing.p95.toFixed(0)} ms`)} | ` +
      `${met(search.p95 <= 150, `${search.p95.toFixed(0)} ms`)} | ${met(biggest <= 100 * 1024, `${kb(biggest)} KB`)}`
    );
  });
  return [
    `## bench:load, 10k mode (${options.posts} posts, ${options.comments} comments, ${options.readers} anonymous readers, ` +
      `${options.duration} s per run, loopback; "pause": a reader's average pause between pages, 0 = none, the server saturated)`,
    '',
    ...markdownTable(
      'engine | page cache | pause ms | route | requests | errors | from cache | p50 ms | p95 ms | max ms | KB/page avg | KB/page max | KB/page gzip avg | KB/page gzip max',
      'llrlrrrrrrrrrr',
      routes,
    ),
    '',
    ...markdownTable(
      'engine | page cache | pause ms | seed s | req/s | load average | listing p95 ≤ 150 ms (with category) | search p95 ≤ 150 ms | listing page ≤ 100 KB as sent',
      'llrrrllll',
      targets,
    ),
  ].join('\n');
}

/**
 * Runs the 10k mode on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set; prints whether
 * each target was met. True when no request failed (what `--strict` checks).
 */
export async function benchAtScale(options: ScaleOptions): Promise<boolean> {
  const runs: ScaleRun[] = [];
  runs.push(...(await scaleRuns('pglite', {}, options)));
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const db = await throwawayDatabase(pgUrl, 'bench_scale');
    try {
      runs.push(...(await scaleRuns('postgres', { DATABASE_URL: db.url }, options)));
    } finally {
      await db.drop();
    }
  }
  const markdown = table(runs, options);
  console.log(`\n${markdown}\n`);
  saveResults('load-scale', markdown, runs);
  return runs.every((run) => run.routes.every((r) => r.errors === 0 && r.requests > 0));
}
