/**
 * Stored XSS, the data half: every string of the corpus written through supabase-js as post
 * bodies (one vector per post, so one cannot hide another) comes back from /rest/v1 free of
 * script, event attributes and dangerous URLs, because the blog's write rule sanitises bodies; so
 * does every rich-text field of a content studio entry, in English and Hindi (one vector per
 * entry; server/content/content-write-rules.ts applies the same rules). The
 * page half (server HTML and a real browser) is tests/e2e/security-xss.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handWrittenVectors, xssCorpus } from '../fixtures/xss-corpus.ts';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { useTestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { scanHtml } from './html-scan.ts';

describe('the HTML scanner', () => {
  it('finds what it looks for in the raw vectors (so a clean result means something)', () => {
    const flagged = handWrittenVectors.filter((v) => scanHtml(v, { activeElements: true }).length > 0);
    expect(flagged.length).toBeGreaterThan(handWrittenVectors.length / 2);
    expect(scanHtml(`<a href="jav&#x09;ascript:alert(1)">x</a>`)).toHaveLength(1);
    expect(
      scanHtml(`<script nonce="abc">1</script><script type="application/ld+json">{}</script>`, { nonce: 'abc' }),
    ).toEqual([]);
    expect(scanHtml(`<script nonce="zzz">1</script>`, { nonce: 'abc' })).toHaveLength(1);
  });
});

describe.each(dbKinds())('stored post bodies are sanitised (%s)', (kind) => {
  let author: TestUser;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    author = await createUser(app.deps);
  });

  it(`keeps nothing executable from ${xssCorpus.length} hostile bodies`, { timeout: 120_000 }, async () => {
    const db = clientAs(app, author.accessToken);
    const tag = `xss-${Date.now()}`;
    // A body that sanitises to nothing is refused by the table's check (400): that is safe too.
    const rows = xssCorpus.map((v) => postInput(author, { title: tag, content: `<p>ok</p>${v}` }));
    for (let i = 0; i < rows.length; i += 100) {
      const { error } = await db.from('blog_posts').insert(rows.slice(i, i + 100));
      expect(error).toBeNull();
    }
    const { data, error } = await db.from('blog_posts').select('content').eq('title', tag);
    expect(error).toBeNull();
    expect(data).toHaveLength(xssCorpus.length);
    const findings = (data ?? []).flatMap((r) => scanHtml(r.content as string, { activeElements: true }));
    expect(findings).toEqual([]);
  });
});

describe.each(dbKinds())('stored content studio rich text is sanitised (%s)', (kind) => {
  let staff: TestUser;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    staff = await createUser(app.deps, { staffRole: 'editor' });
  });

  it(`keeps nothing executable from ${xssCorpus.length} hostile rich-text fields`, { timeout: 120_000 }, async () => {
    const db = clientAs(app, staff.accessToken);
    const tag = `xss${Date.now().toString(36)}`;
    const hostile = (v: string) => ({ en: `<p>ok</p>${v}`, hi: v });
    const rows = xssCorpus.map((v, i) => ({
      type: 'case_study',
      slug: `${tag}-${i}`,
      fields: {
        title: { en: 'Hostile', hi: null },
        client: { en: 'A school', hi: null },
        summary: hostile(v),
        challenge: hostile(v),
        quote: hostile(v),
      },
    }));
    for (let i = 0; i < rows.length; i += 100) {
      const { error } = await db.from('content_entries').insert(rows.slice(i, i + 100));
      expect(error).toBeNull();
    }
    const { data, error } = await db.from('content_entries').select('fields').like('slug', `${tag}-%`);
    expect(error).toBeNull();
    expect(data).toHaveLength(xssCorpus.length);
    const findings = (data ?? []).flatMap((r) =>
      ['summary', 'challenge', 'quote'].flatMap((name) => {
        const field = (r.fields as Record<string, { en: string; hi: string | null }>)[name]!;
        return [field.en, field.hi ?? ''].flatMap((html) => scanHtml(html, { activeElements: true }));
      }),
    );
    expect(findings).toEqual([]);
  });
});
