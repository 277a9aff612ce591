import { describe, expect, it } from 'vitest';
import { site } from '#config/site.ts';
import { productCatalog } from '../../content/product-catalog.ts';
import {
  answerForSavedText,
  answerIdFor,
  answers,
  answerToText,
  fallbackText,
  keywordTable,
  matchKeyword,
  solutionLinks,
  type Answer,
  type LinkSegment,
} from './replies.ts';

const linksOf = (answer: Answer): LinkSegment[] =>
  answer
    .flatMap((block) => (block.kind === 'paragraph' ? [block.segments] : block.items))
    .flat()
    .filter((s) => typeof s !== 'string');

// The specified keyword table, in its order, with each keyword's answer.
const specKeywordTable = [
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
] as const;

describe('keyword table', () => {
  it('lists the keywords in the specified order, with their answers', () => {
    expect(keywordTable).toEqual(specKeywordTable);
  });
});

describe('matchKeyword / answerIdFor', () => {
  // Each keyword contains no earlier keyword, so each key is shown to win on its own.
  it.each(specKeywordTable)('%j matches itself and gets the %s answer', (keyword, answer) => {
    expect(matchKeyword(keyword)).toBe(keyword);
    expect(answerIdFor(keyword)).toBe(answer);
  });

  it('lowercases the input before matching', () => {
    expect(matchKeyword('HELLO THERE')).toBe('hello');
    expect(matchKeyword('Your FEATURES?')).toBe('features');
    expect(matchKeyword('WHO ARE YOU')).toBe('who are you');
  });

  it('matches whole words anywhere in the input (issue #29; docs/spec-differences.md)', () => {
    expect(matchKeyword('can I get a DEMOnstration')).toBeNull();
    expect(answerIdFor('can I get a DEMOnstration')).toBe('demo');
    expect(matchKeyword('list your features please')).toBe('features');
    expect(matchKeyword('hi, any demo?')).toBe('hi');
  });

  it("no longer finds 'hi' inside longer words", () => {
    expect(matchKeyword('this')).toBeNull();
    expect(matchKeyword('Which product suits us?')).toBeNull();
    expect(answerIdFor('what are your solutions for this?')).toBe('solutions');
    expect(answerIdFor('Are you hiring?')).toBe('careers');
    expect(answerIdFor('this bot is useless')).not.toBe('greeting');
  });

  it.each([
    ['features and demo and about', 'about'],
    ['contact for help', 'help'],
    ['demo price', 'price'],
    ['solutions contact', 'contact'],
    ['about who are you', 'who are you'],
    ['help, hello', 'hello'],
    ['pricing or a price list', 'price'],
  ])('picks the earliest key in table order, not the earliest position in the text: %j', (input, keyword) => {
    expect(matchKeyword(input)).toBe(keyword);
  });

  it("reaches 'pricing' (it does not contain 'price'), with the same answer as 'price'", () => {
    expect(matchKeyword('pricing')).toBe('pricing');
    expect(matchKeyword('what is the price?')).toBe('price');
    expect(answerIdFor('pricing')).toBe('pricing');
    expect(answerIdFor('price')).toBe('pricing');
  });

  it('falls back when no key is contained', () => {
    for (const input of ['', '   ', 'tell me more', '¿qué tal?', 'WHO are u']) {
      expect(matchKeyword(input)).toBeNull();
      expect(answerIdFor(input)).toBe('fallback');
    }
  });

  it('does not treat regular-expression characters specially', () => {
    expect(matchKeyword('.*')).toBeNull();
    expect(matchKeyword('(demo)')).toBe('demo');
  });
});

describe('answers', () => {
  it('gives the exact fallback text', () => {
    expect(fallbackText).toBe(
      "I'm not sure I understand. Could you rephrase your question? Or you can ask about our solutions, pricing, or contact information.",
    );
    expect(answerToText(answers.fallback)).toBe(fallbackText);
  });

  it('points contact questions to the configured email and the contact form', () => {
    const links = linksOf(answers.contact);
    expect(links).toContainEqual({ text: site.email.contact, href: `mailto:${site.email.contact}` });
    expect(links).toContainEqual({ text: 'contact form', href: '/contact' });
  });

  it('links every product page from the solutions answer, with the names the site uses', () => {
    const links = linksOf(answers.solutions);
    expect(links).toEqual(productCatalog.map((product) => ({ text: product.name, href: product.href })));
    expect(solutionLinks.map((s) => s.link.href)).toEqual([
      '/products/ai-learning',
      '/products/ar-vr-labs',
      '/products/cloud-lms',
      '/products/ai-teacher',
      '/products/enterprise',
    ]);
  });

  it('sends pricing and demo questions to sales through the contact form', () => {
    expect(answerToText(answers.pricing)).toMatch(/customised/);
    expect(answerToText(answers.pricing)).toMatch(/quote/);
    expect(linksOf(answers.pricing)).toContainEqual({ text: 'contact form', href: '/contact' });
    expect(linksOf(answers.demo)).toContainEqual({ text: 'contact form', href: '/contact' });
  });

  it('describes the company from the site config', () => {
    expect(answerToText(answers.about)).toContain(site.description);
    expect(answerToText(answers.identity)).toContain('virtual assistant');
  });

  it('uses only site paths and mailto links', () => {
    for (const answer of Object.values(answers)) {
      for (const { href } of linksOf(answer)) expect(href).toMatch(/^(\/[a-z0-9/#-]*|mailto:[^\s]+@[^\s]+)$/);
    }
  });

  it('renders lists as bullet lines in plain text', () => {
    const text = answerToText(answers.solutions);
    expect(text.split('\n')).toHaveLength(1 + productCatalog.length);
    expect(text).toContain('• AI Adaptive Learning - ');
  });

  it('finds the structured answer again from its saved plain text, and nothing else', () => {
    for (const answer of Object.values(answers)) expect(answerForSavedText(answerToText(answer))).toBe(answer);
    expect(answerForSavedText('<img src=x onerror=alert(1)>')).toBeUndefined();
    expect(answerForSavedText('hello')).toBeUndefined();
  });
});
