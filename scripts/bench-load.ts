/**
 * `npm run bench:load`: mixed traffic against the real production server.
 *
 * Starts `node server/index.ts` (temporary DATA_DIR; AUTH_AUTOCONFIRM=true; RATE_LIMITS=false,
 * since all traffic comes from one address), signs up users and publishes posts through
 * supabase-js, then runs autocannon for `--duration` seconds with `--connections` split across
 * the kinds of traffic a visitor makes, all at once: the blog listing page, post pages (and the
 * posts' REST reads), signed-in comment and chat-message inserts, and password sign-ins.
 * Reports errors, non-2xx answers, req/s and p99 per endpoint, and the server's RSS at the
 * start and the end. With TEST_DATABASE_URL set it repeats the run on PostgreSQL, in a
 * throwaway database dropped afterwards. Exits 0 unless the run itself broke (`--strict` also
 * fails on any error or non-2xx answer).
 *
 *   npm run bench:load -- [--duration 60] [--connections 50] [--strict]
 *
 * With `--posts N` it runs the 10k mode instead (scripts/bench-load-scale.ts): the blog seeded
 * with N posts and `--comments M` comments, read by `--readers` (20) anonymous visitors for
 * `--duration` (30) seconds, p95 per route and bytes per page against the targets (`--strict`:
 * exit 1 when a request failed).
 *
 *   npm run bench:load -- --posts 10000 --comments 100000 [--readers 20] [--duration 30] [--think MS[,MS…]]
 *     [--page-cache both|on|off] [--strict]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { builtinPublishableKey } from '../server/site/handler.ts';
import { startServerProcess } from '../tests/setup/server-process.ts';
import { benchAtScale } from './bench-load-scale.ts';
import { ensureBuild } from './ensure-build.ts';
import {
  benchPassword,
  markdownTable,
  rssMb,
  saveResults,
  signedUpClient,
  sleep,
  throwawayDatabase,
} from './bench-support.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    strict: { type: 'boolean', default: false },
    posts: { type: 'string' },
    comments: { type: 'string', default: '100000' },
    readers: { type: 'string', default: '20' },
    think: { type: 'string', default: '1000,0' },
    'page-cache': { type: 'string', default: 'both' },
  },
});
const scale = args.posts === undefined ? undefined : Math.max(1, Number(args.posts) || 10_000);
const duration = Math.max(1, Number(args.duration ?? process.env.BENCH_LOAD_DURATION) || (scale ? 30 : 60));
const connections = Math.max(5, Number(args.connections) || 50);

type Endpoint = {
  name: string;
  /** Share of the connections. */
  weight: number;
  requests: autocannon.Request[];
};
type Measured = {
  name: string;
  connections: number;
  requests: number;
  inFlight: number;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
};
type Run = { engine: string; rssStart: number; rssEnd: number; rssPeak: number; endpoints: Measured[] };

type Seeded = { postIds: string[]; users: { id: string; email: string; token: string }[] };

async function seed(url: string): Promise<Seeded> {
  const users: Seeded['users'] = [];
  const postIds: string[] = [];
  const stamp = Date.now().toString(36);
  for (let u = 0; u < 5; u++) {
    const email = `load-${stamp}-${u}@example.test`;
    const client = await signedUpClient(url, email, `Load User ${u}`);
    const { data } = await client.auth.getSession();
    const session = data.session!;
    users.push({ id: session.user.id, email, token: session.access_token });
    const rows = Array.from({ length: 5 }, (_, i) => ({
      title: `Load test post ${u}-${i}`,
      excerpt: 'A post written for the load benchmark',
      content: `<h2>Section</h2>${'<p>Paragraph of a realistic blog post body for the load test.</p>'.repeat(30)}`,
      category: 'Learning Design',
      is_published: true,
      author: session.user.id,
      author_name: `Load User ${u}`,
    }));
    const { data: inserted, error } = await client.from('blog_posts').insert(rows).select('id');
    if (error) throw new Error(`seeding posts failed: ${error.message}`);
    postIds.push(...inserted.map((r) => r.id as string));
  }
  return { postIds, users };
}

function endpoints({ postIds, users }: Seeded): Endpoint[] {
  let n = 0;
  const pick = <T>(list: T[]) => list[n++ % list.length]!;
  const api = { apikey: builtinPublishableKey, 'content-type': 'application/json' };
  const asUser = () => {
    const user = pick(users);
    return { user, headers: { ...api, authorization: `Bearer ${user.token}`, prefer: 'return=minimal' } };
  };
  /** A POST to `path` as the next user, of the body made for that user. */
  const postAsUser = (path: string, body: (user: Seeded['users'][number]) => object): autocannon.Request => ({
    method: 'POST',
    setupRequest: (r) => {
      const { user, headers } = asUser();
      return { ...r, path, headers, body: JSON.stringify(body(user)) };
    },
  });
  return [
    { name: 'GET /blog (listing page)', weight: 0.24, requests: [{ method: 'GET', path: '/blog' }] },
    {
      name: 'GET /blog/{id} (post page)',
      weight: 0.24,
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/blog/${pick(postIds)}` }) }],
    },
    {
      name: 'GET /rest/v1/blog_posts (listing data)',
      weight: 0.12,
      requests: [{ method: 'GET', path: '/rest/v1/blog_posts?select=*&order=date.desc', headers: { ...api } }],
    },
    {
      name: 'POST /rest/v1/blog_comments',
      weight: 0.14,
      requests: [
        postAsUser('/rest/v1/blog_comments', (user) => ({
          blog_post_id: pick(postIds),
          author_id: user.id,
          author_name: 'Load User',
          content: `Comment ${n}`,
        })),
      ],
    },
    {
      name: 'POST /rest/v1/chat_history',
      weight: 0.14,
      requests: [
        postAsUser('/rest/v1/chat_history', (user) => ({ user_id: user.id, message: `hello ${n}`, is_bot: false })),
      ],
    },
    {
      name: 'POST /auth/v1/token (sign-in)',
      weight: 0.12,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: '/auth/v1/token?grant_type=password',
            // A fresh object each time: autocannon writes the body's Content-Length into the
            // headers it is given, and a shared object would give the GETs one too (they then
            // hang, the server waiting for a body that never comes).
            headers: { ...api },
            body: JSON.stringify({ email: pick(users).email, password: benchPassword }),
          }),
        },
      ],
    },
  ];
}

/** Splits `total` connections by weight, at least one each. */
function split(list: Endpoint[], total: number): number[] {
  const raw = list.map((e) => Math.max(1, Math.round(e.weight * total)));
  let diff = total - raw.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % raw.length) {
    const step = diff > 0 ? 1 : raw[i]! > 1 ? -1 : 0;
    raw[i]! += step;
    diff -= step;
  }
  return raw;
}

async function loadRun(engine: string, env: Record<string, string>): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const server = await startServerProcess(
    { AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', LOG_LEVEL: 'error', ...env },
    dataDir,
  );
  try {
    const seeded = await seed(server.url);
    // BENCH_LOAD_ONLY=<regex> keeps only the matching endpoints (to look at one in isolation).
    const only = process.env.BENCH_LOAD_ONLY ? new RegExp(process.env.BENCH_LOAD_ONLY) : undefined;
    const list = endpoints(seeded).filter((e) => !only || only.test(e.name));
    // Warm-up: a few seconds of the same mix at a fifth of the connections.
    await Promise.all(
      list.map((e) => autocannon({ url: server.url, connections: 1, duration: 3, requests: e.requests })),
    );
    const rssStart = rssMb(server.child.pid);
    let rssPeak = rssStart;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        rssPeak = Math.max(rssPeak, rssMb(server.child.pid));
        await sleep(500);
      }
    })();
    const counts = split(list, connections);
    const results = await Promise.all(
      list.map((e, i) =>
        autocannon({ url: server.url, connections: counts[i]!, duration, requests: e.requests, timeout: 30 }),
      ),
    );
    sampling = false;
    await sampler;
    const rssEnd = rssMb(server.child.pid);
    const measured = results.map((r, i) => ({
      name: list[i]!.name,
      connections: counts[i]!,
      requests: r.requests.total,
      inFlight: Math.max(0, r.requests.sent - r.requests.total),
      rps: r.requests.average,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    }));
    return { engine, rssStart, rssEnd, rssPeak, endpoints: measured };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(runs: Run[]): string {
  const endpoints = runs.flatMap((run) =>
    run.endpoints.map(
      (e) =>
        `${run.engine} | ${e.name} | ${e.connections} | ${e.requests} | ${e.inFlight} | ${e.rps.toFixed(0)} | ${e.p99.toFixed(0)} | ` +
        `${e.errors} | ${e.non2xx}`,
    ),
  );
  const memory = runs.map((run) => {
    const bad = run.endpoints.reduce((n, e) => n + e.errors + e.non2xx, 0);
    return (
      `${run.engine} | ${run.rssStart.toFixed(0)} | ${run.rssPeak.toFixed(0)} | ${run.rssEnd.toFixed(0)} | ${bad} | ` +
      `${bad === 0 ? 'MET' : 'NOT MET'}`
    );
  });
  return [
    `## bench:load (${duration} s, ${connections} connections, production server)`,
    '',
    ...markdownTable(
      'engine | endpoint | connections | completed | in flight at end | req/s | p99 ms | errors | non-2xx',
      'llrrrrrrr',
      endpoints,
    ),
    '',
    ...markdownTable(
      'engine | RSS start MB | RSS peak MB | RSS end MB | errors + non-2xx | target 0',
      'lrrrrl',
      memory,
    ),
  ].join('\n');
}

async function main() {
  ensureBuild();
  if (scale !== undefined) {
    const readers = Math.min(200, Math.max(1, Number(args.readers) || 20));
    const comments = Math.max(0, Number(args.comments) || 0);
    const think = args.think.split(',').map((value) => {
      const ms = Number(value);
      if (value.trim() === '' || !Number.isFinite(ms) || ms < 0)
        throw new Error(`--think takes pauses in ms, comma-separated (got ${args.think})`);
      return ms;
    });
    const pageCache = args['page-cache'];
    if (pageCache !== 'both' && pageCache !== 'on' && pageCache !== 'off') {
      throw new Error(`--page-cache must be both, on or off (got ${pageCache})`);
    }
    const clean = await benchAtScale({ posts: scale, comments, readers, duration, think, pageCache });
    if (args.strict && !clean) process.exitCode = 1;
    return;
  }
  const runs: Run[] = [];
  console.log(`bench:load: PGlite, ${duration} s at ${connections} connections`);
  runs.push(await loadRun('pglite', {}));
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    console.log(`bench:load: PostgreSQL, ${duration} s at ${connections} connections`);
    const db = await throwawayDatabase(pgUrl, 'bench_load');
    try {
      runs.push(await loadRun('postgres', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
  const markdown = table(runs);
  console.log(`\n${markdown}\n`);
  saveResults('load', markdown, runs);
  const bad = runs.some((run) => run.endpoints.some((e) => e.errors + e.non2xx > 0));
  if (args.strict && bad) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error('bench:load could not run:', err);
  process.exit(2);
});
