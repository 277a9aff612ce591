/**
 * Small helpers shared by the reliability benchmarks: a supabase-js client for a running server,
 * signing up an auto-confirmed user, the resident memory of a process, a throwaway PostgreSQL
 * database, and writing results under bench-results/ for `npm run bench` to gather.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
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

/** Writes `<name>.md` (the table printed) and `<name>.json` (the figures) under bench-results/. */
export function saveResults(name: string, markdown: string, figures: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.md`), `${markdown.trimEnd()}\n`);
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
