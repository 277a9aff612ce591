/**
 * `npm run bench:api`: /rest/v1 throughput against the same SQL run directly on the database.
 *
 * Boots the Hono app in-process on a free loopback port over an embedded PGlite in a temporary
 * DATA_DIR, on its own thread as the server runs it (BENCH_PGLITE_IN_THREAD=1: on the main
 * thread instead), and, with TEST_DATABASE_URL or `--postgres URL`, over a fresh PostgreSQL database,
 * seeds 24 published posts, warms up, then for each scenario runs autocannon (10 connections)
 * against the HTTP endpoint and, beside it, the identical statement the REST layer generates,
 * run by 10 concurrent workers on the database handle in this process, two ways: through the
 * driver's `query` and as a prepared one-statement `Db.pipeline` (the fastest this process has).
 * Prints a markdown table of req/s, p99 and both ratios. Then, on the same server, the p99 of post reads while idle and
 * while 10 password sign-ins per second run (bcrypt must stay off the event loop: target ≤ 2×), timed
 * to the microsecond by read-latency.ts (autocannon's whole milliseconds are too coarse there).
 * On PostgreSQL it also compares with pgbench, and prints the HTTP floor (a bare node:http
 * server with a fixed body) to show how much of pgbench's rate any HTTP endpoint could reach.
 * A benchmark, not a test: it always exits 0 unless it cannot run.
 *
 * The machines are shared and their speed drifts, so each comparison is interleaved: `--rounds`
 * slices of REST then direct (idle then busy for the sign-in scenario), each side's figures
 * averaged over its slices (p99: the median of the slices' p99).
 *
 *   npm run bench:api -- [--duration 10] [--rounds 3] [--postgres postgres://…]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../server/app.ts';
import type { ServerDeps } from '../server/context.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPgliteThread } from '../server/db/pglite-thread.ts';
import { openPostgres } from '../server/db/postgres.ts';
import type { Db } from '../server/db/types.ts';
import { loadEnv } from '../server/lib/env.ts';
import { createKeyStore } from '../server/lib/keys.ts';
import { createLogger } from '../server/lib/logger.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { buildSelect } from '../server/rest/build-select.ts';
import { createCatalogue } from '../server/rest/catalogue.ts';
import { parseQuery } from '../server/rest/parse-query.ts';
import { builtinPublishableKey } from '../server/site/handler.ts';
import { quantile, readLatency } from './read-latency.ts';

const CONNECTIONS = 10;
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    postgres: { type: 'string' },
  },
});
const duration = Math.max(1, Number(args.duration) || 10);
const rounds = Math.max(1, Math.min(duration, Number(args.rounds) || 3));
const slice = Math.max(1, Math.round(duration / rounds));

/** The slices of one side, as one measure: mean rate, median p99, summed errors. */
function combine(parts: Measure[]): Measure {
  const p99s = parts.map((m) => m.p99).sort((a, b) => a - b);
  return {
    rps: parts.reduce((n, m) => n + m.rps, 0) / parts.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    errors: parts.reduce((n, m) => n + m.errors, 0),
    non2xx: parts.reduce((n, m) => n + m.non2xx, 0),
  };
}

/** Runs each side in turn, `rounds` times, and combines each side's slices. */
async function interleaved(...sides: (() => Promise<Measure>)[]): Promise<Measure[]> {
  const slices: Measure[][] = sides.map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (const [n, side] of sides.entries()) slices[n]!.push(await side());
  }
  return slices.map(combine);
}
const postgresUrl = args.postgres ?? process.env.TEST_DATABASE_URL;

type Scenario = { name: string; path: string; target: number };
type Measure = { rps: number; p99: number; errors: number; non2xx: number };
type ResultRow = {
  engine: string;
  scenario: Scenario;
  rest: Measure;
  /** The statement through the driver's own `query` (PGlite: parse, plan and six calls each time). */
  direct: Measure;
  /** The statement as a prepared one-statement `Db.pipeline`: the fastest way this process has. */
  prepared: Measure;
  pgbench?: number | string;
};
type SignInRow = { engine: string; idle: Measure; busy: Measure; signIns: number; failed: number };

const signInEmail = 'bench-signin@example.test';
const signInPassword = 'bench password 123';

async function seed(db: Db): Promise<string> {
  const userId = crypto.randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', 'bench@example.test', now(), now())`,
    [userId],
  );
  await db.query(
    `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name, date)
     select 'Benchmark post ' || i, 'What post ' || i || ' is about', repeat('<p>Paragraph of content.</p>', 40),
            'Learning Design', true, $1, 'Bench Author', now() - make_interval(days => i)
     from generate_series(1, 24) as i`,
    [userId],
  );
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(), now(), now())`,
    [signInEmail, await hashPassword(signInPassword)],
  );
  const { rows } = await db.query<{ id: string }>('select id from public.blog_posts order by date desc limit 1');
  return rows[0]!.id;
}

/** The statement /rest/v1 runs for `search`, built by the REST layer's own code. */
async function sameSql(db: Db, search: string) {
  const table = await createCatalogue(db).table('blog_posts');
  const query = parseQuery(new URLSearchParams(search));
  return buildSelect(table!, query, { offset: query.offset ?? 0, limit: query.limit }, false);
}

function listen(deps: ServerDeps): Promise<Server> {
  const app = createApp({ deps, state: { ready: true } });
  const server = createServer(getRequestListener(app.fetch));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const apiHeaders = { apikey: builtinPublishableKey, Authorization: `Bearer ${builtinPublishableKey}` };

async function http(url: string, seconds: number, connections = CONNECTIONS): Promise<Measure> {
  // The load generator runs in a worker thread, so it does not share the server's event loop.
  const result = await autocannon({ url, connections, duration: seconds, headers: apiHeaders, workers: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function direct(
  db: Db,
  sql: string,
  params: unknown[],
  seconds: number,
  how: 'query' | 'prepared' = 'query',
): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        if (how === 'query') await db.query(sql, params);
        else await db.pipeline([{ sql, params }]);
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p99: quantile(latencies, 0.99), errors, non2xx: 0 };
}

/** p99 of post reads (2 connections) idle, then while 10 password sign-ins per second run. */
async function readsDuringSignIns(engine: string, origin: string, postUrl: string): Promise<SignInRow> {
  let signIns = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const signInEvery100ms = () =>
    setInterval(() => {
      const p = fetch(`${origin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: builtinPublishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: signInEmail, password: signInPassword }),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) signIns++;
          else failed++;
        })
        .catch(() => {
          failed++;
        })
        .finally(() => pending.delete(p));
      pending.add(p);
    }, 100);
  // Timed at microsecond resolution (read-latency.ts): these p99s are 1–3 ms, where whole
  // milliseconds cannot judge a 2× ratio.
  const reads = async (): Promise<Measure> => {
    const r = await readLatency({ url: postUrl, headers: apiHeaders, connections: 2, seconds: slice });
    return { rps: r.rps, p99: r.p99, errors: r.errors, non2xx: r.non2xx };
  };
  const [idle, busy] = await interleaved(
    () => reads(),
    async () => {
      const timer = signInEvery100ms();
      try {
        return await reads();
      } finally {
        clearInterval(timer);
        await Promise.all(pending);
      }
    },
  );
  return { engine, idle: idle!, busy: busy!, signIns, failed };
}

/** A SQL literal for a pgbench script (benchmark input only: our own seeded values). */
function literal(value: unknown): string {
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * pgbench's transactions per second for the same statement at the same concurrency, prepared
 * (its fastest mode), against the same database; the reason in words when it cannot run.
 */
function pgbench(url: string, sql: string, params: unknown[], seconds: number, dir: string): number | string {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return 'pgbench not installed';
  const script = path.join(dir, `pgbench-${Date.now()}.sql`);
  writeFileSync(script, `${sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))};\n`);
  const run = spawnSync(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds), '-f', script, url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '')?.[1];
  return tps ? Number(tps) : `pgbench failed: ${(run.stderr ?? '').trim().split('\n').pop()}`;
}

async function runEngine(
  engine: string,
  db: Db,
  dataDir: string,
  pgbenchUrl?: string,
): Promise<{ rows: ResultRow[]; signIn: SignInRow }> {
  await migrate(db);
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'false' });
  const logger = createLogger({ level: 'silent', pretty: false });
  const deps: ServerDeps = { env, db, logger, keys: createKeyStore(db), mailer: createMailer({ env, logger }) };
  await deps.keys.signingKey();
  const postId = await seed(db);
  const server = await listen(deps);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/rest/v1/blog_posts`;
  const scenarios: Scenario[] = [
    { name: '`GET blog_posts?id=eq.X`', path: `id=eq.${postId}`, target: 0.75 },
    { name: '`GET blog_posts?select=*&order=date.desc` (24 rows)', path: 'select=*&order=date.desc', target: 0.85 },
  ];
  const rows: ResultRow[] = [];
  try {
    for (const scenario of scenarios) {
      const stmt = await sameSql(db, scenario.path);
      process.stderr.write(`${engine}: ${scenario.path} — warming up…\n`);
      await http(`${base}?${scenario.path}`, 2);
      await direct(db, stmt.sql, stmt.params, 2);
      await direct(db, stmt.sql, stmt.params, 1, 'prepared');
      process.stderr.write(`${engine}: ${scenario.path} — measuring ${rounds} × (3 × ${slice}s)…\n`);
      const [rest, same, prepared] = await interleaved(
        () => http(`${base}?${scenario.path}`, slice),
        () => direct(db, stmt.sql, stmt.params, slice),
        () => direct(db, stmt.sql, stmt.params, slice, 'prepared'),
      );
      const pgb = pgbenchUrl ? pgbench(pgbenchUrl, stmt.sql, stmt.params, duration, dataDir) : undefined;
      rows.push({ engine, scenario, rest: rest!, direct: same!, prepared: prepared!, pgbench: pgb });
    }
    process.stderr.write(`${engine}: post reads idle, then during 10 sign-ins/s…\n`);
    const signIn = await readsDuringSignIns(engine, origin, `${base}?id=eq.${postId}`);
    return { rows, signIn };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function withPglite(): Promise<{ rows: ResultRow[]; signIn: SignInRow }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const dir = path.join(dataDir, 'pglite');
  const db = process.env.BENCH_PGLITE_IN_THREAD === '1' ? await openPglite(dir) : await openPgliteThread(dir);
  try {
    return await runEngine('PGlite', db, dataDir);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(url: string): Promise<{ rows: ResultRow[]; signIn: SignInRow }> {
  const name = `bench_api_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const db = await openPostgres(dbUrl.toString(), { max: CONNECTIONS });
  try {
    return await runEngine('PostgreSQL', db, dataDir, dbUrl.toString());
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: ResultRow[]): string {
  const f = (n: number) => n.toFixed(0);
  const lines = [
    '| engine | request | REST req/s | REST p99 ms | SQL `query` req/s | ratio | SQL prepared req/s | ratio | target | errors | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { engine, scenario, rest, direct: d, prepared: p } of rows) {
    const ratio = (base: Measure) => {
      const r = base.rps > 0 ? rest.rps / base.rps : 0;
      return `${(r * 100).toFixed(0)} % ${r >= scenario.target ? '✓' : '✗'}`;
    };
    lines.push(
      `| ${engine} | ${scenario.name} | ${f(rest.rps)} | ${rest.p99.toFixed(1)} | ${f(d.rps)} | ${ratio(d)} | ${f(p.rps)} | ` +
        `${ratio(p)} | ≥ ${scenario.target * 100} % | ${rest.errors + d.errors + p.errors} | ${rest.non2xx} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The HTTP floor: a bare node:http server that answers every request with a fixed JSON body (no
 * routing, no database), under the same load generator. No endpoint here can go faster; it puts
 * the pgbench comparison in proportion.
 */
async function httpFloor(seconds: number): Promise<number> {
  const body = JSON.stringify([{ id: crypto.randomUUID(), content: 'x'.repeat(1100) }]);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await http(url, 1);
    return (await http(url, seconds)).rps;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** PostgreSQL mode's own target: /rest/v1 against pgbench running the same statement. */
function pgbenchTable(rows: ResultRow[], floor: number): string {
  const lines = [
    '| request | REST req/s | pgbench tps (prepared) | ratio | target | HTTP floor / pgbench |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { scenario, rest, pgbench: tps } of rows) {
    if (typeof tps !== 'number') {
      lines.push(`| ${scenario.name} | ${rest.rps.toFixed(0)} | ${tps ?? '—'} | — | ≥ 70 % | — |`);
      continue;
    }
    const ratio = rest.rps / tps;
    lines.push(
      `| ${scenario.name} | ${rest.rps.toFixed(0)} | ${tps.toFixed(0)} | ${(ratio * 100).toFixed(0)} % ${ratio >= 0.7 ? '✓' : '✗'} | ≥ 70 % | ` +
        `${((floor / tps) * 100).toFixed(0)} % |`,
    );
  }
  return lines.join('\n');
}

function signInTable(rows: SignInRow[]): string {
  const lines = [
    '| engine | read p99 idle ms | read p99 during sign-ins ms | ratio | target | sign-ins ok | sign-ins failed | read errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const ratio = r.idle.p99 > 0 ? r.busy.p99 / r.idle.p99 : 0;
    lines.push(
      `| ${r.engine} | ${r.idle.p99.toFixed(2)} | ${r.busy.p99.toFixed(2)} | ${ratio.toFixed(2)}× ${ratio <= 2 ? '✓' : '✗'} | ` +
        `≤ 2× | ${r.signIns} | ${r.failed} | ${r.idle.errors + r.busy.errors + r.busy.non2xx} |`,
    );
  }
  return lines.join('\n');
}

const results = [await withPglite(), ...(postgresUrl ? [await withPostgres(postgresUrl)] : [])];
process.stdout.write(`\n/rest/v1 vs the same SQL in-process, ${CONNECTIONS} connections, ${duration} s each\n\n`);
process.stdout.write(`${table(results.flatMap((r) => r.rows))}\n`);
process.stdout.write(
  "\nSQL `query`: the statement through the driver's query API, as any caller in this process would run it. " +
    'SQL prepared: the same statement as a prepared one-statement pipeline with no role or claims to set, ' +
    'the fastest way this process can run it (REST runs its statement that way, after setting the role and claims).\n',
);
const pgRows = results.flatMap((r) => r.rows).filter((r) => r.pgbench !== undefined);
if (pgRows.length) {
  const floor = await httpFloor(slice);
  process.stdout.write(`\nPostgreSQL: /rest/v1 vs pgbench, ${CONNECTIONS} connections, ${duration} s each\n\n`);
  process.stdout.write(`${pgbenchTable(pgRows, floor)}\n`);
  process.stdout.write(
    `\nHTTP floor: a bare node:http server answering a fixed JSON body reaches ${floor.toFixed(0)} req/s ` +
      'under the same load generator (the last column: the most any HTTP endpoint could reach of pgbench here).\n',
  );
}
process.stdout.write(`\nPost reads (2 connections) while 10 password sign-ins per second run, ${duration} s each\n\n`);
process.stdout.write(`${signInTable(results.map((r) => r.signIn))}\n`);
if (!postgresUrl) process.stdout.write('\n(PostgreSQL skipped: set TEST_DATABASE_URL or pass --postgres URL)\n');
