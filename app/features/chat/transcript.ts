import { understand } from '#rules/assistant-intents.ts';
import type { Lang } from '#rules/languages.ts';
import { chatCopyIn } from './chat-copy-in.ts';
import {
  answerFor,
  answerForSavedText,
  answerToSavedText,
  greetingMessage,
  siteAnswer,
  type Answer,
  type LinkSegment,
  type SiteQuote,
} from './replies.ts';

/** One message on screen. `answer` holds a reply's links; `id` is set for rows from the saved history. */
export type ChatMessage = {
  readonly key: string;
  readonly text: string;
  readonly isBot: boolean;
  readonly timestamp: number;
  readonly id?: string;
  readonly answer?: Answer;
};

/** A chat_history row as selected by the panel. */
export type HistoryRow = { id: string; message: string; is_bot: boolean; created_at: string };

/** The longest message the input accepts and the database stores (chat_history.message). */
export const maxMessageLength = 4000;

let counter = 0;
const nextKey = () => `m${++counter}`;

/** The opening message, in the page's language (a /hi page greets in Hindi, issue #29). */
export function greetingTranscript(now = Date.now(), lang: Lang = 'en'): ChatMessage[] {
  return [
    { key: nextKey(), text: lang === 'hi' ? chatCopyIn('hi').greeting : greetingMessage, isBot: true, timestamp: now },
  ];
}

/** What a user typed, ready to send, or null when it must not be sent (empty or whitespace only). */
export function toOutgoing(raw: string): string | null {
  const text = raw.trim().slice(0, maxMessageLength);
  return text ? text : null;
}

export function userMessage(text: string, now = Date.now()): ChatMessage {
  return { key: nextKey(), text, isBot: false, timestamp: now };
}

/**
 * The assistant's reply to `input`, in the question's language (Hindi for a question in
 * Devanagari): the keyword's or synonym's answer; otherwise the sentences of site content the
 * server found (`quotes`), else the fallback followed by `links` (up to three pages the site
 * search found). `text` is what is saved.
 */
export function botReply(
  input: string,
  now = Date.now(),
  links: readonly LinkSegment[] = [],
  quotes: readonly SiteQuote[] = [],
  pageLang: Lang = 'en',
): ChatMessage {
  const understood = understand(input);
  const { intent } = understood;
  // On a Hindi page every reply is Hindi, whatever the script of the question (issue #29).
  const language = pageLang === 'hi' ? 'hi' : understood.language;
  const answer = intent ? answerFor(intent, language) : siteAnswer(quotes, links, language);
  return { key: nextKey(), text: answerToSavedText(answer), isBot: true, timestamp: now, answer };
}

/** The longest transcript a hand-off sends: the lead's message cap (rules/contact-rules.ts). */
export const maxLeadTranscriptLength = 5000;
const leftOut = '(Earlier messages left out.)';

/**
 * The conversation as a lead's message ("Talk to a person"): one line per message, oldest first,
 * who wrote it and when (UTC); when it is too long, the latest messages that fit, after a note.
 */
export function transcriptForLead(messages: readonly ChatMessage[], max = maxLeadTranscriptLength): string {
  const lines = messages.map((m) => {
    const when = new Date(m.timestamp).toISOString().slice(0, 16).replace('T', ' ');
    return `[${when} UTC] ${m.isBot ? 'Assistant' : 'Visitor'}: ${m.text}`;
  });
  const header = 'Chat transcript:';
  const all = [header, ...lines].join('\n');
  if ([...all].length <= max) return all;
  const kept: string[] = [];
  let length = [...header].length + [...leftOut].length + 2;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const size = [...line].length + 1;
    if (length + size > max) {
      if (kept.length === 0) kept.unshift([...line].slice(-(max - length - 1)).join(''));
      break;
    }
    kept.unshift(line);
    length += size;
  }
  return [header, leftOut, ...kept].join('\n');
}

export function fromHistoryRow(row: HistoryRow): ChatMessage {
  const parsed = Date.parse(row.created_at);
  const answer = row.is_bot ? answerForSavedText(row.message) : undefined;
  return {
    key: `h-${row.id}`,
    id: row.id,
    text: row.message,
    isBot: row.is_bot,
    timestamp: Number.isNaN(parsed) ? Date.now() : parsed,
    ...(answer ? { answer } : {}),
  };
}

/**
 * The transcript once saved history has loaded: with no rows, nothing changes; otherwise the
 * rows replace what was there when the load started, and anything sent meanwhile stays after
 * them (those messages are saved only after the load, so they are never in `rows`).
 */
export function withHistory(
  current: readonly ChatMessage[],
  rows: readonly HistoryRow[],
  keysAtLoadStart: ReadonlySet<string>,
): ChatMessage[] {
  if (rows.length === 0) return [...current];
  return [...rows.map(fromHistoryRow), ...current.filter((m) => !keysAtLoadStart.has(m.key))];
}

/** Whether a value from the network has the shape of a chat_history row. */
export function isHistoryRow(value: unknown): value is HistoryRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === 'string' &&
    typeof row.message === 'string' &&
    typeof row.is_bot === 'boolean' &&
    typeof row.created_at === 'string'
  );
}
