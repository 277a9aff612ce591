import { describe, expect, it } from 'vitest';
import { answers, answerToText, fallbackText, greetingMessage } from './replies.ts';
import {
  botReply,
  fromHistoryRow,
  greetingTranscript,
  isHistoryRow,
  maxMessageLength,
  toOutgoing,
  userMessage,
  withHistory,
  type HistoryRow,
} from './transcript.ts';

const row = (id: string, message: string, isBot: boolean, createdAt = '2026-11-20T10:00:00.000Z'): HistoryRow => ({
  id,
  message,
  is_bot: isBot,
  created_at: createdAt,
});

describe('toOutgoing', () => {
  it('refuses empty and whitespace-only input', () => {
    for (const raw of ['', ' ', '\t\n  ', '\u00a0']) expect(toOutgoing(raw)).toBeNull();
  });

  it('trims the text and caps it at the stored maximum', () => {
    expect(toOutgoing('  hello  ')).toBe('hello');
    expect(toOutgoing('x'.repeat(maxMessageLength + 50))).toHaveLength(maxMessageLength);
  });
});

describe('messages', () => {
  it('starts with exactly one assistant greeting', () => {
    const transcript = greetingTranscript();
    expect(transcript).toHaveLength(1);
    expect(transcript[0]).toMatchObject({ isBot: true, text: greetingMessage });
  });

  it('gives every message its own key', () => {
    const keys = [...greetingTranscript(), userMessage('a'), botReply('a'), userMessage('a')].map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers with the matching reply as structured text and plain text', () => {
    expect(botReply('Do you offer a DEMO?')).toMatchObject({ isBot: true, answer: answers.demo });
    expect(botReply('xyz')).toMatchObject({ text: fallbackText, answer: answers.fallback });
  });
});

describe('fromHistoryRow', () => {
  it('keeps user text as plain text, even when it looks like HTML', () => {
    const m = fromHistoryRow(row('1', '<img src=x onerror=alert(1)>', false));
    expect(m).toMatchObject({ id: '1', text: '<img src=x onerror=alert(1)>', isBot: false });
    expect(m.answer).toBeUndefined();
    expect(m.timestamp).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
  });

  it("restores the links of the assistant's own saved answers only", () => {
    expect(fromHistoryRow(row('2', answerToText(answers.contact), true)).answer).toBe(answers.contact);
    expect(fromHistoryRow(row('3', answerToText(answers.contact), false)).answer).toBeUndefined();
    expect(fromHistoryRow(row('4', 'An older wording', true)).answer).toBeUndefined();
  });
});

describe('withHistory', () => {
  it('keeps the transcript when there are no saved rows', () => {
    const current = greetingTranscript();
    expect(withHistory(current, [], new Set(current.map((m) => m.key)))).toEqual(current);
  });

  it('replaces the transcript with the saved rows, in their order', () => {
    const current = greetingTranscript();
    const rows = [row('a', 'hello', false), row('b', answerToText(answers.greeting), true)];
    const next = withHistory(current, rows, new Set(current.map((m) => m.key)));
    expect(next.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('keeps messages sent while the history was loading, after the saved rows', () => {
    const start = greetingTranscript();
    const sent = userMessage('demo');
    const next = withHistory([...start, sent], [row('a', 'earlier', false)], new Set(start.map((m) => m.key)));
    expect(next.map((m) => m.text)).toEqual(['earlier', 'demo']);
  });
});

describe('isHistoryRow', () => {
  it('accepts the selected shape and rejects anything else', () => {
    expect(isHistoryRow(row('a', 'x', true))).toBe(true);
    expect(isHistoryRow(null)).toBe(false);
    expect(isHistoryRow({ id: 'a', message: 1, is_bot: true, created_at: '' })).toBe(false);
    expect(isHistoryRow({ id: 'a', message: 'x', is_bot: 'true', created_at: '' })).toBe(false);
  });
});
