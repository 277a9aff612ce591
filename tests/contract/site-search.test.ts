/**
 * The site search's SQL on both engines (ADR 027): the marketing pages indexed from their
 * content modules (idempotently), published posts found by a word of their body and never as
 * drafts, misspelt words corrected against the pages' vocabulary, snippets with marked words,
 * and a post's index entry following its edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../app/search-documents.ts';
import type { Db } from '../../server/db/types.ts';
import { searchSite } from '../../server/search/search-site.ts';
import { syncSitePages } from '../../server/search/sync-site-pages.ts';
import { insertAuthor, insertPost } from './sql-posts.ts';
import { createTestDb, dbKinds } from '../setup/test-db.ts';

const authorId = '6f1d8c3a-0000-4000-8000-000000000001';

const hrefs = (r: { results: readonly { href: string }[] }) => r.results.map((x) => x.href);

describe.each(dbKinds())('site search (%s)', (kind) => {
  let db: Db;
  let postId: string;
  let draftId: string;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await insertAuthor(db, authorId, 'author@example.test');
    postId = await insertPost(db, authorId, {
      title: 'Field notes from our first term',
      content: '<p>We watched students build a <strong>hovercraft</strong> from balloons &amp; card.</p>',
    });
    draftId = await insertPost(db, authorId, {
      title: 'Unfinished',
      content: '<p>A secret zeppelin plan.</p>',
      published: false,
    });
  }, 60_000);
  afterAll(() => db.close());

  it('indexes the marketing pages once, and again only what changed', async () => {
    const docs = searchDocuments();
    const first = await syncSitePages(db, docs);
    expect(first.written).toBe(docs.length);
    expect(await syncSitePages(db, docs)).toEqual({ documents: docs.length, written: 0, deleted: 0 });
    const changed = docs.map((d) =>
      d.path === '/careers' && d.anchor === '' ? { ...d, body: `${d.body}\nquokka` } : d,
    );
    expect(await syncSitePages(db, [...changed, { ...docs[0]!, anchor: 'extra', href: '/#extra' }])).toEqual({
      documents: docs.length + 1,
      written: 2,
      deleted: 0,
    });
    expect(hrefs(await searchSite(db, 'quokka'))).toEqual(['/careers']);
    expect((await syncSitePages(db, docs)).deleted).toBe(1);
    expect(hrefs(await searchSite(db, 'quokka'))).toEqual([]);
  });

  it('finds a page by its words, with the matched words marked', async () => {
    const found = await searchSite(db, 'virtual labs');
    expect(found.corrected).toBeNull();
    expect(hrefs(found)).toContain('/products/ar-vr-labs');
    const marked = found.results.flatMap((r) => r.snippet.filter((p) => p.mark).map((p) => p.text.toLowerCase()));
    expect(marked.some((t) => t.startsWith('virtual') || t.startsWith('lab'))).toBe(true);
  });

  it('finds FAQ answers and other items with their link', async () => {
    const found = await searchSite(db, 'Digital Personal Data Protection Act');
    expect(found.results.some((r) => r.kind === 'faq' && r.href === '/support#faq')).toBe(true);
  });

  it('corrects misspelt words against the pages', async () => {
    const adaptive = await searchSite(db, 'adaptve');
    expect(adaptive.corrected).toBe('adaptive');
    expect(hrefs(adaptive)).toContain('/products/ai-learning');
    const lab = await searchSite(db, 'virtul lab');
    expect(lab.corrected).toBe('virtual lab');
    expect(hrefs(lab)).toContain('/products/ar-vr-labs');
  });

  it('finds a published post by a word of its body, never a draft, with entities decoded', async () => {
    const found = await searchSite(db, 'hovercraft');
    expect(hrefs(found)).toEqual([`/blog/${postId}`]);
    const text = found.results[0]!.snippet.map((p) => p.text).join('');
    expect(text).toContain('balloons & card');
    expect(text).not.toContain('<');
    expect(found.results[0]!.snippet.find((p) => p.mark)?.text).toBe('hovercraft');
    expect(hrefs(await searchSite(db, 'zeppelin'))).toEqual([]);
  });

  it('follows a post through edits, publishing and unpublishing', async () => {
    await db.query(`update public.blog_posts set is_published = true where id = $1`, [draftId]);
    expect(hrefs(await searchSite(db, 'zeppelin'))).toEqual([`/blog/${draftId}`]);
    await db.query(`update public.blog_posts set content = '<p>An airship plan.</p>' where id = $1`, [draftId]);
    expect(hrefs(await searchSite(db, 'zeppelin'))).toEqual([]);
    expect(hrefs(await searchSite(db, 'airship'))).toEqual([`/blog/${draftId}`]);
    await db.query(`update public.blog_posts set is_published = false where id = $1`, [draftId]);
    expect(hrefs(await searchSite(db, 'airship'))).toEqual([]);
  });

  it('finds a post by a misspelt title word', async () => {
    const found = await searchSite(db, 'feild notes');
    expect(hrefs(found)).toContain(`/blog/${postId}`);
  });

  it('takes operators and stray characters as text, never as errors', async () => {
    for (const q of ['"virtual lab', 'or or', '-', "'); drop table x; --", 'a & b | !c', ':*'])
      await expect(searchSite(db, q)).resolves.toMatchObject({ q });
    expect((await searchSite(db, '')).results).toEqual([]);
  });
});
