/**
 * `npm run bench:abuse`: availability under a hostile client (issue 17, ADR 019).
 *
 * Starts the real production server (`node server/index.ts`) with a temporary DATA_DIR on the
 * embedded PGlite and, with TEST_DATABASE_URL set, on a throwaway PostgreSQL database. Seeds a
 * few hundred large published posts (about 150 KB of HTML each) written straight into the
 * database, then measures sign-in (`signInWithPassword`, one at a time, every 200 ms) and
 * `/healthz` (every 100 ms) on loopback:
 *
 *   idle          nothing else runs;
 *   one address   10 parallel anonymous streams send the most expensive reads /rest/v1 accepts
 *                 (wildcard `imatch`/`ilike` over every body with `count=exact` and an order on
 *                 the body, 1000 whole posts, a 100-condition `or=` tree 8 levels deep), as fast
 *                 as they are answered, all from one address (the server's defaults);
 *   ten addresses the same with REST_CONCURRENCY_PER_IP=10: every stream in flight at once, as
 *                 ten clients on ten addresses would be;
 *   search        4 anonymous streams of site searches, each query new (misspelt words, so the
 *                 trigram fallback runs, and never a cached answer), the path spelt every way the
 *                 site answers (`/search?q=`, `/SEARCH.data?q=`, `/Search/?q=`, `/api/search?q=`);
 *   image widths  4 streams asking for an uploaded 1600×1000 picture at a new width each time
 *                 (`/storage/v1/render/image/public/…?width=N`).
 * The search and image phases run with RATE_LIMITS=false, as the others do: what holds sign-in
 * up there is the statement budgets and the image pool, not the per-address limits (issue #26).
 *
 * The hostile streams run on a thread of their own, so that receiving their responses never
 * delays the probes' timers. Prints p50/p95/max per phase, the hostile requests by status, and the verdict against the
 * targets (sign-in p95 < 1 s, /healthz p95 < 200 ms). A benchmark: exits 0 unless the run itself
 * broke (`--strict` also fails when a target is missed).
 *
 *   npm run bench:abuse -- [--seconds 20] [--posts 300] [--streams 10] [--engines pglite,postgres] [--strict]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../server/db/open.ts';
import { builtinPublishableKey } from '../server/site/handler.ts';
import { startServerProcess, type ServerProcess } from '../tests/setup/server-process.ts';
import { ensureBuild } from './ensure-build.ts';
import { benchPassword, saveResults, signedUpClient, sleep, supabaseFor, throwawayDatabase } from './bench-support.ts';
import { blogCategories } from '../rules/blog-categories.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    posts: { type: 'string', default: '300' },
    streams: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'pglite,postgres' },
    // Which of the hostile reads to send (indices into hostileQueries), for diagnosis.
    queries: { type: 'string', default: '0,1,2,3' },
    strict: { type: 'boolean', default: false },
    // Which phases to run: rest (idle, one address, ten addresses), search, images.
    phases: { type: 'string', default: 'rest,search,images' },
  },
});
const phaseKinds = new Set(args.phases.split(','));
const sideStreams = 4;
const seconds = Math.min(120, Math.max(3, Number(args.seconds) || 20));
const postCount = Math.min(2000, Math.max(10, Number(args.posts) || 300));
const streams = Math.min(50, Math.max(1, Number(args.streams) || 10));
const targets = { signInP95Ms: 1000, healthzP95Ms: 200 };

// LOG_LEVEL=info: the server logs each request's own time, read back for sign-in (`/auth/v1/token`).
const baseEnv = {
  AUTH_AUTOCONFIRM: 'true',
  RATE_LIMITS: 'false',
  LOG_LEVEL: 'info',
  // Settings to try (e.g. BENCH_ABUSE_ENV='REST_TIMEOUT_EMBEDDED_MS=200'), passed to the server.
  ...Object.fromEntries(
    (process.env.BENCH_ABUSE_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  ),
};

// ---- the seed ----------------------------------------------------------------------------------

const words =
  'learning classroom teacher student curriculum assessment digital inclusion analytics design future skills reality virtual augmented practice feedback rubric cohort mentor project inquiry literacy numeracy rural school district evidence pilot scale'.split(
    ' ',
  );

/** About `bytes` of paragraphs of varied words (so compression does not shrink it away). */
function bodyOf(bytes: number, seed: number): string {
  let rnd = seed * 2654435761;
  const next = () => ((rnd = (rnd * 1103515245 + 12345) >>> 0) % 1_000_003) / 1_000_003;
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const sentence = Array.from({ length: 60 }, () => words[Math.floor(next() * words.length)]).join(' ');
    const p = `<p>${sentence} ${Math.floor(next() * 1e9).toString(36)}.</p>`;
    parts.push(p);
    size += p.length;
  }
  return parts.join('');
}

const categories = blogCategories;

async function seed(config: { databaseUrl?: string; dataDir: string }, authorId: string): Promise<number> {
  const db = await openDatabase({ ...config, poolMax: 2, applicationName: 'bench-abuse-seed' });
  try {
    let bytes = 0;
    for (let i = 0; i < postCount; i += 10) {
      const rows = Array.from({ length: Math.min(10, postCount - i) }, (_, j) => {
        const n = i + j;
        const content = bodyOf(150_000, n + 1);
        bytes += content.length;
        return {
          title: `Field notes ${n}`,
          excerpt: `What we learnt in week ${n}`,
          content,
          category: categories[n % 6],
        };
      });
      await db.query(
        `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name)
         select r.title, r.excerpt, r.content, r.category, true, $2, 'Bench Author'
         from json_to_recordset($1::json) as r(title text, excerpt text, content text, category text)`,
        [JSON.stringify(rows), authorId],
      );
    }
    return bytes;
  } finally {
    await db.close();
  }
}

/** A 1600×1000 gradient PNG: what a phone-sized cover weighs. */
async function benchPicture(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="800" cy="500" r="330" fill="#0f766e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---- the hostile streams -----------------------------------------------------------------------

/** An `or=` tree 8 levels deep with 96 wildcard conditions on the bodies (the caps allow it). */
function deepTree(): string {
  let tree = '';
  for (let level = 8; level >= 1; level--) {
    const conds = Array.from({ length: 12 }, (_, i) => `content.ilike.*q${level}x${i}z*`).join(',');
    tree = level === 8 ? `or(${conds})` : `${level % 2 ? 'or' : 'and'}(${conds},${tree})`;
  }
  return tree.replace(/^or/, '');
}

const hostileQueries: { path: string; count: boolean }[] = [
  {
    path: `blog_posts?select=*&content=imatch.${encodeURIComponent('(a|e|i|o|u)+z.*q.*x.*j')}&order=content.desc`,
    count: true,
  },
  { path: 'blog_posts?select=*&limit=1000', count: true },
  { path: `blog_posts?select=id&or=${encodeURIComponent(deepTree())}`, count: true },
  { path: `blog_posts?select=content&content=ilike.${encodeURIComponent('*q*z*x*')}&order=content.asc`, count: true },
];

type Tally = { requests: number; byStatus: Map<number, number>; bytes: number; errors: number };

type AttackKind = { kind: 'rest' } | { kind: 'search' } | { kind: 'images'; imageUrl: string };

const searchSpellings = ['/search?q=', '/SEARCH.data?q=', '/Search/?q=', '/api/search?q='];
const misspelt = ['adaptve', 'virtul', 'clasroom', 'studnts', 'teachr', 'curriculm', 'asessment', 'literasy'];

/** The path of the i-th request of a search or image stream: never the same twice. */
function sidePath(attack: AttackKind, stream: number, i: number): string {
  if (attack.kind === 'images') {
    // A new width each time (1…2500), so every request is a render not yet kept.
    const width = 1 + ((stream * 7919 + i * 104729) % 2500);
    return `${attack.imageUrl}?width=${width}`;
  }
  const words = [0, 1, 2].map((k) => misspelt[(stream + i + k * 3) % misspelt.length]).join(' ');
  return `${searchSpellings[(stream + i) % searchSpellings.length]}${encodeURIComponent(`${words} ${stream}x${i}`)}`;
}

/**
 * Sends `request(i)` for i = from, from + 1, … until `stop()`, counting each answer in `tally`.
 * Told 429, or on a network error, a stream tries again after 50 ms (not the 1 s Retry-After asks for).
 */
async function requestStream(
  request: (i: number) => Promise<Response>,
  stop: () => boolean,
  tally: Tally,
  from = 0,
): Promise<void> {
  for (let i = from; !stop(); i++) {
    try {
      const res = await request(i);
      const body = await res.arrayBuffer();
      tally.requests++;
      tally.bytes += body.byteLength;
      tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
      if (res.status === 429) await sleep(50);
    } catch {
      tally.errors++;
      await sleep(50);
    }
  }
}

type TallyMessage = { requests: number; byStatus: [number, number][]; bytes: number; errors: number };

/** The hostile streams on their own thread; `stop()` ends them and returns what they did. */
function startAttack(url: string, attack: AttackKind = { kind: 'rest' }): { stop(): Promise<Tally> } {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { url, streams, attack, queries: args.queries.split(',').map((i) => hostileQueries[Number(i)]!) },
  });
  const done = new Promise<Tally>((resolve, reject) => {
    worker.once('message', (m: TallyMessage) => resolve({ ...m, byStatus: new Map(m.byStatus) }));
    worker.once('error', reject);
  });
  return {
    stop() {
      worker.postMessage('stop');
      return done;
    },
  };
}

async function attackThread(): Promise<void> {
  const {
    url,
    streams: count,
    queries,
    attack,
  } = workerData as {
    url: string;
    streams: number;
    queries: typeof hostileQueries;
    attack: AttackKind;
  };
  let stopped = false;
  parentPort!.once('message', () => (stopped = true));
  const tally: Tally = { requests: 0, byStatus: new Map(), bytes: 0, errors: 0 };
  if (attack.kind === 'rest') {
    await Promise.all(
      Array.from({ length: count }, (_, offset) =>
        requestStream(
          (i) => {
            const q = queries[i % queries.length]!;
            return fetch(`${url}/rest/v1/${q.path}`, {
              headers: { apikey: builtinPublishableKey, ...(q.count ? { Prefer: 'count=exact' } : {}) },
            });
          },
          () => stopped,
          tally,
          offset,
        ),
      ),
    );
  } else {
    await Promise.all(
      Array.from({ length: sideStreams }, (_, stream) =>
        requestStream(
          (i) => fetch(`${url}${sidePath(attack, stream, i)}`),
          () => stopped,
          tally,
        ),
      ),
    );
  }
  parentPort!.postMessage({ ...tally, byStatus: [...tally.byStatus] } satisfies TallyMessage);
  parentPort!.close();
}

// ---- the probes --------------------------------------------------------------------------------

type Stats = { n: number; failed: number; p50: number; p95: number; max: number };

function stats(samples: number[], failed: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { n: sorted.length, failed, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

async function probe(every: number, stop: () => boolean, once: () => Promise<boolean>) {
  const samples: number[] = [];
  let failed = 0;
  while (!stop()) {
    const t0 = performance.now();
    const ok = await once().catch(() => false);
    const ms = performance.now() - t0;
    if (ok) samples.push(ms);
    else failed++;
    await sleep(Math.max(0, every - ms));
  }
  return stats(samples, failed);
}

type Phase = {
  engine: string;
  phase: string;
  signIn: Stats;
  /** The sign-ins' time inside the server (its request log), without the client's side. */
  signInServer: Stats;
  healthz: Stats;
  /** The machine's 1-minute load average at the end of the phase (other work competes for the cores). */
  load: number;
  hostile: { requests: number; byStatus: Record<string, number>; mb: number; errors: number } | null;
};

async function measure(
  server: ServerProcess,
  engine: string,
  phase: string,
  email: string,
  hostile: boolean,
  attack: AttackKind = { kind: 'rest' },
): Promise<Phase> {
  let stopped = false;
  const stop = () => stopped;
  const logFrom = server.output().length;
  const attackers = hostile ? startAttack(server.url, attack) : undefined;
  // Let the streams reach the database before measuring.
  if (hostile) await sleep(1000);
  const signIn = probe(200, stop, async () => {
    const { error } = await supabaseFor(server.url).auth.signInWithPassword({ email, password: benchPassword });
    return !error;
  });
  const healthz = probe(100, stop, async () => (await fetch(`${server.url}/healthz`)).ok);
  await sleep(seconds * 1000);
  stopped = true;
  const [s, h] = await Promise.all([signIn, healthz]);
  const tally = await attackers?.stop();
  const serverMs = server
    .output()
    .slice(logFrom)
    .split('\n')
    .filter((line) => line.includes('"path":"/auth/v1/token"'))
    .map((line) => Number((JSON.parse(line) as { ms: number }).ms));
  return {
    engine,
    phase,
    signIn: s,
    signInServer: stats(serverMs, 0),
    load: Math.round(loadavg()[0]! * 10) / 10,
    healthz: h,
    hostile: tally
      ? {
          requests: tally.requests,
          byStatus: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
          mb: Math.round(tally.bytes / 1e5) / 10,
          errors: tally.errors,
        }
      : null,
  };
}

async function engineRun(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<Phase[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-abuse-'));
  const dbEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const email = `abuse-${Date.now().toString(36)}@example.test`;
  const phases: Phase[] = [];
  try {
    // Sign up the author through the server, then write the posts straight into the database.
    let server = await startServerProcess({ ...baseEnv, ...dbEnv }, dataDir);
    const author = await signedUpClient(server.url, email, 'Bench Author');
    const authorId = (await author.auth.getUser()).data.user!.id;
    // The picture the image streams ask for at every width.
    const imageKey = `blog-images/bench-${Date.now().toString(36)}.png`;
    const upload = await author.storage.from('images').upload(imageKey, await benchPicture(), {
      contentType: 'image/png',
    });
    if (upload.error) throw new Error(`upload failed: ${upload.error.message}`);
    const imageUrl = `/storage/v1/render/image/public/images/${imageKey}`;
    await server.stop();
    const t0 = Date.now();
    const bytes = await seed({ databaseUrl, dataDir }, authorId);
    process.stdout.write(
      `${engine}: seeded ${postCount} posts, ${(bytes / 1e6).toFixed(0)} MB of HTML, in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
    );

    // The server's own per-address cap (the test harness raises it unless told otherwise).
    server = await startServerProcess({ ...baseEnv, ...dbEnv, REST_CONCURRENCY_PER_IP: '' }, dataDir);
    try {
      phases.push(await measure(server, engine, 'idle', email, false));
      if (phaseKinds.has('rest'))
        phases.push(await measure(server, engine, `${streams} streams, one address`, email, true));
      if (phaseKinds.has('search'))
        phases.push(
          await measure(server, engine, `${sideStreams} search streams, any spelling`, email, true, { kind: 'search' }),
        );
      if (phaseKinds.has('images'))
        phases.push(
          await measure(server, engine, `${sideStreams} streams of new image widths`, email, true, {
            kind: 'images',
            imageUrl,
          }),
        );
    } finally {
      await server.stop();
    }
    if (phaseKinds.has('rest')) {
      server = await startServerProcess({ ...baseEnv, ...dbEnv, REST_CONCURRENCY_PER_IP: String(streams) }, dataDir);
      try {
        phases.push(await measure(server, engine, `${streams} streams, as ${streams} addresses`, email, true));
      } finally {
        await server.stop();
      }
    }
    return phases;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (s: Stats) =>
  `${s.p50.toFixed(0)} / ${s.p95.toFixed(0)} / ${s.max.toFixed(0)} (${s.n}${s.failed ? `, ${s.failed} failed` : ''})`;
const meets = (p: Phase) =>
  p.signIn.p95 < targets.signInP95Ms &&
  p.healthz.p95 < targets.healthzP95Ms &&
  p.signIn.failed === 0 &&
  p.healthz.failed === 0;

async function main(): Promise<void> {
  ensureBuild();
  const engines = new Set(args.engines.split(','));
  const all: Phase[] = [];
  if (engines.has('pglite')) all.push(...(await engineRun('pglite')));
  const pgUrl = engines.has('postgres') ? process.env.TEST_DATABASE_URL : undefined;
  if (pgUrl) {
    const db = await throwawayDatabase(pgUrl, 'bench_abuse');
    try {
      all.push(...(await engineRun('postgres', db.url)));
    } finally {
      await db.drop();
    }
  }

  const lines = [
    `# bench:abuse — sign-in and /healthz while ${streams} anonymous streams send the most expensive /rest/v1 reads`,
    '',
    `${postCount} published posts of ~150 KB each; ${seconds} s per phase; loopback; ms as p50 / p95 / max (samples).`,
    `Targets: sign-in p95 < ${targets.signInP95Ms} ms, /healthz p95 < ${targets.healthzP95Ms} ms. ${cpus().length} cores; load avg: the machine's 1-minute load at the end of the phase.`,
    '',
    '| engine | phase | sign-in ms | sign-in ms in the server | /healthz ms | hostile requests (by status) | hostile MB | load avg | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...all.map((p) => {
      const h = p.hostile;
      const statuses = h
        ? Object.entries(h.byStatus)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ')
        : '–';
      return `| ${p.engine} | ${p.phase} | ${fmt(p.signIn)} | ${fmt(p.signInServer)} | ${fmt(p.healthz)} | ${h ? `${h.requests} (${statuses})${h.errors ? `, ${h.errors} failed` : ''}` : '–'} | ${h ? h.mb : '–'} | ${p.load} | ${meets(p) ? 'met' : 'MISSED'} |`;
    }),
  ];
  if (!pgUrl) lines.push('', '(PostgreSQL skipped: set TEST_DATABASE_URL)');
  const table = lines.join('\n');
  process.stdout.write(`\n${table}\n`);
  saveResults('abuse', table, all);
  if (args.strict && !all.every(meets)) process.exitCode = 1;
}

if (isMainThread) await main();
else await attackThread();
