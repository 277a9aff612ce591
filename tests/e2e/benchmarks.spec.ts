/**
 * The reliability benchmarks at CI size ("run in CI with small counts, larger by hand"): the
 * real scripts, against the production build this project already made, each with `--strict`,
 * so a lost acknowledged write, a contact message whose emails were not delivered exactly once
 * after the restart, an unhealthy restart, or any error or non-2xx answer under mixed load fails
 * the test. bench:load also covers PostgreSQL when TEST_DATABASE_URL is set. Their
 * figures go to a temporary directory, not the developer's bench-results/.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const results = mkdtempSync(path.join(tmpdir(), 'bench-ci-'));
afterAll(() => rmSync(results, { recursive: true, force: true }));

async function bench(script: string, args: string[]) {
  try {
    return await run(process.execPath, [script, ...args, '--strict'], {
      env: { ...process.env, BENCH_RESULTS_DIR: results },
      timeout: 400_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${script} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: err });
  }
}

describe('reliability benchmarks at CI size', () => {
  it('bench:crash: kill -9 during acknowledged writes with the SMTP server down, 2 rounds, nothing lost, every email delivered once', async () => {
    const { stdout } = await bench('scripts/bench-crash.ts', ['--rounds', '2', '--writers', '4']);
    expect(stdout).toMatch(/2 rounds, \d+ acknowledged writes, 0 lost, 2\/2 restarts healthy/);
    expect(stdout).toMatch(
      /\d+ contact messages acknowledged while the SMTP server was down: 0 lost, 0 undelivered after the restart, 0 not marked sent, 0 emails delivered twice/,
    );
    const rounds = JSON.parse(readFileSync(path.join(results, 'crash.json'), 'utf8')) as {
      posts: number;
      contactAcked: number;
    }[];
    expect(rounds.reduce((n, r) => n + r.posts, 0)).toBeGreaterThan(0);
    expect(rounds.reduce((n, r) => n + r.contactAcked, 0)).toBeGreaterThan(0);
  }, 420_000);

  it('bench:load: 5 s of mixed traffic at 12 connections, 0 errors and 0 non-2xx, every endpoint served', async () => {
    await bench('scripts/bench-load.ts', ['--duration', '5', '--connections', '12']);
    const runs = JSON.parse(readFileSync(path.join(results, 'load.json'), 'utf8')) as {
      engine: string;
      endpoints: { name: string; requests: number; errors: number; non2xx: number }[];
    }[];
    expect(runs.map((r) => r.engine)).toEqual(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
    for (const runOf of runs) {
      for (const e of runOf.endpoints) {
        expect(e.requests, `${runOf.engine} ${e.name}`).toBeGreaterThan(0);
        expect(e.errors + e.non2xx, `${runOf.engine} ${e.name}`).toBe(0);
      }
    }
  }, 420_000);

  it('bench:load 10k mode at CI size: seeded through npm run seed, every route served, listing pages under 100 KB as sent', async () => {
    const { stdout } = await bench('scripts/bench-load.ts', [
      ...['--posts', '120', '--comments', '300', '--readers', '4', '--duration', '3', '--think', '200,0'],
    ]);
    expect(stdout).toContain('Seeding through the running server');
    const runs = JSON.parse(readFileSync(path.join(results, 'load-scale.json'), 'utf8')) as {
      engine: string;
      pageCache: string;
      think: number;
      routes: { route: string; requests: number; errors: number; gzipMax: number }[];
    }[];
    // Each engine's seeded blog read with the page cache off, then on (ADR 018), each time by
    // readers pausing between pages and by readers who never pause.
    const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
    expect(runs.map((r) => `${r.engine} ${r.pageCache} ${r.think}`)).toEqual(
      engines.flatMap((e) => [`${e} off 200`, `${e} off 0`, `${e} on 200`, `${e} on 0`]),
    );
    for (const runOf of runs) {
      const name = `${runOf.engine} (cache ${runOf.pageCache}, pause ${runOf.think} ms)`;
      expect(runOf.routes.map((r) => r.route)).toEqual(['listing page', 'category page', 'search', 'post page']);
      for (const r of runOf.routes) {
        // A category's page is one listing request in eight: a 3 s run may draw none.
        if (r.route !== 'category page') expect(r.requests, `${name} ${r.route}`).toBeGreaterThan(0);
        expect(r.errors, `${name} ${r.route}`).toBe(0);
        if (r.route !== 'post page' && r.requests > 0) expect(r.gzipMax).toBeLessThanOrEqual(100 * 1024);
      }
    }
  }, 420_000);

  it('bench:images: a cached rendition without errors, a flood of new sizes answered 200 or 429, renditions capped', async () => {
    const { stdout } = await bench('scripts/bench-images.ts', ['--duration', '2', '--flood', '60']);
    expect(stdout).toMatch(/Flood: 60 distinct widths/);
    const figures = JSON.parse(readFileSync(path.join(results, 'images.json'), 'utf8')) as {
      cached: { errors: number; non2xx: number };
      flood: { statuses: Record<string, number>; kept: number };
    };
    expect(figures.cached.errors + figures.cached.non2xx).toBe(0);
    expect(Object.keys(figures.flood.statuses).every((s) => s === '200' || s === '429')).toBe(true);
    expect(figures.flood.kept).toBeLessThanOrEqual(32);
  }, 420_000);
});
