/**
 * Site search and the assistant follow the content studio (issue #28 item 6) through the real
 * HTTP API: a webinar is found from the moment it is live (a draft never, a scheduled one on
 * time, with no one signed in), by its words and by a misspelt one, and is gone once unpublished;
 * an opening leaves the results when it is closed; a join link's words are never searched; the
 * build's documents no longer carry the webinars and openings (the database is their source).
 * A live FAQ entry of the support page is found at /support#faq, one unpublished is not.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../app/search-documents.ts';
import type { AssistantResponse } from '../../rules/assistant-wire.ts';
import type { SearchResponse } from '../../rules/site-search.ts';
import { closeOpening, insertEntry, openingFields, text, uniqueWord } from '../factories/content.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe.each(dbKinds())('site search follows the content studio (%s)', (kind) => {
  let marketing: SupabaseClient;

  // The search cache off: each request searches (with it, a change shows once its entry expires).
  const app = useTestApp(kind, { RATE_LIMITS: 'false', SEARCH_CACHE_SECONDS: '0' });
  beforeAll(async () => {
    marketing = clientAs(app, (await createUser(app.deps, { staffRole: 'marketing' })).accessToken);
  });

  const search = async (q: string): Promise<SearchResponse> => {
    const res = await app.fetch(`${testSiteUrl}/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SearchResponse;
  };
  const ask = async (q: string): Promise<AssistantResponse> => {
    const res = await app.fetch(`${testSiteUrl}/api/assistant?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AssistantResponse;
  };
  const hrefs = (r: SearchResponse) => r.results.map((x) => x.href);

  it('finds the webinars and openings moved in from the code, linked to their cards', async () => {
    const webinar = await search('Adaptive Practice for Board Exam Preparation');
    expect(webinar.results[0]).toMatchObject({
      kind: 'webinar',
      href: '/webinars#webinar-adaptive-learning-board-exams-2027',
      title: 'Adaptive Practice for Board Exam Preparation',
    });
    const opening = await search('AI Research Engineer');
    expect(opening.results).toContainEqual(
      expect.objectContaining({ kind: 'opening', href: '/careers#opening-ai-research-engineer' }),
    );
    const study = await search('Giving teachers their evenings back');
    expect(study.results[0]).toMatchObject({
      kind: 'case_study',
      href: '/case-studies#case-study-ajmer-school-network',
    });
    // The build's documents leave them to the database.
    expect(searchDocuments().filter((d) => d.anchor !== '')).toEqual([]);
    expect(searchDocuments().some((d) => d.href === '/webinars')).toBe(true);
  });

  it('finds a webinar once it is live (never as a draft, on time when scheduled) and drops it when unpublished', async () => {
    const word = uniqueWord('zephyrine', 'q');
    const slug = `search-${randomUUID().slice(0, 8)}`;
    const href = `/webinars#webinar-${slug}`;
    const created = await insertEntry(marketing, {
      type: 'webinar',
      slug,
      fields: {
        title: text(`Teaching ${word} Robotics`),
        category: 'AI Learning',
        date: nextWeek(),
        time: '4:00 PM IST',
        duration_minutes: 60,
        speakers: [{ name: text('Asha Verma'), role: text('Robotics Teacher'), photo: null }],
        description: text(`<p>How schools run <strong>${word}</strong> robotics clubs with a small budget.</p>`),
      },
    });
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    const secret = uniqueWord('hiddenroom', 'x');
    expect(
      (await marketing.from('content_private').insert({ entry_id: id, join_link: `https://meet.example/${secret}` }))
        .error,
    ).toBeNull();

    // A draft: not found, and the assistant does not link to it.
    expect(hrefs(await search(word))).toEqual([]);
    expect((await ask(`Tell me about ${word} robotics`)).links.map((l) => l.href)).not.toContain(href);

    // Scheduled: not before its time; then found with no one doing anything.
    const scheduled = await marketing
      .from('content_entries')
      .update({ status: 'scheduled', publish_at: new Date(Date.now() + 2500).toISOString() })
      .eq('id', id)
      .select('version');
    expect(scheduled.error).toBeNull();
    expect(hrefs(await search(word))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const found = await search(word);
    expect(found.results).toEqual([
      expect.objectContaining({ kind: 'webinar', href, title: `Teaching ${word} Robotics` }),
    ]);
    const snippet = found.results[0]!.snippet.map((p) => p.text).join('');
    expect(snippet).not.toContain('<');
    expect(found.results[0]!.snippet.some((p) => p.mark && p.text.toLowerCase() === word)).toBe(true);
    // By a speaker's name, and by a misspelt word (the live entries are part of the vocabulary).
    expect(hrefs(await search(`Asha Verma ${word}`))).toContain(href);
    // A letter dropped from the middle (a dropped last letter may stem to the word itself).
    const misspelt = await search(word.slice(0, 2) + word.slice(3));
    expect(misspelt.corrected).toBe(word);
    expect(hrefs(misspelt)).toContain(href);
    // The assistant links to it and quotes its description.
    const answer = await ask(`Tell me about ${word} robotics`);
    expect(answer.links.map((l) => l.href)).toContain(href);
    expect(answer.quotes.some((q) => q.href === href && q.text.includes(word))).toBe(true);
    // The join link's words are never searched.
    expect(hrefs(await search(secret))).toEqual([]);

    // Unpublished: gone at once.
    expect((await marketing.from('content_entries').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    expect(hrefs(await search(word))).toEqual([]);
    expect((await ask(`Tell me about ${word} robotics`)).links.map((l) => l.href)).not.toContain(href);
  });

  it('drops an opening from the results when it is closed', async () => {
    const word = uniqueWord('quillometry', 'k');
    const slug = `opening-${randomUUID().slice(0, 8)}`;
    const href = `/careers#opening-${slug}`;
    const fields = openingFields(`${word} Specialist`, 'Content', `Build our ${word} practice sets for grades 6-12.`, {
      requirements: text(''),
    });
    const created = await insertEntry(marketing, { type: 'opening', slug, status: 'published', fields });
    expect(created.error).toBeNull();
    expect(hrefs(await search(word))).toEqual([href]);
    expect((await ask(`Do you have a ${word} job?`)).links.map((l) => l.href)).toContain(href);

    const closed = await closeOpening(marketing, created.data!.id as string, fields);
    expect(closed.error).toBeNull();
    expect(hrefs(await search(word))).toEqual([]);
    expect((await ask(`Do you have a ${word} job?`)).links.map((l) => l.href)).not.toContain(href);
  });

  it('finds a live FAQ entry of the support page and drops it when unpublished', async () => {
    // The FAQ is one section of the page: its results link to it.
    expect((await search('How is student data protected')).results).toContainEqual(
      expect.objectContaining({ kind: 'faq', href: '/support#faq' }),
    );

    const word = uniqueWord('plinthology', 'k');
    const created = await insertEntry(marketing, {
      type: 'faq',
      slug: `faq-${randomUUID().slice(0, 8)}`,
      status: 'published',
      fields: { page: 'support', question: text(`Do you teach ${word}?`), answer: text(`Yes, ${word} for grade 9.`) },
    });
    expect(created.error).toBeNull();
    expect((await search(word)).results).toMatchObject([{ kind: 'faq', href: '/support#faq' }]);

    const unpublished = await marketing
      .from('content_entries')
      .update({ status: 'draft' })
      .eq('id', created.data!.id as string);
    expect(unpublished.error).toBeNull();
    expect(hrefs(await search(word))).toEqual([]);
  });
});
