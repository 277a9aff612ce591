/**
 * Issue #29 on both engines (ADR 039): Devanagari in the full-text and trigram indexes (a Hindi
 * post and a Hindi page found by their Hindi words, misspelt ones included), a misspelt word of
 * a post's title or body finding the post through the posts' vocabulary (migration 0250), and
 * the assistant's answer quoted from the site's content for English, Hinglish and Hindi questions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../app/search-documents.ts';
import type { Db } from '../../server/db/types.ts';
import { questionTerms, siteAnswer } from '../../server/assistant/site-answer.ts';
import { searchSite } from '../../server/search/search-site.ts';
import { syncSitePages } from '../../server/search/sync-site-pages.ts';
import { insertAuthor, insertPost } from './sql-posts.ts';
import { createTestDb, dbKinds } from '../setup/test-db.ts';

const authorId = '6f1d8c3a-0000-4000-8000-000000000029';
const hrefs = (r: { results: readonly { href: string }[] }) => r.results.map((x) => x.href);

describe.each(dbKinds())('Hindi search and the assistant (%s)', (kind) => {
  let db: Db;
  let hindiPost: string;
  let bodyPost: string;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await insertAuthor(db, authorId, 'author29@example.test');
    const insert = (title: string, content: string) =>
      insertPost(db, authorId, { title, content, category: 'Digital Inclusion' });
    hindiPost = await insert('ग्रामीण विद्यालयों में वर्चुअल प्रयोगशाला', '<p>विद्यार्थियों ने रसायन विज्ञान के प्रयोग किए।</p>');
    bodyPost = await insert('Notes for our learners', '<p>The regional timetable was a real problem.</p>');
    const docs = searchDocuments();
    await syncSitePages(db, [
      ...docs,
      {
        path: '/hi-test',
        anchor: '',
        href: '/hi-test',
        kind: 'page',
        title: 'अभिभावकों के लिए जानकारी',
        headings: 'उपस्थिति',
        body: 'विद्यालय की उपस्थिति और गृहकार्य की जानकारी अभिभावकों तक पहुँचती है।',
      },
    ]);
  }, 60_000);
  afterAll(() => db.close());

  it("indexes Devanagari words whole: 'english' keeps them as 'simple' does", async () => {
    const { rows } = await db.query<{ same: boolean; trgm: number }>(
      `select to_tsvector('english', $1) = to_tsvector('simple', $1) as same, similarity('प्रयोगशाला', 'परयोगशाला') as trgm`,
      ['ग्रामीण विद्यालयों में वर्चुअल प्रयोगशाला'],
    );
    expect(rows[0]!.same).toBe(true);
    expect(rows[0]!.trgm).toBeGreaterThan(0.3);
  });

  it('finds a Hindi post and a Hindi page by Hindi words', async () => {
    expect(hrefs(await searchSite(db, 'प्रयोगशाला'))).toContain(`/blog/${hindiPost}`);
    expect(hrefs(await searchSite(db, 'रसायन'))).toContain(`/blog/${hindiPost}`);
    expect(hrefs(await searchSite(db, 'अभिभावकों'))).toContain('/hi-test');
  });

  it('finds them by misspelt Hindi words', async () => {
    const post = await searchSite(db, 'परयोगशाला');
    expect(post.corrected).toBe('प्रयोगशाला');
    expect(hrefs(post)).toContain(`/blog/${hindiPost}`);
    expect(hrefs(await searchSite(db, 'रसयन'))).toContain(`/blog/${hindiPost}`);
    expect(hrefs(await searchSite(db, 'गृहकाय'))).toContain('/hi-test');
  });

  it('finds a post by a misspelt word of its title or body, with one letter dropped', async () => {
    for (const q of ['reional', 'prolem', 'learnes', 'timetabe'])
      expect(hrefs(await searchSite(db, q)), q).toContain(`/blog/${bodyPost}`);
  });

  it('keeps the posts’ vocabulary with published posts’ words only', async () => {
    await db.query(
      `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name)
       values ('Draft', 'x', '<p>zeppelinoid</p>', 'AR/VR', false, $1, 'T')`,
      [authorId],
    );
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.post_terms where term in ('zeppelinoid', 'regional', 'प्रयोगशाला')`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('quotes the sentences of site content that answer a question, with their pages', async () => {
    const en = await siteAnswer(db, 'How is student data protected?');
    expect(en.quotes.length).toBeGreaterThan(0);
    expect(en.quotes[0]!.href).toBe('/support#faq');
    expect(en.quotes[0]!.text).toMatch(/data/i);
    const hi = await siteAnswer(db, 'छात्रों का डेटा कैसे सुरक्षित रहता है?');
    expect(hi.quotes.map((q) => q.href)).toEqual(en.quotes.map((q) => q.href));
    const hinglish = await siteAnswer(db, 'virtual lab hai kya');
    expect(hinglish.quotes[0]!.href).toBe('/products/ar-vr-labs');
    expect(await siteAnswer(db, 'kya hai?')).toEqual({ quotes: [], links: [] });
  });

  it('turns Hindi and Hinglish words into the glossary’s English terms', () => {
    expect(questionTerms('क्या शिक्षकों को प्रशिक्षण दिया जाता है?')).toEqual(['teacher', 'training']);
    expect(questionTerms('पाठ योजना बनाने वाला एआई टूल')).toEqual(['lesson', 'plan', 'ai', 'टूल']);
    expect(questionTerms('teachers ki training hoti hai?')).toEqual(['teachers', 'training']);
  });
});
