/**
 * Column transforms applied to every row written through /rest/v1 (insert and update payloads),
 * before the SQL is built. Writes come straight from browsers, so this is where the server holds
 * the line for user-written text whatever client sent it:
 * - post bodies are reduced to the one HTML allow-list (rules/html-policy.ts);
 * - plain-text fields (titles, excerpts, comments) are stored as given, trimmed; they are
 *   rendered as text, never as HTML.
 * Non-string values pass through untouched, so the database still reports type errors.
 */
import { normalizePlainText } from '../../rules/html-policy.ts';
import { sanitizePostHtml } from '../../rules/sanitize-post-html.ts';

type Transform = (value: string) => string;

const writeFilters: Readonly<Record<string, Readonly<Record<string, Transform>>>> = {
  blog_posts: { title: normalizePlainText, excerpt: normalizePlainText, content: sanitizePostHtml },
  blog_comments: { content: normalizePlainText },
};

/** The row with the table's column transforms applied (a new object; the input is not changed). */
export function applyWriteFilters(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const filters = writeFilters[table];
  if (!filters) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [column, transform] of Object.entries(filters)) {
    const value = out[column];
    if (typeof value === 'string') out[column] = transform(value);
  }
  return out;
}
