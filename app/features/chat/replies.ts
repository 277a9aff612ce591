import { site } from '#config/site.ts';
import { chatCopy } from './chat-copy.ts';
import { specKeywords, specKeywordIn, understand, type ReplyLanguage } from '#rules/assistant-intents.ts';
import {
  answersHi,
  fallbackTextHi,
  helpfulLinksHeadingHi,
  siteQuotesHeadingHi,
  siteQuotesHeadingHiInEnglish,
} from './replies-hi.ts';
import { link, list, p } from './segments.ts';
import type { Answer, LinkSegment, Segment } from './segments.ts';
import type { SiteQuote } from '#rules/assistant-wire.ts';

/**
 * The chat assistant's answers and the rule that picks one (rules/assistant-intents.ts, ADR 039).
 * Answers are structured text (paragraphs and lists of plain strings and links) that React
 * renders as elements, so no answer, and nothing a user types, is ever parsed as HTML. The
 * Hindi answers (replies-hi.ts) have the same ids and the same links.
 */
export type { Answer, LinkSegment, Segment } from './segments.ts';

const contactForm = link('contact form', '/contact');
const contactEmail = link(site.email.contact, `mailto:${site.email.contact}`);
const salesEmail = link(site.email.sales, `mailto:${site.email.sales}`);

/** The five product pages the assistant points to (names and paths as on the site). */
export const solutionLinks = [
  {
    link: link('AI Adaptive Learning', '/products/ai-learning'),
    blurb: 'personalised learning paths that adjust to each student in real time.',
  },
  {
    link: link('AR/VR Virtual Labs', '/products/ar-vr-labs'),
    blurb: 'immersive science labs for grades 6-12, safe and available to every school.',
  },
  {
    link: link('Cloud LMS', '/products/cloud-lms'),
    blurb: 'courses, assignments, attendance and parent communication in one secure place.',
  },
  {
    link: link('AI Teacher Assistants', '/products/ai-teacher'),
    blurb: 'lesson plans, question papers and feedback drafted in minutes, with privacy built in.',
  },
  {
    link: link('Enterprise Solutions', '/products/enterprise'),
    blurb: 'the complete platform, integrated for districts, universities, governments and companies.',
  },
] as const;

/** The first message of every new transcript. */
export const greetingMessage = chatCopy.greeting;

export const fallbackText =
  "I'm not sure I understand. Could you rephrase your question? Or you can ask about our solutions, pricing, or contact information.";

export const answers = {
  greeting: [
    p(`Hello, and welcome to ${site.name}! How can I help you today?`),
    p('You can ask me about our solutions, their features, pricing, a demo, or how to contact us.'),
  ],
  help: [
    p("I'm happy to help. I can tell you about:"),
    list(
      ['our ', link('solutions', '/products/ai-learning'), ' and their features'],
      ['pricing and quotes'],
      ['booking a demo'],
      ['how to contact our team'],
    ),
    p('What would you like to know?'),
  ],
  contact: [
    p('You can email us at ', contactEmail, ' or send us a message through our ', contactForm, '.'),
    p("We'll get back to you within 24 hours."),
  ],
  solutions: [p('We offer five solutions:'), list(...solutionLinks.map(({ link: l, blurb }) => [l, ` - ${blurb}`]))],
  pricing: [
    p(
      'Our pricing is customised to the size and needs of each school, university or organisation, so we prepare every quote individually.',
    ),
    p('Please contact our sales team at ', salesEmail, ' or through our ', contactForm, ' for a personalised quote.'),
  ],
  identity: [
    p(
      `I'm the ${site.name} virtual assistant. I answer common questions about our products and point you to the right page or person.`,
    ),
    p('For anything I cannot answer, our team is happy to help through the ', contactForm, '.'),
  ],
  about: [p(site.description), p('Read more ', link('about us', '/#about'), '.')],
  demo: [
    p("We'd love to show you our platform in action."),
    p(
      'Request a demo through our ',
      contactForm,
      ': tell us about your institution and the solutions that interest you, and our team will arrange a session.',
    ),
  ],
  features: [
    p('Highlights of our platform:'),
    list(
      ['AI-personalised learning paths in English and Hindi'],
      ['immersive AR/VR science experiments'],
      ['a cloud LMS for courses, assignments, attendance and parent updates'],
      ['AI assistants that draft lesson plans, question papers and feedback'],
      ['single sign-on, SIS and analytics integrations with dedicated support'],
    ),
    p('See each product in detail on our ', link('solutions pages', '/products/ai-learning'), '.'),
  ],
  careers: [
    p("Yes, we're hiring! See our current openings and apply on our ", link('Careers page', '/careers'), '.'),
    p("Don't see a role that fits? Send us an open application from the same page."),
  ],
  fallback: [p(fallbackText)],
} as const satisfies Record<string, Answer>;

export type AnswerId = keyof typeof answers;

/** The answer `id` in `language`: the Hindi answers carry the same links. */
export function answerFor(id: AnswerId, language: ReplyLanguage = 'en'): Answer {
  return language === 'hi' ? answersHi[id] : answers[id];
}

/**
 * The specified keywords, in their order (rules/assistant-intents.ts). They match whole words:
 * the specification's substring rule found 'hi' inside "hiring" and "this"
 * (docs/spec-differences.md). 'price' and 'pricing' share one answer.
 */
export const keywordTable = specKeywords;

/** The specified keyword the input contains as whole words, or null for none. */
export function matchKeyword(input: string): string | null {
  return specKeywordIn(input);
}

/** Which answer the assistant gives to the input: a keyword's, a synonym's, or the fallback. */
export function answerIdFor(input: string): AnswerId {
  return understand(input).intent ?? 'fallback';
}

/** An answer as plain text: what is saved to the chat history and announced to screen readers. */
export function answerToText(answer: Answer): string {
  const line = (segments: readonly Segment[]) => segments.map((s) => (typeof s === 'string' ? s : s.text)).join('');
  return answer
    .map((block) =>
      block.kind === 'paragraph' ? line(block.segments) : block.items.map((i) => `• ${line(i)}`).join('\n'),
    )
    .join('\n');
}

/** The line before the site-search links that follow the fallback reply (ADR 027). */
export const helpfulLinksHeading = 'These pages may help:';

/** The line before the sentences quoted from the site when no reply matches (ADR 039). */
export const siteQuotesHeading = 'Here is what our site says about that:';

export type { SiteQuote } from '#rules/assistant-wire.ts';

/**
 * The words around found links and quotes per language. `quotes` is every heading the language
 * has: Hindi says "(in English)" only when every quoted sentence is English (quotesHeading).
 */
const texts = {
  en: { fallback: fallbackText, links: helpfulLinksHeading, quotes: [siteQuotesHeading] },
  hi: {
    fallback: fallbackTextHi,
    links: helpfulLinksHeadingHi,
    quotes: [siteQuotesHeadingHi, siteQuotesHeadingHiInEnglish],
  },
} as const satisfies Record<ReplyLanguage, { fallback: string; links: string; quotes: readonly string[] }>;

const devanagari = /[\u0900-\u097f]/;

/**
 * The line before quoted sentences: in Hindi, the quotes from Hindi pages (/hi) get the plain
 * heading and only English ones the heading that says they are in English.
 */
function quotesHeading(quotes: readonly SiteQuote[], language: ReplyLanguage): string {
  if (language === 'en') return siteQuotesHeading;
  return quotes.some((q) => devanagari.test(q.text)) ? siteQuotesHeadingHi : siteQuotesHeadingHiInEnglish;
}

/** The fallback reply followed by up to three pages from the site search; just the fallback without any. */
export function fallbackWithLinks(links: readonly LinkSegment[], language: ReplyLanguage = 'en'): Answer {
  const fallback = answerFor('fallback', language);
  if (links.length === 0) return fallback;
  return [...fallback, p(texts[language].links), list(...links.slice(0, 3).map((l) => [link(l.text, l.href)]))];
}

/** One quoted sentence with the link to its page. */
const quoteBlock = (q: SiteQuote) => p(`“${q.text}” — `, link(q.title, q.href));

/**
 * The reply when no keyword or synonym matches: the one or two sentences of site content that
 * best answer the question, each with its page; without any, the fallback with the links found.
 */
export function siteAnswer(
  quotes: readonly SiteQuote[],
  links: readonly LinkSegment[],
  language: ReplyLanguage = 'en',
): Answer {
  if (quotes.length === 0) return fallbackWithLinks(links, language);
  const shown = quotes.slice(0, 2);
  return [p(quotesHeading(shown, language)), ...shown.map(quoteBlock)];
}

/**
 * How a reply is saved to the chat history: its plain text, except that links found for the
 * question keep their paths ('• Title (/path)', '“…” — Title (/path)'), so the reply gets its
 * links back when the history loads.
 */
export function answerToSavedText(answer: Answer): string {
  const found = foundLinesOf(answer);
  return found ?? answerToText(answer);
}

const linkOf = (segments: readonly Segment[] | undefined) =>
  segments?.find((s): s is LinkSegment => typeof s === 'object' && s !== null);

function foundLinesOf(answer: Answer): string | null {
  for (const language of ['en', 'hi'] as const) {
    const t = texts[language];
    const [first, heading, block] = answer;
    const firstText = first?.kind === 'paragraph' ? first.segments[0] : undefined;
    if (answer.length === 3 && firstText === t.fallback && heading?.kind === 'paragraph') {
      if (heading.segments[0] !== t.links || block?.kind !== 'list') continue;
      const links = block.items.map(linkOf).filter((l) => l !== undefined);
      return [t.fallback, t.links, ...links.map((l) => `• ${l.text} (${l.href})`)].join('\n');
    }
    const quotes = t.quotes.find((h) => h === firstText);
    if (answer.length >= 2 && answer.length <= 3 && quotes !== undefined) {
      const lines = answer.slice(1).map((b) => {
        const l = b.kind === 'paragraph' ? linkOf(b.segments) : undefined;
        return l && b.kind === 'paragraph' ? `${String(b.segments[0])}${l.text} (${l.href})` : null;
      });
      if (lines.every((x) => x !== null)) return [quotes, ...lines].join('\n');
    }
  }
  return null;
}

/** A site path the assistant may link to: same site, no scheme, no protocol-relative '//'. */
const sitePath = /^\/(?![/\\])[^\s]*$/;
const savedLinkLine = /^• (.+) \((\/[^\s]*)\)$/;
const savedQuoteLine = /^“(.+)” — (.+) \((\/[^\s]*)\)$/;
const safePath = (path: string) => sitePath.test(path) && path.length <= 400;

/** The fallback-with-links or quoted reply a saved text stands for, or undefined (anything else stays text). */
function foundFromText(text: string): Answer | undefined {
  const [first, ...rest] = text.split('\n');
  for (const language of ['en', 'hi'] as const) {
    const t = texts[language];
    if (first === t.fallback && rest[0] === t.links && rest.length >= 2 && rest.length <= 4) {
      const links: LinkSegment[] = [];
      for (const line of rest.slice(1)) {
        const m = savedLinkLine.exec(line);
        if (!m || !safePath(m[2]!)) return undefined;
        links.push(link(m[1]!, m[2]!));
      }
      return fallbackWithLinks(links, language);
    }
    if (t.quotes.some((h) => h === first) && rest.length >= 1 && rest.length <= 2) {
      const quotes: SiteQuote[] = [];
      for (const line of rest) {
        const m = savedQuoteLine.exec(line);
        if (!m || !safePath(m[3]!)) return undefined;
        quotes.push({ text: m[1]!, title: m[2]!, href: m[3]! });
      }
      return siteAnswer(quotes, [], language);
    }
  }
  return undefined;
}

const answersByText = new Map<string, Answer>(
  [...Object.values(answers), ...Object.values(answersHi)].map((a) => [answerToText(a), a]),
);

/**
 * The structured answer whose plain text is exactly `text`, so a reply loaded from the saved
 * history gets its links back; anything else (user text, older wording) stays plain text.
 */
export function answerForSavedText(text: string): Answer | undefined {
  return answersByText.get(text) ?? foundFromText(text);
}
