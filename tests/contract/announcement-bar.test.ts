/**
 * The site-wide announcement bar (issue 28) in the server's HTML of the marketing pages, with the
 * real site (production build) and its page cache: a live announcement is in a prerendered page
 * (/) and a content page (/careers), before the header, as a labelled region with its link; one
 * whose end time has passed is not; unpublishing takes the bar off at once; the page cache is told
 * to expire when a live bar ends.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { nextPublishAt } from '../../server/content/content-reads.ts';
import { istInstant } from '../../rules/content-model.ts';
import { useSiteWithMarketing } from '../setup/site-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { testSiteUrl } from '../setup/test-app.ts';

const text = (en: string) => ({ en, hi: null });
/** `at` as the studio writes a time: YYYY-MM-DDTHH:MM in IST. */
const ist = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

describe.each(dbKinds())('announcement bar in the marketing pages (%s)', (kind) => {
  const { app, marketing } = useSiteWithMarketing(kind);

  const page = async (path: string) => {
    const response = await app.fetch(`${testSiteUrl}${path}`);
    expect(response.status).toBe(200);
    return { html: await response.text(), cache: response.headers.get('x-cache') };
  };

  it('shows a live announcement on a prerendered and a content page, not an expired one, and none once unpublished', async () => {
    // Its entries go with it, so a second try starts from the same empty studio.
    onTestFinished(async () => {
      await app.deps.db.query(`delete from public.content_entries where type = 'announcement' and slug = any($1)`, [
        ['admissions-webinar-bar', 'old-sale-bar'],
      ]);
    });
    const endsAt = Date.now() + 3 * 86_400_000;
    const live = await marketing()
      .from('content_entries')
      .insert({
        type: 'announcement',
        slug: 'admissions-webinar-bar',
        status: 'published',
        fields: {
          title: text('Admissions webinar on Friday: seats are limited.'),
          link: '/webinars',
          link_text: text('Register for the webinar'),
          starts_at: ist(Date.now() - 3_600_000),
          ends_at: ist(endsAt),
        },
      })
      .select('id')
      .single();
    expect(live.error).toBeNull();
    const expired = await marketing()
      .from('content_entries')
      .insert({
        type: 'announcement',
        slug: 'old-sale-bar',
        status: 'published',
        position: -1,
        fields: {
          title: text('Diwali offer ended yesterday.'),
          starts_at: ist(Date.now() - 3 * 86_400_000),
          ends_at: ist(Date.now() - 86_400_000),
        },
      });
    expect(expired.error).toBeNull();

    for (const path of ['/', '/careers', '/products/cloud-lms']) {
      const { html } = await page(path);
      const bar = html.match(/<section id="site-announcement" aria-label="Announcement"[^>]*>(.*?)<\/section>/)?.[1];
      expect(bar, path).toContain('Admissions webinar on Friday: seats are limited.');
      expect(bar).toContain('<a href="/webinars"');
      expect(bar).toContain('>Register for the webinar</a>');
      expect(html.indexOf('id="site-announcement"')).toBeLessThan(html.indexOf('<header'));
      expect(html).not.toContain('Diwali offer ended yesterday.');
    }
    // The content page is kept with its bar. On PostgreSQL the inserts' change notices reach the
    // page cache asynchronously and may drop a page rendered before them: the next render is kept.
    await expect.poll(async () => (await page('/careers')).cache).toBe('hit');
    // The page cache expires when the bar ends (its time is minutes: within one of endsAt).
    const next = await nextPublishAt(app.deps.db);
    expect(next?.getTime()).toBe(istInstant(ist(endsAt))!.getTime());

    const off = await marketing().from('content_entries').update({ status: 'draft' }).eq('id', live.data!.id);
    expect(off.error).toBeNull();
    for (const path of ['/', '/careers']) {
      const { html } = await page(path);
      expect(html, path).not.toContain('site-announcement');
      expect(html).not.toContain('Admissions webinar on Friday');
    }
  });
});
