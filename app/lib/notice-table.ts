import type { Notice } from './reader-data.ts';

/** A toast's title and description; a bare title takes the table's usual description. */
export type NoticeRow = string | readonly [title: string, description: string];

/**
 * A feature's toasts from one row each: `[title, description]`, or only a title where the
 * description is the table's `usual` one (most failures say "Please try again later.").
 */
export function noticeTable<K extends string>(usual: string, rows: Record<K, NoticeRow>): Record<K, Notice> {
  const table = {} as Record<K, Notice>;
  for (const key of Object.keys(rows) as K[]) {
    const row = rows[key];
    table[key] = typeof row === 'string' ? { title: row, description: usual } : { title: row[0], description: row[1] };
  }
  return table;
}
