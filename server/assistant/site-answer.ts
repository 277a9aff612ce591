/**
 * The assistant's answer from the site's own content (ADR 039), for a question no keyword or
 * synonym covers: the question's words (Hindi and Hinglish ones turned into the English terms
 * the glossary gives, filler words dropped) are searched with the site search, and from the
 * texts of the first three results the one or two sentences sharing most of the question's
 * words are quoted, each with its page. Plain code and two statements, no external service.
 */
import { matchTokens } from '../../rules/assistant-intents.ts';
import { maxQuoteLength, type AssistantResponse, type SiteQuote } from '../../rules/assistant-wire.ts';
import { hindiToEnglishTerms } from '../../rules/hindi-glossary.ts';
import { searchQueryMaxLength } from '../../rules/site-search.ts';
import type { Queryable } from '../db/types.ts';
import { contentDocumentsSql } from '../search/content-documents.ts';
import { defaultSearchTimeoutMs, searchSite } from '../search/search-site.ts';

/** Words that say nothing about the subject: English, Hinglish and Hindi filler. */
const stopWords = new Set(
  (
    'a an the is are was were be been am do does did can could would should will shall may might i me my we our us ' +
    'you your yours it its this that these those there here what which who whom whose when where why how any some ' +
    'of to in on at for from with by about as and or not no yes if so than then too very just also please tell ' +
    'give get got have has had need want know like use used using show let make them they their he she his her ' +
    'hai hain ho hoti hota hote kya ka ki ke ko se me mein main mai aap aapka aapki aapke tum hum hamara hamare ' +
    'kaise kab kahan kyun koi kuch bhi nahi nahin wala wali wale karna karte karein kar raha rahe rahi chahiye ' +
    'milega milegi sakta sakte sakti batao bataiye do de dijiye banane bana ' +
    'है हैं हो था थे क्या का की के को से में मैं हम आप आपका आपकी आपके आपसे हमारा हमारे हमें मुझे तुम यह वह ये वे ' +
    'कैसे कब कहाँ कहां क्यों कोई कुछ भी नहीं वाला वाली वाले करना करते करें कर रहा रहे रही चाहिए मिलेगा सकता ' +
    'सकते बताइए बताएं दिया जाता जाती जाते रहता रहती लिए और या पर तक एक इसकी इसका इसके अपनी अपना अपने बनाने'
  ).split(' '),
);

/** Two-letter words worth searching (a search word is otherwise 3+ letters). */
const shortTerms = new Set(['ai', 'vr', 'ar', 'lms', 'sis']);

/** English phrasings the site words differently. */
const phraseTerms: readonly [phrase: string, terms: string][] = [
  ['learning management system', 'lms'],
  ['question papers', 'question paper'],
];

const hindiTerms = hindiToEnglishTerms();
const hindiPhrases = [...hindiTerms.entries()]
  .map(([hi, en]) => ({ words: matchTokens(hi), en }))
  .filter((p) => p.words.length > 1);
const hindiWords = new Map([...hindiTerms.entries()].map(([hi, en]) => [matchTokens(hi).join(' '), en]));

/** The English (or unknown Hindi) search terms a question stands for, in order, without repeats. */
export function questionTerms(question: string): string[] {
  let text = question.toLowerCase();
  for (const [phrase, terms] of phraseTerms) text = text.replaceAll(phrase, terms);
  const tokens = matchTokens(text);
  const out: string[] = [];
  const add = (term: string) => {
    for (const t of matchTokens(term)) if (!out.includes(t)) out.push(t);
  };
  for (let i = 0; i < tokens.length; i++) {
    const phrase = hindiPhrases.find((p) => p.words.every((w, j) => tokens[i + j] === w));
    if (phrase) {
      add(phrase.en);
      i += phrase.words.length - 1;
      continue;
    }
    const token = tokens[i]!;
    if (stopWords.has(token)) continue;
    const mapped = hindiWords.get(token);
    if (mapped) add(mapped);
    else if ([...token].length >= 3 || shortTerms.has(token)) add(token);
  }
  return out;
}

/** The terms as one site-search query: joined with OR, within the search's length limit. */
export function termsQuery(terms: readonly string[]): string {
  let query = '';
  for (const term of terms) {
    const next = query ? `${query} or ${term}` : term;
    if (next.length > searchQueryMaxLength) break;
    query = next;
  }
  return query;
}

const textsSql = `
with content_docs as (${contentDocumentsSql('true')})
select p.href, p.title, p.title || E'\\n' || p.headings || E'\\n' || left(p.body, 8000) as text
from public.site_pages p where p.href = any($1::text[])
union all
select c.href, c.title, c.title || E'\\n' || c.headings || E'\\n' || left(c.body, 8000)
from content_docs c where c.href = any($1::text[])
union all
select '/blog/' || b.id::text, b.title,
  b.title || E'\\n' || b.excerpt || E'\\n' || regexp_replace(left(b.content, 6000), '<[^>]*(>|$)', ' ', 'g')
from public.blog_posts b
where b.is_published and b.id = any($2::uuid[])
limit 30`;

type TextRow = { href: string; title: string; text: string };

/** A term's stem for matching a sentence's words: long words match by their start ("protect" ~ "protected"). */
const stemOf = (term: string) =>
  [...term].length >= 5 ? [...term].slice(0, Math.max(4, [...term].length - 2)).join('') : term;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?।])\s+/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 25 && s.length <= maxQuoteLength && /[.!?।]$/u.test(s));
}

/** The one or two sentences of `rows` that share most of `terms`, better-ranked pages first on ties. */
export function bestSentences(
  rows: readonly TextRow[],
  order: readonly string[],
  terms: readonly string[],
): SiteQuote[] {
  const stems = terms.map(stemOf);
  const scored: { quote: SiteQuote; score: number }[] = [];
  for (const row of rows) {
    const rank = order.indexOf(row.href);
    const titleWords = matchTokens(row.title);
    const titleHits = stems.filter((s) => titleWords.some((w) => w.startsWith(s))).length;
    for (const sentence of sentencesOf(row.text)) {
      if (sentence === row.title) continue;
      const words = matchTokens(sentence);
      const hits = stems.filter((s) => words.some((w) => w.startsWith(s))).length;
      if (hits === 0) continue;
      const score = hits + 0.3 * titleHits + (rank === 0 ? 0.5 : rank === 1 ? 0.25 : 0) - sentence.length / 2000;
      scored.push({ quote: { text: sentence, title: row.title.replace(/\s+/g, ' ').trim(), href: row.href }, score });
    }
  }
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first) return [];
  const out = [first.quote];
  if (second && second.score >= first.score * 0.75 && second.quote.text !== first.quote.text) out.push(second.quote);
  return out;
}

/** The quotes and links for a question (a question with no searchable word gets neither). */
export async function siteAnswer(
  db: Queryable,
  question: string,
  timeoutMs = defaultSearchTimeoutMs,
): Promise<AssistantResponse> {
  const terms = questionTerms(question);
  const q = termsQuery(terms);
  if (!q) return { quotes: [], links: [] };
  const { results } = await searchSite(db, q, 5, timeoutMs);
  const top = results.slice(0, 3);
  if (top.length === 0) return { quotes: [], links: [] };
  const links = top.map((r) => ({ text: r.title.replace(/\s+/g, ' ').trim(), href: r.href }));
  const pages = top.filter((r) => r.kind !== 'post').map((r) => r.href);
  const posts = top.filter((r) => r.kind === 'post').map((r) => r.href.slice('/blog/'.length));
  const { rows } = await db.query<TextRow>(textsSql, [pages, posts]);
  return {
    quotes: bestSentences(
      rows,
      top.map((r) => r.href),
      terms,
    ),
    links,
  };
}
