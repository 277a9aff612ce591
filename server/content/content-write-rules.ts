/**
 * The content studio's write rule for /rest/v1 (registered in server/app.ts; mechanism in
 * server/rest/write-rules.ts): the rich-text fields of an entry (rules/content-model.ts
 * `richTextFields`, English and Hindi) are reduced to the blog's one HTML allow-list
 * (rules/sanitize-post-html.ts) whatever client wrote them, as post bodies are. Pages sanitise
 * them again when they load them (app/lib/content-load.server.ts), so an entry written before
 * this rule, or restored from an old revision, renders safely too.
 */
import { sanitizeRichFields } from '../../rules/content-model.ts';
import { sanitizePostHtml } from '../../rules/sanitize-post-html.ts';
import { RestError } from '../rest/errors.ts';
import type { WriteRow, WriteRule } from '../rest/write-rules.ts';

function sanitizeRow(row: WriteRow): WriteRow {
  const fields = row.fields;
  if (fields === undefined) return row;
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
    throw new RestError(400, '22P02', 'The column "fields" takes a JSON object', {
      hint: 'Send the entry’s fields as an object',
    });
  return { ...row, fields: sanitizeRichFields(fields as Record<string, unknown>, sanitizePostHtml) };
}

export const contentWriteRules: readonly WriteRule[] = [
  {
    table: 'content_entries',
    insert: (rows) => ({ rows: rows.map(sanitizeRow) }),
    update: (changes) => sanitizeRow(changes),
  },
];
