/**
 * npm run bench:search — the site search at scale (ADR 027): 10,000 published posts from the
 * blog's seed (server/blog/seed-blog.ts) plus the marketing pages indexed from their content
 * modules, then searches timed one after another: real words (common and rare), misspellings
 * (the trigram correction runs), phrases, words of the posts' titles with one letter dropped
 * and Hindi words (exact and misspelt, over three Hindi posts added to the seed), with how many
 * of the last two find their post. p50/p95/max per kind and overall, on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL. Target: p95 ≤ 50 ms. `--posts N`, `--rounds N`,
 * `--strict` (exit 1 when a target is missed), `--engine pglite|postgres` (one only).
 *
 * It times searchSite() itself, the function GET /api/search and the /search loader call, on the
 * same kind of database connection the server uses, so HTTP is not in the figure.
 */
import { parseArgs } from 'node:util';
import { searchDocuments } from '../app/search-documents.ts';
import { seedBlog } from '../server/blog/seed-blog.ts';
import { migrate } from '../server/db/migrate.ts';
import type { Db } from '../server/db/types.ts';
import { searchSite } from '../server/search/search-site.ts';
import { syncSitePages } from '../server/search/sync-site-pages.ts';
import { onEachEngine, saveResults } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '10' },
    strict: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'both' },
  },
});
const posts = Number(values.posts);
const rounds = Number(values.rounds);
const targetP95Ms = 50;

const queries: Record<string, string[]> = {
  word: ['learning', 'students', 'teachers', 'virtual', 'assessment', 'hindi', 'analytics', 'privacy', 'jaipur', 'lab'],
  misspelt: [
    'adaptve',
    'virtul lab',
    'anlytics',
    'asessment',
    'teacher asistant',
    'clasroom',
    'curriculam',
    'scholarship',
  ],
  phrase: [
    '"virtual labs"',
    'adaptive learning paths',
    'student data protection',
    'board exam preparation',
    'low bandwidth',
  ],
};

/**
 * Words of the seeded posts' titles with one letter dropped (issue #29), each with the word it
 * stands for: found when a post whose title has that word is among the results.
 */
const postMisspellings: Record<string, string> = {
  learnes: 'learners',
  reional: 'regional',
  prolem: 'problem',
  chemisty: 'chemistry',
  anatoy: 'anatomy',
  simulatons: 'simulations',
  bandwdth: 'bandwidth',
  devics: 'devices',
  offlne: 'offline',
  accesible: 'accessible',
  attendace: 'attendance',
  dashbords: 'dashboards',
  workoad: 'workload',
  backwad: 'backward',
  formatve: 'formative',
  rubris: 'rubrics',
  computatonal: 'computational',
  literay: 'literacy',
  readines: 'readiness',
  analyis: 'analysis',
};
queries.postMisspelt = Object.keys(postMisspellings);

/** Hindi posts added to the seed, and Hindi words searched (exact and misspelt). */
const hindiPosts = [
  ['ग्रामीण विद्यालयों में डिजिटल कक्षा', 'हमारे विद्यालयों में शिक्षकों ने डिजिटल कक्षा का प्रयोग किया।'],
  ['विज्ञान प्रयोगशाला के बिना प्रयोग', 'वर्चुअल प्रयोगशाला से विद्यार्थियों ने रसायन विज्ञान के प्रयोग किए।'],
  ['अभिभावकों से नियमित संवाद', 'उपस्थिति और गृहकार्य की जानकारी अभिभावकों तक पहुँची।'],
] as const;
const hindiQueries: Record<string, string> = {
  प्रयोगशाला: 'विज्ञान प्रयोगशाला के बिना प्रयोग',
  परयोगशाला: 'विज्ञान प्रयोगशाला के बिना प्रयोग',
  अभिभावकों: 'अभिभावकों से नियमित संवाद',
  अभिभावको: 'अभिभावकों से नियमित संवाद',
  ग्रामीण: 'ग्रामीण विद्यालयों में डिजिटल कक्षा',
  गरामीण: 'ग्रामीण विद्यालयों में डिजिटल कक्षा',
};
queries.hindi = Object.keys(hindiQueries);

type Stats = { n: number; p50: number; p95: number; max: number };
const found: Record<string, { postMisspelt: number; hindi: number; missed: string[] }> = {};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: pct(sorted, 50), p95: pct(sorted, 95), max: sorted.at(-1)! };
}

async function run(engine: string, db: Db): Promise<Record<string, Stats>> {
  await migrate(db);
  const t0 = performance.now();
  await seedBlog(db, { posts, comments: 0, seed: 7 });
  await syncSitePages(db, searchDocuments());
  const { rows: authors } = await db.query<{ author: string }>('select author from public.blog_posts limit 1');
  for (const [title, body] of hindiPosts)
    await db.query(
      `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name)
       values ($1, $2, $3, 'Digital Inclusion', true, $4, 'Bench')`,
      [title, body, `<p>${body}</p>`, authors[0]!.author],
    );
  process.stdout.write(
    `${engine}: seeded ${posts} posts and indexed the pages in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  const all = Object.entries(queries).flatMap(([kind, list]) => list.map((q) => ({ kind, q })));
  for (const { q } of all) await searchSite(db, q); // warm-up: caches, plans
  const missed: string[] = [];
  for (const [q, word] of Object.entries(postMisspellings)) {
    const { results } = await searchSite(db, q);
    if (!results.some((r) => r.kind === 'post' && r.title.toLowerCase().includes(word))) missed.push(q);
  }
  for (const [q, title] of Object.entries(hindiQueries)) {
    const { results } = await searchSite(db, q);
    if (!results.some((r) => r.title === title)) missed.push(q);
  }
  found[engine] = {
    postMisspelt: Object.keys(postMisspellings).filter((q) => !missed.includes(q)).length,
    hindi: Object.keys(hindiQueries).filter((q) => !missed.includes(q)).length,
    missed,
  };
  const samples: Record<string, number[]> = { all: [] };
  for (let round = 0; round < rounds; round++) {
    for (const { kind, q } of all) {
      const start = performance.now();
      await searchSite(db, q);
      const ms = performance.now() - start;
      (samples[kind] ??= []).push(ms);
      samples.all!.push(ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, stats(v)]));
}

async function main() {
  const results = await onEachEngine(values.engine, 'bench-search', run);
  const fmt = (s: Stats) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.max.toFixed(1)} (${s.n})`;
  const lines = [
    `# Site search at ${posts} posts (ms: p50 / p95 / max (searches); target p95 ≤ ${targetP95Ms} ms)`,
    '',
    '| engine | words | misspellings | phrases | post title words, one letter dropped | Hindi | all | meets |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(results).map(
      ([engine, r]) =>
        `| ${engine} | ${fmt(r.word!)} | ${fmt(r.misspelt!)} | ${fmt(r.phrase!)} | ${fmt(r.postMisspelt!)} | ${fmt(r.hindi!)} | ${fmt(r.all!)} | ${r.all!.p95 <= targetP95Ms ? 'yes' : 'NO'} |`,
    ),
    '',
    '| engine | post title words, one letter dropped: found | Hindi words (3 exact, 3 misspelt): found | not found |',
    '|---|---|---|---|',
    ...Object.entries(found).map(
      ([engine, f]) =>
        `| ${engine} | ${f.postMisspelt}/${Object.keys(postMisspellings).length} | ${f.hindi}/${Object.keys(hindiQueries).length} | ${f.missed.join(', ') || '-'} |`,
    ),
  ];
  if (!results.postgres) lines.push('', '(PostgreSQL skipped: set TEST_DATABASE_URL)');
  const markdown = lines.join('\n');
  process.stdout.write(`\n${markdown}\n`);
  saveResults('search', markdown, { posts, rounds, targetP95Ms, results, found });
  if (values.strict && Object.values(results).some((r) => r.all!.p95 > targetP95Ms)) process.exitCode = 1;
}

await main();
