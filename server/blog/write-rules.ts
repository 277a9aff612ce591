/**
 * The blog's write rules for /rest/v1 (registered in server/app.ts; mechanism in
 * server/rest/write-rules.ts). Posts and comments come straight from browsers, so this is where
 * the server holds the line for user-written text whatever client sent it:
 * - post bodies are reduced to the one HTML allow-list (rules/html-policy.ts);
 * - plain-text fields (titles, excerpts, comments) are stored as given, trimmed; they are
 *   rendered as text, never as HTML.
 * Applied to inserted rows and to updates' changes. Non-string values pass through untouched,
 * so the database still reports type errors.
 */
import { normalizePlainText } from '../../rules/html-policy.ts';
import { sanitizePostHtml } from '../../rules/sanitize-post-html.ts';
import type { WriteRow, WriteRule } from '../rest/write-rules.ts';

type Transform = (value: string) => string;

/** The row with `transforms` applied to its string columns (a new object; the input is not changed). */
function transformColumns(row: WriteRow, transforms: Readonly<Record<string, Transform>>): WriteRow {
  const out: WriteRow = { ...row };
  for (const [column, transform] of Object.entries(transforms)) {
    const value = out[column];
    if (typeof value === 'string') out[column] = transform(value);
  }
  return out;
}

/** A rule that applies `transforms` to every row inserted into `table` and every update of it. */
function columnTransforms(table: string, transforms: Readonly<Record<string, Transform>>): WriteRule {
  return {
    table,
    insert: (rows) => ({ rows: rows.map((row) => transformColumns(row, transforms)) }),
    update: (changes) => transformColumns(changes, transforms),
  };
}

const postText = columnTransforms('blog_posts', {
  title: normalizePlainText,
  excerpt: normalizePlainText,
  content: sanitizePostHtml,
});

const commentText = columnTransforms('blog_comments', { content: normalizePlainText });

export const blogWriteRules: readonly WriteRule[] = [postText, commentText];
