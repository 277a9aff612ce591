import { site } from '#config/site.ts';

/**
 * The chat assistant's answers and the rule that picks one. Answers are structured text
 * (paragraphs and lists of plain strings and links) that React renders as elements, so no
 * answer, and nothing a user types, is ever parsed as HTML.
 */
export type LinkSegment = { readonly text: string; readonly href: string };
export type Segment = string | LinkSegment;
export type Block =
  | { readonly kind: 'paragraph'; readonly segments: readonly Segment[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Segment[])[] };
export type Answer = readonly Block[];

const p = (...segments: Segment[]): Block => ({ kind: 'paragraph', segments });
const list = (...items: Segment[][]): Block => ({ kind: 'list', items });
const link = (text: string, href: string): LinkSegment => ({ text, href });

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
export const greetingMessage = `Hello! I'm the ${site.name} virtual assistant. Ask me about our solutions, features, pricing, a demo, or how to reach our team.`;

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
  fallback: [p(fallbackText)],
} as const satisfies Record<string, Answer>;

export type AnswerId = keyof typeof answers;

/**
 * The keywords, checked in this order against the lowercased input by substring; the first
 * one contained wins. Kept exactly as specified, quirks included: 'hi' also matches inside
 * longer words ('this', 'which'). 'price' and 'pricing' share one answer ('pricing' does not
 * contain 'price', so both keys can win).
 */
export const keywordTable: readonly (readonly [keyword: string, answer: AnswerId])[] = [
  ['hello', 'greeting'],
  ['hi', 'greeting'],
  ['help', 'help'],
  ['contact', 'contact'],
  ['solutions', 'solutions'],
  ['price', 'pricing'],
  ['pricing', 'pricing'],
  ['who are you', 'identity'],
  ['about', 'about'],
  ['demo', 'demo'],
  ['features', 'features'],
];

/** The keyword the input matches, or null for none. */
export function matchKeyword(input: string): string | null {
  const text = input.toLowerCase();
  return keywordTable.find(([keyword]) => text.includes(keyword))?.[0] ?? null;
}

/** Which answer the assistant gives to the input. */
export function answerIdFor(input: string): AnswerId {
  const text = input.toLowerCase();
  return keywordTable.find(([keyword]) => text.includes(keyword))?.[1] ?? 'fallback';
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

/** The fallback reply followed by up to three pages from the site search; just the fallback without any. */
export function fallbackWithLinks(links: readonly LinkSegment[]): Answer {
  if (links.length === 0) return answers.fallback;
  return [...answers.fallback, p(helpfulLinksHeading), list(...links.slice(0, 3).map((l) => [link(l.text, l.href)]))];
}

/**
 * How a reply is saved to the chat history: its plain text, except that the site-search links
 * after the fallback keep their paths ('• Title (/path)'), so the reply gets its links back.
 */
export function answerToSavedText(answer: Answer): string {
  const links = helpfulLinksOf(answer);
  if (!links) return answerToText(answer);
  return [fallbackText, helpfulLinksHeading, ...links.map((l) => `• ${l.text} (${l.href})`)].join('\n');
}

function helpfulLinksOf(answer: Answer): LinkSegment[] | null {
  const [, heading, block] = answer;
  if (answer.length !== 3 || heading?.kind !== 'paragraph' || heading.segments[0] !== helpfulLinksHeading) return null;
  if (block?.kind !== 'list') return null;
  return block.items.map((item) => item[0]).filter((s): s is LinkSegment => typeof s === 'object' && s !== null);
}

/** A site path the assistant may link to: same site, no scheme, no protocol-relative '//'. */
const sitePath = /^\/(?![/\\])[^\s]*$/;
const savedLinkLine = /^• (.+) \((\/[^\s]*)\)$/;

/** The fallback-with-links reply a saved text stands for, or undefined (anything else stays text). */
function fallbackWithLinksFromText(text: string): Answer | undefined {
  const [first, second, ...rest] = text.split('\n');
  if (first !== fallbackText || second !== helpfulLinksHeading || rest.length === 0 || rest.length > 3)
    return undefined;
  const links: LinkSegment[] = [];
  for (const line of rest) {
    const m = savedLinkLine.exec(line);
    if (!m || !sitePath.test(m[2]!) || m[2]!.length > 400) return undefined;
    links.push(link(m[1]!, m[2]!));
  }
  return fallbackWithLinks(links);
}

const answersByText = new Map<string, Answer>(Object.values(answers).map((a) => [answerToText(a), a]));

/**
 * The structured answer whose plain text is exactly `text`, so a reply loaded from the saved
 * history gets its links back; anything else (user text, older wording) stays plain text.
 */
export function answerForSavedText(text: string): Answer | undefined {
  return answersByText.get(text) ?? fallbackWithLinksFromText(text);
}
