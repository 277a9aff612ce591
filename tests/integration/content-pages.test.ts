/**
 * /case-studies and /whitepapers read their entries from the content studio (issue #28, ADR 038)
 * with the real site (production build) over both engines: the seeded entries are in the server
 * HTML; one unpublished in the studio (status 'draft', as its Unpublish button saves it) leaves
 * the page's HTML on the next requests (through the page cache), and published again it is back.
 * An unpublished whitepaper also leaves the access form's choices; an unpublished FAQ entry leaves
 * /support's questions and its FAQPage JSON-LD.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { useSiteWithMarketing } from '../setup/site-app.ts';
import { dbKinds } from '../setup/test-db.ts';

type Page = { status: number; cache: string | null; html: string };

async function getPage(app: TestApp, path: string): Promise<Page> {
  const res = await app.fetch(`${testSiteUrl}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  return { status: res.status, cache: res.headers.get('x-cache'), html };
}

/** Asks for `path` until `check` holds (a notice of the write may arrive after it, PostgreSQL), for at most 5 s. */
async function pageWhen(app: TestApp, path: string, check: (page: Page) => boolean): Promise<Page> {
  const end = Date.now() + 5000;
  for (;;) {
    const page = await getPage(app, path);
    if (check(page) || Date.now() > end) return page;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The access form's choices in the page's HTML. */
const paperOptions = (html: string) =>
  Array.from(
    /<select[^>]*name="paper"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1]?.matchAll(/<option[^>]*>([^<]*)</g) ?? [],
    (m) => m[1],
  );

/** The questions of the page's FAQPage JSON-LD. */
const faqPageQuestions = (html: string): string[] => {
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]!) as { '@type'?: string; mainEntity?: { name: string }[] };
    if (data['@type'] === 'FAQPage') return (data.mainEntity ?? []).map((q) => q.name);
  }
  return [];
};

describe.each(dbKinds())('content pages from the studio (%s)', (kind) => {
  const { app, marketing: staff } = useSiteWithMarketing(kind);

  /**
   * Saves `slug` with `status` in the studio, then asks for `path` until `text` has left its HTML
   * (draft) or is back in it (published); answers that page.
   */
  const saveAndWait = async (slug: string, status: 'draft' | 'published', path: string, text: string) => {
    const { error } = await staff().from('content_entries').update({ status }).eq('slug', slug);
    expect(error).toBeNull();
    const shown = status === 'published';
    const page = await pageWhen(app, path, (p) => p.html.includes(text) === shown);
    expect(page.status).toBe(200);
    if (shown) expect(page.html).toContain(text);
    else expect(page.html).not.toContain(text);
    return page;
  };

  it('an unpublished case study leaves /case-studies and a published one appears', async () => {
    const title = 'Hands-on science without a full laboratory';
    const before = await getPage(app, '/case-studies');
    expect(before.status).toBe(200);
    expect(before.html).toContain(title);
    expect(before.html).toContain('Closing maths learning gaps in grades 6 to 10');
    // Rendered once, then kept until the content changes.
    expect((await getPage(app, '/case-studies')).cache).toBe('hit');

    const without = await saveAndWait('thar-valley-school', 'draft', '/case-studies', title);
    expect(without.html).not.toContain('Thar Valley Senior Secondary School');
    expect(without.html).toContain('Closing maths learning gaps in grades 6 to 10');
    expect(without.html).toContain('Real results from real classrooms');

    const back = await saveAndWait('thar-valley-school', 'published', '/case-studies', title);
    expect(back.html).toContain('Thar Valley Senior Secondary School, Jodhpur');
  }, 60_000);

  it('an unpublished whitepaper leaves /whitepapers’ cards and the access form’s choices', async () => {
    const title = 'Virtual Labs and the Future of STEM Access';
    const before = await getPage(app, '/whitepapers');
    expect(before.status).toBe(200);
    expect(paperOptions(before.html)).toEqual([
      'All whitepapers',
      'Adaptive Learning in Indian Classrooms: Evidence from 50 Schools',
      title,
      'Bridging the Digital Divide: Designing for Low-Bandwidth Learning',
      'Learning Analytics for School Leaders: From Data to Decisions',
      'AI Teaching Assistants: A Guide to Responsible Adoption',
      'Future Skills and NEP 2020: Preparing Students for 2035',
    ]);
    expect(before.html).toContain('data-whitepaper="virtual-labs-stem-access"');

    const without = await saveAndWait('virtual-labs-stem-access', 'draft', '/whitepapers', title);
    expect(without.html).not.toContain('data-whitepaper="virtual-labs-stem-access"');
    expect(paperOptions(without.html)).toHaveLength(6);

    const back = await saveAndWait('virtual-labs-stem-access', 'published', '/whitepapers', title);
    expect(paperOptions(back.html)).toContain(title);
  }, 60_000);

  it('an unpublished FAQ entry leaves /support’s questions and FAQPage JSON-LD and a published one appears', async () => {
    const question = 'How is student data protected?';
    const before = await getPage(app, '/support');
    expect(before.status).toBe(200);
    expect(before.html).toContain(question);
    expect(faqPageQuestions(before.html)).toEqual([
      'Which subjects and grades does the platform support?',
      'What devices and internet connection do students need?',
      'Do you provide training for teachers and administrators?',
      question,
      'Can the platform connect with our existing school systems?',
      'How can I get help from a person?',
    ]);
    expect((await getPage(app, '/support')).cache).toBe('hit');

    const without = await saveAndWait('support-4', 'draft', '/support', question);
    expect(without.html).not.toContain('Digital Personal Data Protection Act');
    expect(faqPageQuestions(without.html)).toHaveLength(5);
    expect(faqPageQuestions(without.html)).not.toContain(question);
    expect(without.html).toContain('Frequently Asked Questions');

    const back = await saveAndWait('support-4', 'published', '/support', question);
    expect(back.html).toContain('Digital Personal Data Protection Act, 2023');
    expect(faqPageQuestions(back.html)).toContain(question);
  }, 60_000);
});
