/**
 * One search over the whole site (ADR 027): the marketing pages (public.site_pages, filled from
 * the content modules at start), the content studio's live entries listed by a page rendered from
 * the database (its webinars and openings, read at query time: content-documents.ts) and the
 * published posts (public.post_search, kept by a trigger). A live entry's words are part of the
 * vocabulary a misspelt word is corrected against (their own CTE, content_terms).
 *
 * 1. Full-text search: websearch_to_tsquery('english', q) against all three, ranked with ts_rank;
 *    pages, items and entries by their whole document, posts by title and excerpt (a word only in a
 *    post's body finds it, ranked after those naming it in the title or excerpt, newest first).
 * 2. When that finds fewer than `fewResults`, each word the site's vocabularies do not know is
 *    replaced by its nearest term by trigram similarity (the pages' public.search_terms and the
 *    posts' public.post_terms, migration 0250, so a misspelt word of a post's title or body
 *    finds it; Devanagari included) and the corrected query searched the same way; posts whose title is like the query (word_similarity, the
 *    title's trigram index) are added after.
 * Its work is bounded (issue #26): at most `maxFuzzyWords` words get the trigram look-up, at most
 * `searchResultLimit` results, and every row the statements scan passes the clock guard
 * (`rest_guard.on_time`, migration 0015: SQLSTATE 57014 past `timeoutMs`, on both engines, since
 * PGlite never fires `statement_timeout`). The caller's slot and cache: search-budget.ts.
 * Snippets are ts_headline's, with matched words between two private-use characters that
 * rules/site-search.ts splits into parts: no HTML is ever produced or parsed.
 */
import {
  markStart,
  markStop,
  searchWords,
  splitMarked,
  wordPattern,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
} from '../../rules/site-search.ts';
import type { Queryable } from '../db/types.ts';
import { contentDocumentsSql } from './content-documents.ts';
import { langOfPath } from '../../rules/languages.ts';

export const searchResultLimit = 10;
/** Words of one query that get the trigram look-up (the costly part of the fallback). */
export const maxFuzzyWords = 3;
/** The clock budget of each search statement unless the caller gives one (SEARCH_TIMEOUT_MS). */
export const defaultSearchTimeoutMs = 500;
/** Fewer full-text results than this and the misspelling fallback runs. */
export const fewResults = 3;

const headlineOptions =
  `StartSel=${markStart}, StopSel=${markStop}, MaxWords=30, MinWords=12, ShortWord=2, ` +
  `MaxFragments=2, FragmentDelimiter=" … "`;

type Row = { kind: SearchKind; href: string; title: string; snippet: string; unknown?: number };

const guard = 'rest_guard.on_time($4::int)';

const devanagari = /[\u0900-\u097F]/;

/** The live content entries' documents and their words (content-documents.ts), as CTEs. */
const contentCtes = `
content_docs as (${contentDocumentsSql(guard)}),
content_terms as (
  select distinct t.term
  from content_docs d,
    regexp_split_to_table(lower(d.title || ' ' || d.headings || ' ' || d.body), '[^[:alpha:]]+') as t(term)
  where char_length(t.term) between 3 and 40
)`;

const fullTextSql = `
with query as (select websearch_to_tsquery('english', $1) as tsq),
${contentCtes},
page_hits as (
  select p.path, p.anchor, ts_rank(p.search_vector, query.tsq) * 2 as rank
  from public.site_pages p, query
  where ${guard} and p.search_vector @@ query.tsq
  order by rank desc
  limit $2
),
content_hits as (
  select d.key, ts_rank(d.vector, query.tsq) * 2 as rank
  from (select c.key,
      setweight(to_tsvector('english', c.title), 'A') || setweight(to_tsvector('english', c.headings), 'B')
        || setweight(to_tsvector('english', c.body), 'C') as vector
    from content_docs c) d, query
  where d.vector @@ query.tsq
  order by rank desc
  limit $2
),
post_hits as (
  select s.post_id, ts_rank(s.heading, query.tsq) as rank, s.date
  from public.post_search s, query
  where ${guard} and s.document @@ query.tsq
  order by rank desc, s.date desc
  limit $2
),
top as (
  select path, anchor, null::text as content_key, null::uuid as post_id, rank, null::timestamptz as date from page_hits
  union all
  select null, null, key, null, rank, null from content_hits
  union all
  select null, null, null, post_id, rank, date from post_hits
  order by rank desc, date desc nulls first
  limit $2
)
select coalesce(p.kind, c.kind, 'post') as kind,
  coalesce(p.href, c.href, '/blog/' || b.id::text) as href,
  coalesce(p.title, c.title, b.title) as title,
  ts_headline('english',
    translate(coalesce(left(p.headings || E'\\n' || p.body, 8000),
      left(c.headings || E'\\n' || c.body, 8000),
      b.excerpt || E'\\n' || left(regexp_replace(left(b.content, 6000), '<[^>]*(>|$)', ' ', 'g'), 3000)),
      E'\\uE000\\uE001', ''),
    query.tsq, $3) as snippet,
  (select count(*)::int from unnest($5::text[]) as w(word)
    where not exists (select 1 from public.search_terms t where t.term = w.word)
      and not exists (select 1 from public.post_terms t where t.term = w.word)
      and not exists (select 1 from content_terms t where t.term = w.word)) as unknown
from top
cross join query
left join public.site_pages p on p.path = top.path and p.anchor = top.anchor
left join content_docs c on c.key = top.content_key
left join public.blog_posts b on b.id = top.post_id and b.is_published
where p.path is not null or c.href is not null or b.id is not null
order by top.rank desc, top.date desc nulls first`;

/**
 * The correction's vocabulary look-up and the title search in one statement (one round trip):
 * for each distinct word whether the vocabulary knows it and its nearest term by trigram
 * similarity, and the published posts whose title is like the whole query.
 */
const fallbackSql = `
with ${contentCtes},
words as (
  select w.word,
    exists (select 1 from public.search_terms t where t.term = w.word)
      or exists (select 1 from public.post_terms t where t.term = w.word)
      or exists (select 1 from content_terms t where t.term = w.word) as known,
    (select c.term from (
      (select t.term, similarity(t.term, w.word) as s from public.search_terms t
        where ${guard} and t.term % w.word
        order by s desc, t.term limit 1)
      union all
      (select t.term, similarity(t.term, w.word) as s from public.post_terms t
        where ${guard} and t.term % w.word
        order by s desc, t.term limit 1)
      union all
      (select t.term, similarity(t.term, w.word) as s from content_terms t
        where t.term % w.word
        order by s desc, t.term limit 1)
    ) as c order by c.s desc, c.term limit 1) as nearest
  from unnest($1::text[]) as w(word)
),
titles as (
  select '/blog/' || b.id::text as href, b.title, b.excerpt as snippet,
    row_number() over (order by word_similarity($2, b.title) desc, b.date desc) as n
  from public.blog_posts b
  where ${guard} and b.is_published and $2 <% b.title
  order by word_similarity($2, b.title) desc, b.date desc
  limit $3
)
select
  (select coalesce(json_agg(json_build_array(word, known, nearest)), '[]'::json) from words) as words,
  (select coalesce(json_agg(json_build_array(href, title, snippet) order by n), '[]'::json) from titles) as titles`;

type FallbackRow = {
  words: [word: string, known: boolean, nearest: string | null][];
  titles: [href: string, title: string, snippet: string][];
};

export async function searchSite(
  db: Queryable,
  q: string,
  limit = searchResultLimit,
  timeoutMs = defaultSearchTimeoutMs,
): Promise<SearchResponse> {
  if (!q) return { q, corrected: null, results: [] };
  limit = Math.min(limit, searchResultLimit);
  const budget = Math.max(1, Math.floor(timeoutMs));
  const words = [...new Set(searchWords(q))];
  const { results: found, unknown } = await fullText(db, q, limit, words, budget);
  // Enough results and every word known: done. A word no vocabulary knows is misspelt even when
  // its stem found pages ("learnes" stems to "learn"): its correction comes first (ADR 039).
  if (found.length >= fewResults && unknown === 0) return { q, corrected: null, results: found };
  const correctionFirst = found.length >= fewResults;

  const results = correctionFirst ? [] : [...found];
  const seen = new Set(results.map((r) => r.href));
  const add = (rows: SearchResult[]) => {
    for (const r of rows) {
      if (results.length >= limit || seen.has(r.href)) continue;
      seen.add(r.href);
      results.push(r);
    }
  };
  const { rows: fallback } = await db.query<FallbackRow>(fallbackSql, [
    words.slice(0, maxFuzzyWords),
    q,
    limit,
    budget,
  ]);
  const corrected = correct(q, fallback[0]!.words);
  let usedCorrection = false;
  const titles = fallback[0]!.titles.map(([href, title, snippet]) => toResult({ kind: 'post', href, title, snippet }));
  if (corrected) {
    const { results: more } = await fullText(db, corrected, limit, [], budget);
    // Up to three places stay for posts whose title is like the query, so pages matching the
    // corrected word cannot crowd out the post whose title has it ("learnes": ADR 039).
    const moreHrefs = new Set(more.map((r) => r.href));
    const reserve = Math.min(3, titles.filter((t) => !seen.has(t.href) && !moreHrefs.has(t.href)).length);
    const before = results.length;
    add(more.slice(0, Math.max(0, limit - results.length - reserve)));
    usedCorrection = results.length > before;
    add(titles);
    add(more);
  } else add(titles);
  add(found);
  return { q, corrected: usedCorrection ? corrected : null, results };
}

async function fullText(
  db: Queryable,
  q: string,
  limit: number,
  words: readonly string[],
  budgetMs: number,
): Promise<{ results: SearchResult[]; unknown: number }> {
  // A query without Devanagari is an English visitor's: the Hindi pages (/hi, issue #29) are left
  // out, and twice the rows are read so that leaving them out never shortens the English list.
  const english = !devanagari.test(q);
  const { rows } = await db.query<Row>(fullTextSql, [q, english ? limit * 2 : limit, headlineOptions, budgetMs, words]);
  const kept = english ? rows.filter((row) => langOfPath(row.href.split('#')[0]!) === 'en') : rows;
  return { results: kept.slice(0, limit).map(toResult), unknown: rows[0]?.unknown ?? 0 };
}

/** The query with each unknown word replaced by the vocabulary's nearest term; null when nothing changed. */
function correct(q: string, words: FallbackRow['words']): string | null {
  const replace = new Map<string, string>();
  for (const [word, known, nearest] of words) if (!known && nearest && nearest !== word) replace.set(word, nearest);
  if (replace.size === 0) return null;
  return q.replace(wordPattern, (w) => replace.get(w.toLowerCase()) ?? w);
}

function toResult(row: Omit<Row, 'unknown'>): SearchResult {
  return {
    kind: row.kind,
    href: row.href,
    title: row.title,
    snippet: splitMarked(decodeEntities(row.snippet.replace(/\s+/g, ' ').trim())),
  };
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The character references a sanitised body's text keeps once its tags are gone. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && code !== 0xe000 && code !== 0xe001 ? String.fromCodePoint(code) : '';
  });
}
