/**
 * Issue #29: the Hindi pages (/hi/…) are search documents of their own, found by their Hindi
 * words (a misspelt one included), while an English (Latin-script) query lists English pages only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../app/search-documents.ts';
import type { Db } from '../../server/db/types.ts';
import { searchSite } from '../../server/search/search-site.ts';
import { syncSitePages } from '../../server/search/sync-site-pages.ts';
import { createTestDb, dbKinds } from '../setup/test-db.ts';

const hrefs = (r: { results: readonly { href: string }[] }) => r.results.map((x) => x.href);
const hindi = (href: string) => href === '/hi' || href.startsWith('/hi/') || href.startsWith('/hi#');

describe.each(dbKinds())('the Hindi pages in site search (%s)', (kind) => {
  let db: Db;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await syncSitePages(db, searchDocuments());
  }, 60_000);
  afterAll(() => db.close());

  it('has one document per Hindi page, beside the English ones', () => {
    const paths = searchDocuments().map((d) => d.path);
    for (const path of ['/hi', '/hi/products/ai-learning', '/hi/products/enterprise', '/hi/careers', '/hi/privacy']) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/products/ai-learning');
  });

  it('finds a Hindi page by its Hindi words', async () => {
    expect(hrefs(await searchSite(db, 'प्रयोगशाला'))).toContain('/hi/products/ar-vr-labs');
    expect(hrefs(await searchSite(db, 'निजता नीति'))).toContain('/hi/privacy');
    expect(hrefs(await searchSite(db, 'रिक्त पद'))).toContain('/hi/careers');
  });

  it('finds it by a misspelt Hindi word', async () => {
    const result = await searchSite(db, 'परयोगशाला');
    expect(hrefs(result).some((href) => href.startsWith('/hi/products/ar-vr-labs'))).toBe(true);
  });

  it('lists English pages only for a Latin-script query', async () => {
    for (const q of ['Cloud LMS', 'virtual labs', 'NCERT']) {
      const found = hrefs(await searchSite(db, q));
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter(hindi)).toEqual([]);
    }
  });
});
