import { answerForSavedText, answerIdFor, answers, answerToText, greetingMessage, type Answer } from './replies.ts';

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

export function greetingTranscript(now = Date.now()): ChatMessage[] {
  return [{ key: nextKey(), text: greetingMessage, isBot: true, timestamp: now }];
}

/** What a user typed, ready to send, or null when it must not be sent (empty or whitespace only). */
export function toOutgoing(raw: string): string | null {
  const text = raw.trim().slice(0, maxMessageLength);
  return text ? text : null;
}

export function userMessage(text: string, now = Date.now()): ChatMessage {
  return { key: nextKey(), text, isBot: false, timestamp: now };
}

export function botReply(input: string, now = Date.now()): ChatMessage {
  const answer = answers[answerIdFor(input)];
  return { key: nextKey(), text: answerToText(answer), isBot: true, timestamp: now, answer };
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
