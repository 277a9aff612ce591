import { describe, expect, it } from 'vitest';
import { hindiGlossary, latinNames } from '#rules/hindi-glossary.ts';
import { productCatalog } from '../../content/product-catalog.ts';
import { answersHi, fallbackTextHi, siteQuotesHeadingHi, siteQuotesHeadingHiInEnglish } from './replies-hi.ts';
import {
  answerFor,
  answerForSavedText,
  answers,
  answerToSavedText,
  answerToText,
  fallbackText,
  siteAnswer,
  siteQuotesHeading,
  type Answer,
} from './replies.ts';
import { botReply, fromHistoryRow } from './transcript.ts';

const hrefsOf = (answer: Answer) =>
  answer
    .flatMap((block) => (block.kind === 'paragraph' ? [block.segments] : block.items))
    .flat()
    .flatMap((s) => (typeof s === 'string' ? [] : [s.href]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Whether English text uses a term (as a word, plural included). */
function englishHas(text: string, term: string): boolean {
  const body = term.endsWith('y') ? `${escape(term.slice(0, -1))}(y|ies)` : `${escape(term)}(s|es)?`;
  return new RegExp(`\\b${body}\\b`, 'i').test(text);
}

const ids = Object.keys(answers) as (keyof typeof answers)[];

describe('the Hindi answers', () => {
  it('exist for every answer, with the same links in the same order', () => {
    expect(Object.keys(answersHi).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(hrefsOf(answersHi[id]), id).toEqual(hrefsOf(answers[id]));
  });

  it('use the glossary: each term of the English answer in its Hindi form, never a form it avoids', () => {
    for (const id of ids) {
      let english = answerToText(answers[id]);
      for (const name of latinNames.filter((n) => n.includes(' '))) english = english.replaceAll(name, ' ');
      const hindi = answerToText(answersHi[id]);
      for (const entry of hindiGlossary) {
        if (englishHas(english, entry.en)) {
          const forms = [entry.hi, ...(entry.inflected ?? [])];
          expect(
            forms.some((f) => hindi.includes(f)),
            `${id}: "${entry.en}" should be written ${forms.join(' / ')}`,
          ).toBe(true);
        }
        for (const avoided of entry.avoid ?? []) expect(hindi, `${id}: avoid "${avoided}"`).not.toContain(avoided);
      }
    }
  });

  it('keep the product names in Latin script, as the site names them', () => {
    const names = answersHi.solutions.flatMap((b) => (b.kind === 'list' ? b.items : [])).map((item) => item[0]);
    expect(names).toEqual(productCatalog.map((p) => ({ text: p.name, href: p.href })));
  });

  it('are what a question in Devanagari gets; Latin script gets the English words unchanged', () => {
    expect(botReply('इसकी कीमत क्या है?', 0).answer).toBe(answersHi.pricing);
    expect(botReply('kitne ka hai?', 0).answer).toBe(answers.pricing);
    expect(answerFor('pricing', 'hi')).toBe(answersHi.pricing);
    expect(botReply('कुछ और बताइए', 0).text).toBe(fallbackTextHi);
    expect(botReply('tell me more', 0).text).toBe(fallbackText);
  });

  it('come back with their links from the saved history', () => {
    for (const id of ids) expect(answerForSavedText(answerToText(answersHi[id]))).toBe(answersHi[id]);
  });
});

describe('the answer quoted from the site', () => {
  const quotes = [
    { text: 'Student data is stored in India.', title: 'How is student data protected?', href: '/support#faq' },
    { text: 'We never sell personal data.', title: 'Privacy Policy', href: '/privacy' },
  ];

  it('quotes the sentences with their links instead of the fallback, in the question’s language', () => {
    const reply = botReply('How is student data protected?', 0, [], quotes);
    expect(reply.text).toBe(
      `${siteQuotesHeading}\n“Student data is stored in India.” — How is student data protected? (/support#faq)\n“We never sell personal data.” — Privacy Policy (/privacy)`,
    );
    expect(hrefsOf(reply.answer!)).toEqual(['/support#faq', '/privacy']);
    const hindi = botReply('छात्रों का डेटा कैसे सुरक्षित रहता है?', 0, [], quotes);
    expect(hrefsOf(hindi.answer!)).toEqual(['/support#faq', '/privacy']);
    expect(hindi.text).not.toContain(siteQuotesHeading);
    expect(hindi.text.split('\n')[0]).toBe(siteQuotesHeadingHiInEnglish);
  });

  const quotesHi = [
    {
      text: 'विद्यार्थियों का डेटा भारत में ही संग्रहीत होता है।',
      title: 'विद्यार्थियों का डेटा कैसे सुरक्षित रहता है?',
      href: '/hi/support#faq',
    },
  ];

  it('says "in English" to a Hindi question only when the quoted sentences are English', () => {
    const hindi = botReply('छात्रों का डेटा कैसे सुरक्षित रहता है?', 0, [], quotesHi);
    expect(hindi.text).toBe(
      `${siteQuotesHeadingHi}\n“विद्यार्थियों का डेटा भारत में ही संग्रहीत होता है।” — विद्यार्थियों का डेटा कैसे सुरक्षित रहता है? (/hi/support#faq)`,
    );
    expect(hindi.text).not.toContain('अंग्रेज़ी');
    // One Hindi sentence among the two shown: not all of it is English, so no "(in English)".
    expect(answerToText(siteAnswer([...quotesHi, quotes[0]!], [], 'hi')).split('\n')[0]).toBe(siteQuotesHeadingHi);
    // An English question keeps its heading word for word.
    expect(answerToText(siteAnswer(quotesHi, [], 'en')).split('\n')[0]).toBe(siteQuotesHeading);
  });

  it('gets either Hindi heading back from the saved history', () => {
    for (const shown of [quotes, quotesHi]) {
      const answer = siteAnswer(shown, [], 'hi');
      expect(answerForSavedText(answerToSavedText(answer))).toEqual(answer);
    }
  });

  it('saves the quotes with their paths and gets them back; never a link to another site', () => {
    const answer = siteAnswer(quotes, [], 'hi');
    const saved = answerToSavedText(answer);
    expect(answerForSavedText(saved)).toEqual(answer);
    const row = fromHistoryRow({ id: '1', message: saved, is_bot: true, created_at: '2026-11-28T10:00:00Z' });
    expect(row.answer).toEqual(answer);
    expect(answerForSavedText(`${siteQuotesHeading}\n“x” — Evil (//evil.test)`)).toBeUndefined();
    expect(
      fromHistoryRow({ id: '2', message: saved, is_bot: false, created_at: '2026-11-28T10:00:00Z' }).answer,
    ).toBeUndefined();
  });
});
