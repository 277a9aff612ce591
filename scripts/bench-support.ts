/**
 * Small helpers shared by the reliability benchmarks: a supabase-js client for a running server,
 * signing up an auto-confirmed user, the resident memory of a process, a throwaway PostgreSQL
 * database, a run on each engine, and writing results under bench-results/ for `npm run bench`
 * to gather.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import type { Db } from '../server/db/types.ts';
import { builtinPublishableKey } from '../server/site/handler.ts';

/** Where benchmarks save their tables and figures (`BENCH_RESULTS_DIR` moves it, as the CI-size runs in the tests do). */
export const resultsDir = path.resolve(
  process.env.BENCH_RESULTS_DIR ?? path.join(import.meta.dirname, '..', 'bench-results'),
);

export function supabaseFor(url: string): SupabaseClient {
  return createClient(url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const benchPassword = 'bench password 123';

/** Signs up (AUTH_AUTOCONFIRM=true on the server) and returns a signed-in client. */
export async function signedUpClient(url: string, email: string, fullName: string): Promise<SupabaseClient> {
  const client = supabaseFor(url);
  const { error } = await client.auth.signUp({ email, password: benchPassword, options: { data: { fullName } } });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('sign-up returned no session: start the server with AUTH_AUTOCONFIRM=true');
  return client;
}

/** Resident set size of a process in MB (Linux /proc), or NaN where unavailable. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Creates an empty database next to `baseUrl`'s and returns its URL and a drop function. */
export async function throwawayDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs `run` on a fresh embedded database (unless `engine` is 'postgres') and on a throwaway
 * PostgreSQL database next to TEST_DATABASE_URL (when set, unless `engine` is 'pglite'), each
 * closed and removed afterwards; the results by engine.
 */
export async function onEachEngine<T>(
  engine: string | undefined,
  prefix: string,
  run: (kind: 'pglite' | 'postgres', db: Db) => Promise<T>,
): Promise<Partial<Record<'pglite' | 'postgres', T>>> {
  const results: Partial<Record<'pglite' | 'postgres', T>> = {};
  if (engine !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    try {
      const db = await openPglite(path.join(dir, 'db'));
      try {
        results.pglite = await run('pglite', db);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgUrl = engine === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const database = await throwawayDatabase(pgUrl, prefix.replace(/-/g, '_'));
    try {
      const db = await openPostgres(database.url, { max: 2 });
      try {
        results.postgres = await run('postgres', db);
      } finally {
        await db.close();
      }
    } finally {
      await database.drop();
    }
  }
  return results;
}

/**
 * A markdown table's lines: the header's cells and each row's, ' | ' between them, and the
 * alignment (`align`: a letter a column, `r` for a right-aligned figure, `l` for text).
 */
export function markdownTable(header: string, align: string, rows: readonly string[]): string[] {
  const alignment = [...align].map((a) => (a === 'r' ? '---:' : '---')).join('|');
  return [`| ${header} |`, `|${alignment}|`, ...rows.map((row) => `| ${row} |`)];
}

/** Writes `<name>.md` (the table printed) and `<name>.json` (the figures) under bench-results/. */
export function saveResults(name: string, markdown: string, figures: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.md`), `${markdown.trimEnd()}\n`);
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
