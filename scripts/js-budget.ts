/**
 * The JavaScript budget of a page's first 5 s, written once for `npm run bench:web` (which
 * reports it) and tests/e2e/js-budget.spec.ts (which fails over it): the routes and their kinds,
 * each kind's budget, the 5 s window, and how a script is sized (gzip of its body, zlib's
 * `gzipSync`) and what it contains. A page's figure is every script requested in the first 5 s of
 * the visit (idle and lazily loaded chunks included), each URL once.
 */
import { gzipSync } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import { sessionStorageKey } from '../app/lib/supabase.ts';
import { builtinPublishableKey } from '../config/public-env.ts';
import { hindiPrerenderPaths, prerenderPaths } from '../app/lib/prerender-paths.ts';
import { memorySessionAuth } from '../tests/setup/memory-storage.ts';

/** Marketing pages and blog and account pages have different budgets for the first 5 s. */
export type RouteKind = 'marketing' | 'blog' | 'account';
export const firstSecondsMs = 5_000;
export const budgetKb: Record<RouteKind, number> = { marketing: 130, blog: 160, account: 160 };

/** Markers only the supabase-js bundle (auth, PostgREST, realtime clients) contains. */
const supabaseMarkers = /GoTrueClient|PostgrestClient|RealtimeClient|supabase-js/;
const zodMarkers = /ZodError|\$ZodType/;

type ScriptInfo = { gzip: number; supabase: boolean; zod: boolean };

const inspected = new Map<string, Promise<ScriptInfo>>();
/**
 * A script's gzip size in bytes and whether it carries supabase-js or zod, fetched again from the
 * server (the same bytes the browser had), once per URL.
 */
function inspectScript(url: string): Promise<ScriptInfo> {
  let entry = inspected.get(url);
  if (!entry) {
    entry = fetch(url)
      .then((r) => r.text())
      .then((body) => ({
        gzip: gzipSync(body).length,
        supabase: supabaseMarkers.test(body),
        zod: zodMarkers.test(body),
      }));
    inspected.set(url, entry);
  }
  return entry;
}

export type ScriptTotals = {
  /** KB gzip, all the scripts together. */
  kb: number;
  files: number;
  /** Each script (URL path and KB gzip to 0.1), largest first: what to cut when over budget. */
  each: { path: string; kbGzip: number }[];
  supabase: boolean;
  zod: boolean;
};

/** The scripts at `urls` added up; the same URL twice (a preload and its module) counts once. */
export async function sumScripts(urls: Iterable<string>): Promise<ScriptTotals> {
  const unique = [...new Set(urls)];
  const infos = await Promise.all(unique.map(inspectScript));
  let gzipBytes = 0;
  let supabase = false;
  let zod = false;
  const each: { path: string; kbGzip: number }[] = [];
  for (const [i, url] of unique.entries()) {
    const info = infos[i] as ScriptInfo;
    gzipBytes += info.gzip;
    supabase ||= info.supabase;
    zod ||= info.zod;
    each.push({ path: new URL(url).pathname, kbGzip: Math.round(info.gzip / 102.4) / 10 });
  }
  each.sort((a, b) => b.kbGzip - a.kbGzip);
  return { kb: gzipBytes / 1024, files: each.length, each, supabase, zod };
}

export type BudgetRoute = {
  /** What the table shows. */
  label: string;
  path: string;
  kind: RouteKind;
  /** Signed in: this session is stored in the browser before each visit. */
  session?: { key: string; value: string };
};

/**
 * The routes under a budget, on the server at `base` (started with AUTH_AUTOCONFIRM=true). One
 * user (signed up through /auth/v1, auto-confirmed) and one published post give the post page and
 * the signed-in profile; the user's session is what supabase-js itself stores (it signs in with a
 * storage that keeps the value).
 */
export async function budgetRoutes(base: string): Promise<BudgetRoute[]> {
  const stored = new Map<string, string>();
  const key = sessionStorageKey(base);
  const db = createClient(base, builtinPublishableKey, {
    auth: memorySessionAuth(stored, { storageKey: key }),
  });
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const { data, error } = await db.auth.signUp({
    email,
    password: 'correct-horse-7',
    options: { data: { fullName: 'Asha Verma' } },
  });
  if (error || !data.session || !data.user)
    throw new Error(`could not sign the bench user up (the server needs AUTH_AUTOCONFIRM=true): ${error?.message}`);
  const { data: post, error: postError } = await db
    .from('blog_posts')
    .insert({
      title: 'Designing lessons that students remember',
      excerpt: 'What a term of classroom trials taught us about spaced practice and retrieval.',
      content: `<h2>What we tried</h2>${'<p>Spaced practice, short retrieval quizzes and worked examples, one term long, in six classrooms. Students who practised retrieval each week kept more of what they learned.</p>'.repeat(6)}`,
      category: 'Learning Design',
      is_published: true,
      author: data.user.id,
      author_name: 'Asha Verma',
    })
    .select('id')
    .single();
  if (postError) throw new Error(`could not seed a post: ${postError.message}`);
  const value = stored.get(key);
  if (!value) throw new Error('supabase-js stored no session');
  return [
    ...prerenderPaths.map((p) => ({ label: p, path: p, kind: 'marketing' as const })),
    // The same pages in Hindi (issue #29).
    ...hindiPrerenderPaths.map((p) => ({ label: p, path: p, kind: 'marketing' as const })),
    { label: '/blog', path: '/blog', kind: 'blog' },
    { label: '/blog/post', path: `/blog/${(post as { id: string }).id}`, kind: 'blog' },
    { label: '/login', path: '/login', kind: 'account' },
    { label: '/signup', path: '/signup', kind: 'account' },
    { label: '/profile', path: '/profile', kind: 'account', session: { key, value } },
    // The server-rendered pages' Hindi (issue #29).
    { label: '/hi/blog', path: '/hi/blog', kind: 'blog' },
    { label: '/hi/signup', path: '/hi/signup', kind: 'account' },
  ];
}
