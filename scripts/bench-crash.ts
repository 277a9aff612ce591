/**
 * `npm run bench:crash`: durability of acknowledged writes, and of the mail they cause, across
 * kill -9.
 *
 * Starts the real production server (`node server/index.ts`, embedded PGlite, a temporary
 * DATA_DIR, AUTH_AUTOCONFIRM=true, SMTP_URL pointing at a real SMTP server on loopback), signs
 * up a user through supabase-js, then for each round: the SMTP server goes down; several writers
 * insert posts and comments, and contact writers send contact-form messages (each from a new
 * address), as fast as the server acknowledges them; the server is killed with SIGKILL at a
 * random moment of the burst; the SMTP server comes back and the server restarts on the same
 * DATA_DIR. Then: /healthz answers 200, every write the client saw acknowledged is there, and
 * every acknowledged contact message is stored and its company email and acknowledgement were
 * delivered, none twice (by Message-ID), and it is marked sent. Prints a table and a verdict. A
 * benchmark: exits 0 unless the run itself broke (`--strict` also fails on a lost write, a lost
 * or undelivered message, a duplicate, or an unhealthy restart).
 *
 *   npm run bench:crash -- [--rounds 20] [--writers 8] [--contact-writers 2] [--strict]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startServerProcess, type ServerProcess } from '../tests/setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../tests/setup/smtp-sink.ts';
import { ensureBuild } from './ensure-build.ts';
import { benchPassword, saveResults, signedUpClient, sleep, supabaseFor } from './bench-support.ts';
import {
  checkContactMail,
  contactInbox,
  contactWriter,
  type ContactBurst,
  type MailCheck,
} from './bench-crash-mail.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: process.env.BENCH_CRASH_ROUNDS ?? '20' },
    writers: { type: 'string', default: '8' },
    'contact-writers': { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Number(args.rounds) || 20);
const writers = Math.max(1, Number(args.writers) || 8);
const contactWriters = Math.max(1, Number(args['contact-writers']) || Math.round(writers / 4));
const baseEnv = {
  AUTH_AUTOCONFIRM: 'true',
  RATE_LIMITS: 'false',
  LOG_LEVEL: 'error',
  CONTACT_INBOX: contactInbox,
  // Retries come quickly once the SMTP server is back.
  MAIL_RETRY_BASE_SECONDS: '1',
};

type Round = MailCheck & {
  round: number;
  posts: number;
  comments: number;
  failedBeforeKill: number;
  failedAtKill: number;
  lost: number;
  killAfterMs: number;
  restartMs: number;
  healthy: boolean;
};

const runId = Date.now().toString(36);
const email = `crash-${runId}@example.test`;

async function signIn(url: string): Promise<SupabaseClient> {
  const client = supabaseFor(url);
  const { error } = await client.auth.signInWithPassword({ email, password: benchPassword });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** One writer: alternately a post and a comment until `stop()`; collects acknowledged ids. */
async function writer(db: SupabaseClient, userId: string, postId: string, tag: string, state: BurstState) {
  for (let i = 0; !state.killed; i++) {
    if (i % 2 === 0) {
      const { data, error } = await db
        .from('blog_posts')
        .insert({
          title: `${tag} post ${i}`,
          excerpt: 'Written during a crash benchmark',
          content: `<p>Round ${tag}, write ${i}.</p>`,
          category: 'Learning Design',
          is_published: false,
          author: userId,
          author_name: 'Crash Bench',
        })
        .select('id')
        .single();
      if (error) state.failed += 1;
      else state.posts.push(data.id as string);
    } else {
      const { data, error } = await db
        .from('blog_comments')
        .insert({ blog_post_id: postId, author_id: userId, author_name: 'Crash Bench', content: `${tag} comment ${i}` })
        .select('id')
        .single();
      if (error) state.failed += 1;
      else state.comments.push(data.id as string);
    }
  }
}

type BurstState = { killed: boolean; posts: string[]; comments: string[]; failed: number; failedBeforeKill: number };

/** Ids of `ids` present in `table`, read back by their owner in chunks. */
async function present(db: SupabaseClient, table: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data, error } = await db
      .from(table)
      .select('id')
      .in('id', ids.slice(i, i + 100));
    if (error) throw new Error(`reading ${table} back failed: ${error.message}`);
    for (const row of data ?? []) found.add(row.id as string);
  }
  return found;
}

type RoundSetup = { server: ServerProcess; dataDir: string; sink: SmtpSink; serverEnv: Record<string, string> };

async function runRound(round: number, setup: RoundSetup, ids: { user: string; post: string }) {
  const { server, dataDir, sink, serverEnv } = setup;
  const db = await signIn(server.url);
  const state: BurstState = { killed: false, posts: [], comments: [], failed: 0, failedBeforeKill: 0 };
  const mail: ContactBurst = { killed: false, acked: [], failed: 0 };
  const tag = `r${round}`;
  await sink.stop(); // the SMTP server is down for the whole burst
  const burst = [
    ...Array.from({ length: writers }, (_, w) => writer(db, ids.user, ids.post, `${tag}w${w}`, state)),
    ...Array.from({ length: contactWriters }, (_, w) =>
      contactWriter(supabaseFor(server.url), `crash-${runId}-${tag}c${w}`, mail),
    ),
  ];
  // Let the burst get going (every writer acknowledged once, or 5 s), then kill at a random moment.
  const burstStart = performance.now();
  while (state.posts.length + state.comments.length < writers && performance.now() - burstStart < 5000) await sleep(20);
  await sleep(200 + Math.floor(Math.random() * 1300));
  const killAfterMs = Math.round(performance.now() - burstStart);
  state.failedBeforeKill = state.failed;
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  state.killed = true;
  mail.killed = true;
  await Promise.all(burst);

  await sink.listen();
  const started = performance.now();
  const next = await startServerProcess(serverEnv, dataDir);
  const restartMs = performance.now() - started;
  const health = await fetch(`${next.url}/healthz`);
  const healthy = health.status === 200;
  const reader = await signIn(next.url);
  const posts = await present(reader, 'blog_posts', state.posts);
  const comments = await present(reader, 'blog_comments', state.comments);
  const lost =
    state.posts.filter((id) => !posts.has(id)).length + state.comments.filter((id) => !comments.has(id)).length;
  const mailCheck = await checkContactMail(dataDir, sink, mail.acked);
  const result: Round = {
    ...mailCheck,
    round,
    posts: state.posts.length,
    comments: state.comments.length,
    failedBeforeKill: state.failedBeforeKill,
    failedAtKill: state.failed - state.failedBeforeKill,
    lost,
    killAfterMs,
    restartMs,
    healthy,
  };
  return { result, server: next };
}

function table(results: Round[]): string {
  const lines = [
    '| round | acked posts | acked comments | errors before kill | cut off by kill | lost | acked contact messages | lost | undelivered | not marked sent | duplicates so far | mail delivered after ms | killed after ms | restart ms | /healthz |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.round} | ${r.posts} | ${r.comments} | ${r.failedBeforeKill} | ${r.failedAtKill} | ${r.lost} | ` +
        `${r.contactAcked} | ${r.contactLost} | ${r.undelivered} | ${r.notMarkedSent} | ${r.duplicates} | ${r.deliveredAfterMs} | ` +
        `${r.killAfterMs} | ${r.restartMs.toFixed(0)} | ${r.healthy ? '200' : 'FAILED'} |`,
    ),
  ];
  const sum = (pick: (r: Round) => number) => results.reduce((n, r) => n + pick(r), 0);
  const acked = sum((r) => r.posts + r.comments);
  const lost = sum((r) => r.lost);
  const healthy = results.filter((r) => r.healthy).length;
  const worstRestart = Math.max(...results.map((r) => r.restartMs));
  const contact = sum((r) => r.contactAcked);
  const duplicates = results.at(-1)?.duplicates ?? 0;
  lines.push(
    '',
    `${results.length} rounds, ${acked} acknowledged writes, ${lost} lost, ${healthy}/${results.length} restarts healthy, ` +
      `slowest restart ${worstRestart.toFixed(0)} ms. ` +
      `${contact} contact messages acknowledged while the SMTP server was down: ${sum((r) => r.contactLost)} lost, ` +
      `${sum((r) => r.undelivered)} undelivered after the restart, ${sum((r) => r.notMarkedSent)} not marked sent, ` +
      `${duplicates} emails delivered twice. Target: 0 lost, every message delivered once, every restart healthy → ` +
      `${isMet(results) ? 'MET' : 'NOT MET'}.`,
  );
  return lines.join('\n');
}

function isMet(results: Round[]): boolean {
  const lastDuplicates = results.at(-1)?.duplicates ?? 0;
  return (
    lastDuplicates === 0 &&
    results.every(
      (r) => r.healthy && r.lost === 0 && r.contactLost === 0 && r.undelivered === 0 && r.notMarkedSent === 0,
    )
  );
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-crash-'));
  const sink = await startSmtpSink();
  const serverEnv = { ...baseEnv, SMTP_URL: sink.url };
  console.log(
    `bench:crash: ${rounds} rounds, ${writers} writers, ${contactWriters} contact writers, ` +
      `DATA_DIR ${dataDir} (PGlite), SMTP ${sink.url}`,
  );
  let server = await startServerProcess(serverEnv, dataDir);
  const results: Round[] = [];
  try {
    const owner = await signedUpClient(server.url, email, 'Crash Bench');
    const { data: user } = await owner.auth.getUser();
    const { data: post, error } = await owner
      .from('blog_posts')
      .insert({
        title: 'Crash bench comments',
        excerpt: 'Comments land here',
        content: '<p>Post for comments.</p>',
        category: 'Learning Design',
        is_published: true,
        author: user.user!.id,
        author_name: 'Crash Bench',
      })
      .select('id')
      .single();
    if (error) throw new Error(`could not create the post for comments: ${error.message}`);
    for (let round = 1; round <= rounds; round++) {
      const setup = { server, dataDir, sink, serverEnv };
      const { result, server: next } = await runRound(round, setup, { user: user.user!.id, post: post.id });
      server = next;
      results.push(result);
      console.log(
        `round ${round}: ${result.posts + result.comments} acked, ${result.lost} lost; ` +
          `${result.contactAcked} contact messages, ${result.contactLost} lost, ${result.undelivered} undelivered, ` +
          `${result.duplicates} duplicates; restart ${result.restartMs.toFixed(0)} ms, healthz ${result.healthy ? 'ok' : 'FAILED'}`,
      );
    }
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const markdown = `## bench:crash (kill -9 during a write burst with the SMTP server down, PGlite)\n\n${table(results)}\n`;
  console.log(`\n${markdown}`);
  saveResults('crash', markdown, results);
  if (args.strict && !isMet(results)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error('bench:crash could not run:', err);
  process.exit(2);
});
