import { describe, expect, it } from 'vitest';
import { questionToQuery } from './helpful-links.ts';
import {
  answers,
  answerForSavedText,
  answerToText,
  fallbackText,
  fallbackWithLinks,
  helpfulLinksHeading,
} from './replies.ts';
import { botReply, fromHistoryRow, transcriptForLead, userMessage } from './transcript.ts';

const links = [
  { text: 'AR/VR Virtual Labs', href: '/products/ar-vr-labs' },
  { text: 'How is student data protected? (FAQ)', href: '/support#faq' },
];

describe('fallback with the site search links', () => {
  it('keeps every keyword reply exactly as it is, whatever links were found', () => {
    expect(botReply('what is the price?', 0, links).answer).toBe(answers.pricing);
  });

  it('adds "These pages may help:" and up to three links after the unchanged fallback text', () => {
    const reply = botReply('virtul lab', 0, [...links, links[0]!, links[1]!]);
    const text = answerToText(reply.answer!);
    expect(text.split('\n').slice(0, 2)).toEqual([fallbackText, helpfulLinksHeading]);
    expect(text.split('\n')).toHaveLength(5);
    expect(botReply('qwerty', 0, []).answer).toBe(answers.fallback);
  });

  it('saves the links with their paths and gets them back from the history', () => {
    const reply = botReply('virtul lab', 0, links);
    expect(reply.text).toBe(
      `${fallbackText}\n${helpfulLinksHeading}\n• AR/VR Virtual Labs (/products/ar-vr-labs)\n• How is student data protected? (FAQ) (/support#faq)`,
    );
    expect(answerForSavedText(reply.text)).toEqual(fallbackWithLinks(links));
    const row = fromHistoryRow({ id: '1', message: reply.text, is_bot: true, created_at: '2026-11-25T10:00:00Z' });
    expect(row.answer).toEqual(fallbackWithLinks(links));
  });

  it('never turns a saved text into a link to another site, nor a visitor message into links', () => {
    for (const href of ['//evil.test', 'https://evil.test', 'javascript:alert(1)', '/\\evil.test'])
      expect(answerForSavedText(`${fallbackText}\n${helpfulLinksHeading}\n• Evil (${href})`)).toBeUndefined();
    const typed = `${fallbackText}\n${helpfulLinksHeading}\n• Home (/)`;
    expect(
      fromHistoryRow({ id: '2', message: typed, is_bot: false, created_at: '2026-11-25T10:00:00Z' }).answer,
    ).toBeUndefined();
  });
});

describe('questionToQuery', () => {
  it("asks for any of the question's words", () => {
    expect(questionToQuery('Do you have virtul labs?')).toBe('you or have or virtul or labs');
    expect(questionToQuery('?!')).toBe('');
  });
  it('stays within the search length limit', () => {
    expect(questionToQuery('word'.repeat(10) + ' abc'.repeat(300)).length).toBeLessThanOrEqual(200);
  });
});

describe('transcriptForLead', () => {
  it('lists who wrote what and when, oldest first', () => {
    const at = Date.UTC(2026, 10, 25, 10, 5);
    const text = transcriptForLead([userMessage('Do you have virtual labs?', at), botReply('virtual', at + 60_000)]);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Chat transcript:',
      '[2026-11-25 10:05 UTC] Visitor: Do you have virtual labs?',
    ]);
    expect(text).toContain('[2026-11-25 10:06 UTC] Assistant: ');
  });

  it('keeps the latest messages within the cap, after a note', () => {
    const many = Array.from({ length: 100 }, (_, i) => userMessage(`message number ${i} ${'x'.repeat(80)}`, 0));
    const text = transcriptForLead(many, 1000);
    expect([...text].length).toBeLessThanOrEqual(1000);
    expect(text).toContain('(Earlier messages left out.)');
    expect(text).toContain('message number 99 ');
    expect(text).not.toContain('message number 0 ');
  });

  it('cuts a single message longer than the cap', () => {
    const text = transcriptForLead([userMessage('y'.repeat(3000), 0)], 500);
    expect([...text].length).toBeLessThanOrEqual(500);
  });
});
