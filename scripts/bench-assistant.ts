/**
 * npm run bench:assistant — how many of the visitor questions in
 * tests/fixtures/assistant-questions.json (English, Hindi, Hinglish; written before the matcher
 * was tuned) the chat assistant answers right, per language, and how long a reply takes.
 *
 * A question is answered right when the reply is the expected answer (`expect.reply`) or links
 * to an expected page (`expect.pages`: a path, or a path with its #fragment); a Hindi question
 * also needs a Hindi reply. Two ways of answering are scored side by side in one run:
 *
 * - `spec`: the specified rule (the keyword table by substring, first key contained wins), and
 *   for a question no key matches the fallback with the titles of three site-search results for
 *   its words joined with OR (ADR 027): what the site did before issue #29.
 * - `current`: the assistant as it is now (rules/assistant-intents.ts, then
 *   server/assistant/site-answer.ts for a question they do not cover; ADR 039).
 *
 * The marketing pages are indexed from their content modules into a throwaway PGlite database
 * (PostgreSQL too with TEST_DATABASE_URL); reply times are per question, in-process, p50/p95.
 * `--verbose` prints every question with its verdict; `--engine pglite|postgres` (one only).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchDocuments } from '../app/search-documents.ts';
import { questionToQuery } from '../app/features/chat/helpful-links.ts';
import {
  answerFor,
  answers,
  fallbackWithLinks,
  keywordTable,
  siteAnswer as siteAnswerReply,
  type Answer,
} from '../app/features/chat/replies.ts';
import { understand } from '../rules/assistant-intents.ts';
import { siteAnswer } from '../server/assistant/site-answer.ts';
import { migrate } from '../server/db/migrate.ts';
import type { Db } from '../server/db/types.ts';
import { searchSite } from '../server/search/search-site.ts';
import { syncSitePages } from '../server/search/sync-site-pages.ts';
import { onEachEngine, saveResults } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
  },
});

type Lang = 'en' | 'hi' | 'hinglish';
type Question = { lang: Lang; q: string; expect: { reply?: string; pages?: string[] } };
type Reply = { id: string; lang: 'en' | 'hi'; answer: Answer };
type Responder = (db: Db, question: string) => Promise<Reply>;

const fixture = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'assistant-questions.json');
const questions = (JSON.parse(readFileSync(fixture, 'utf8')) as { questions: Question[] }).questions;
const langs: Lang[] = ['en', 'hi', 'hinglish'];

/** The specified assistant: substring keywords, else the fallback with three search titles. */
const spec: Responder = async (db, question) => {
  const text = question.toLowerCase();
  const id = keywordTable.find(([keyword]) => text.includes(keyword))?.[1] ?? 'fallback';
  if (id !== 'fallback') return { id, lang: 'en', answer: answers[id] };
  const q = questionToQuery(question);
  const found = q ? (await searchSite(db, q)).results.slice(0, 3) : [];
  return { id, lang: 'en', answer: fallbackWithLinks(found.map((r) => ({ text: r.title, href: r.href }))) };
};

/** The assistant now: whole-word keywords, synonyms, Hindi replies, else sentences quoted from the site. */
const current: Responder = async (db, question) => {
  const { intent, language } = understand(question);
  if (intent) return { id: intent, lang: language, answer: answerFor(intent, language) };
  const found = await siteAnswer(db, question);
  return { id: 'fallback', lang: language, answer: siteAnswerReply(found.quotes, found.links, language) };
};

const responders: Record<string, Responder> = { spec, current };

function linksOf(answer: Answer): string[] {
  return answer
    .flatMap((block) => (block.kind === 'paragraph' ? [block.segments] : block.items))
    .flat()
    .flatMap((s) => (typeof s === 'string' ? [] : [s.href]));
}

export function isRight(question: Question, reply: Reply): boolean {
  if (question.lang === 'hi' && reply.lang !== 'hi') return false;
  const { reply: wanted, pages = [] } = question.expect;
  if (wanted && reply.id === wanted) return true;
  const links = linksOf(reply.answer);
  return pages.some((page) =>
    links.some((href) => href === page || (!page.includes('#') && href.startsWith(`${page}#`))),
  );
}

type Score = Record<Lang | 'all', { right: number; total: number }> & { p50: number; p95: number };
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function score(engine: string, db: Db, name: string, respond: Responder): Promise<Score> {
  const s = { p50: 0, p95: 0 } as Score;
  for (const l of [...langs, 'all'] as const) s[l] = { right: 0, total: 0 };
  const times: number[] = [];
  for (const question of questions) await respond(db, question.q); // warm-up
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const question of questions) {
      const start = performance.now();
      const reply = await respond(db, question.q);
      times.push(performance.now() - start);
      if (round > 0) continue;
      const right = isRight(question, reply);
      for (const l of [question.lang, 'all'] as const) {
        s[l].total += 1;
        if (right) s[l].right += 1;
      }
      if (values.verbose)
        process.stdout.write(
          `${engine} ${name} ${right ? 'ok  ' : 'MISS'} [${question.lang}] ${question.q} -> ${reply.id}/${reply.lang} ${linksOf(reply.answer).join(' ')}\n`,
        );
    }
  }
  times.sort((a, b) => a - b);
  s.p50 = pct(times, 50);
  s.p95 = pct(times, 95);
  return s;
}

async function run(engine: string, db: Db): Promise<Record<string, Score>> {
  await migrate(db);
  await syncSitePages(db, searchDocuments());
  const out: Record<string, Score> = {};
  for (const [name, respond] of Object.entries(responders)) out[name] = await score(engine, db, name, respond);
  return out;
}

async function main() {
  const results = await onEachEngine(values.engine, 'bench-assistant', run);
  const cell = (x: { right: number; total: number }) =>
    `${x.right}/${x.total} (${Math.round((100 * x.right) / x.total)} %)`;
  const lines = [
    `# Chat assistant: ${questions.length} visitor questions answered right (reply ms p50 / p95, in-process)`,
    '',
    '| engine | assistant | English | Hindi | Hinglish | all | reply p50 / p95 ms |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(results).flatMap(([engine, byName]) =>
      Object.entries(byName).map(
        ([name, s]) =>
          `| ${engine} | ${name} | ${cell(s.en)} | ${cell(s.hi)} | ${cell(s.hinglish)} | ${cell(s.all)} | ${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} |`,
      ),
    ),
  ];
  if (!results.postgres) lines.push('', '(PostgreSQL skipped: set TEST_DATABASE_URL)');
  const markdown = lines.join('\n');
  process.stdout.write(`\n${markdown}\n`);
  saveResults('assistant', markdown, { questions: questions.length, results });
}

await main();
