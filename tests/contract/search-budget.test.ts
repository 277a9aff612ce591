/**
 * The site search under a budget (issue #26 item 2): on the embedded database it waits for a REST
 * slot (so sign-in, which goes before REST statements, goes before it too), popular queries are
 * answered from a small LRU with a time to live, and the trigram fallback looks up at most three
 * words of a query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../app/search-documents.ts';
import { loadEnv } from '../../server/lib/env.ts';
import type { ServerDeps } from '../../server/deps.ts';
import type { Db } from '../../server/db/types.ts';
import { createAdmission } from '../../server/rest/admission.ts';
import { budgetedSearch, createSearchCache } from '../../server/search/search-budget.ts';
import { maxFuzzyWords, searchSite } from '../../server/search/search-site.ts';
import { syncSitePages } from '../../server/search/sync-site-pages.ts';
import { createTestDb } from '../setup/test-db.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search budget (pglite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    await syncSitePages(db, searchDocuments());
  }, 60_000);
  afterAll(() => db.close());

  const depsWith = (env: Record<string, string> = {}) =>
    ({ db, env: loadEnv({ NODE_ENV: 'test', ...env }) }) as unknown as ServerDeps;

  it('waits for a database slot on the embedded database, as a REST statement does', async () => {
    const admission = createAdmission({ perIp: 4, embeddedSlots: 1 });
    const search = budgetedSearch(depsWith({ SEARCH_CACHE_SECONDS: '0' }), admission);
    const held = await admission.slot('203.0.113.1');
    let done = false;
    const pending = search('virtual labs', '203.0.113.2').then((r) => ((done = true), r));
    await sleep(150);
    expect(done).toBe(false);
    expect(admission.stats()).toEqual({ inUse: 1, queued: 1 });
    held();
    expect((await pending).results.length).toBeGreaterThan(0);
    expect(admission.stats()).toEqual({ inUse: 0, queued: 0 });
  });

  it('answers a repeated query from its cache, without a slot', async () => {
    const admission = createAdmission({ perIp: 4, embeddedSlots: 1 });
    const search = budgetedSearch(depsWith(), admission);
    const first = await search('Cloud LMS', '203.0.113.3');
    const held = await admission.slot('203.0.113.1');
    // Any spelling of the same words is the same entry.
    const again = await Promise.race([search('  cloud   lms ', '203.0.113.4'), sleep(500).then(() => 'waited')]);
    held();
    expect(again).toEqual(first);
  });

  it('keeps at most N entries, the least recently used leaving first, each for its TTL', async () => {
    let now = 0;
    const cache = createSearchCache(2, 1000, () => now);
    const r = (q: string) => Promise.resolve({ q, corrected: null, results: [] });
    cache.set('a', r('a'));
    cache.set('b', r('b'));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', r('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('looks up at most three words of a query in the vocabulary', async () => {
    expect(maxFuzzyWords).toBe(3);
    const looked: unknown[][] = [];
    const recording = {
      query: (sql: string, params?: readonly unknown[]) => {
        // The trigram look-up (the costly part); the full-text statement only checks each word
        // for an exact entry in the vocabularies, by their primary keys.
        if (sql.includes('as nearest')) looked.push(params?.[0] as unknown[]);
        return db.query(sql, params);
      },
      exec: (sql: string) => db.exec(sql),
    } as unknown as Db;
    // A generous clock: the words looked up are the point here, not the budget.
    await searchSite(recording, 'adaptve virtul clasroom studnts teachr quizes', undefined, 10_000);
    expect(looked).toEqual([['adaptve', 'virtul', 'clasroom']]);
  });
});
