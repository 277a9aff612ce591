/**
 * The blog's write rules for /rest/v1 (registered in server/app.ts; mechanism in
 * server/rest/write-rules.ts). Posts and comments come straight from browsers, so this is where
 * the server holds the line for user-written text whatever client sent it:
 * - post bodies are reduced to the one HTML allow-list (rules/html-policy.ts);
 * - plain-text fields (titles, excerpts, comments) are stored as given, trimmed; they are
 *   rendered as text, never as HTML.
 * Applied to inserted rows and to updates' changes. Such a column takes a JSON string or null
 * (the database reports a missing value); any other JSON value (`["<img onerror=…>"]`, a number,
 * an object) would reach the table as its JSON text without passing the transform, so it is
 * refused with 400.
 */
import { normalizePlainText } from '../../rules/html-policy.ts';
import { sanitizePostHtml } from '../../rules/sanitize-post-html.ts';
import { RestError } from '../rest/errors.ts';
import type { WriteRow, WriteRule } from '../rest/write-rules.ts';

type Transform = (value: string) => string;

/** The row with `transforms` applied to its string columns (a new object; the input is not changed). */
function transformColumns(row: WriteRow, transforms: Readonly<Record<string, Transform>>): WriteRow {
  const out: WriteRow = { ...row };
  for (const [column, transform] of Object.entries(transforms)) {
    const value = out[column];
    if (typeof value === 'string') out[column] = transform(value);
    else if (value !== undefined && value !== null) throw notText(column, value);
  }
  return out;
}

function notText(column: string, value: unknown): RestError {
  const kind = Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return new RestError(400, '22P02', `The column "${column}" takes text: a JSON string, not ${kind}`, {
    hint: 'Send the value as a JSON string',
  });
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
