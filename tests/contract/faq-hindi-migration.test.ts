/**
 * Migration 0380 (issue #29): the six seeded FAQ entries have their Hindi on both engines, so the
 * Hindi support page shows them in Hindi (rules/content-model.ts reads an entry in Hindi only when
 * all of it has Hindi).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { entryLang, faqFromRow, type ContentRow } from '../../rules/content-model.ts';
import { createTestDb, dbKinds } from '../setup/test-db.ts';

describe.each(dbKinds())('the FAQ entries in Hindi (%s)', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  }, 60_000);
  afterAll(() => db.close());

  it('gives every seeded FAQ entry its Hindi question and answer, English unchanged', async () => {
    const { rows } = await db.query<Pick<ContentRow, 'slug' | 'fields'>>(
      "select slug, fields from public.content_entries where type = 'faq' order by slug",
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'support-1',
      'support-2',
      'support-3',
      'support-4',
      'support-5',
      'support-6',
    ]);
    for (const row of rows) {
      expect(entryLang(row.fields, 'hi')).toBe('hi');
      const hindi = faqFromRow(row, 'hi');
      expect(hindi.question).toMatch(/[\u0900-\u097F]/);
      expect(hindi.answer).toMatch(/[\u0900-\u097F]/);
      expect(faqFromRow(row).question).toMatch(/^[A-Z][A-Za-z ,?-]+\?$/);
    }
  });
});
