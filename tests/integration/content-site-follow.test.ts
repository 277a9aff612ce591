/**
 * The site follows the content studio without a build (issue #28 item 6), with the real site
 * (production build) over both engines: a webinar scheduled a few seconds ahead appears on time,
 * with no one signed in, as a schema.org Event in /webinars' JSON-LD and in /sitemap.xml (the
 * page's lastmod is its publishing time); a closed opening leaves /careers' JobPosting data and
 * moves the page's lastmod; the sitemap is kept a minute at most.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { useSiteWithMarketing } from '../setup/site-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const text = (en: string) => ({ en, hi: null });
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function get(app: TestApp, path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await app.fetch(`${testSiteUrl}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const body = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  return { status: res.status, body, headers: res.headers };
}

/** The JSON-LD objects of a page. */
async function jsonLd(app: TestApp, path: string): Promise<Record<string, unknown>[]> {
  const page = await get(app, path);
  expect(page.status).toBe(200);
  return [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** /sitemap.xml's lastmod of `path`, and its Cache-Control. */
async function lastmod(app: TestApp, path: string): Promise<{ lastmod: string | undefined; cacheControl: string }> {
  const sitemap = await get(app, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const loc = `${testSiteUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`<loc>${loc}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap.body);
  return { lastmod: match?.[1], cacheControl: sitemap.headers.get('cache-control') ?? '' };
}

describe.each(dbKinds())('the site follows the content studio (%s)', (kind) => {
  const { app, marketing } = useSiteWithMarketing(kind);

  it('shows a scheduled webinar on time as an Event and in the sitemap', async () => {
    const title = `Scheduled Robotics Clinic ${randomUUID().slice(0, 6)}`;
    const slug = `follow-${randomUUID().slice(0, 8)}`;
    const before = await lastmod(app, '/webinars');
    expect(before.cacheControl).toBe('public, max-age=60');
    expect((await jsonLd(app, '/webinars')).some((d) => d.name === title)).toBe(false);

    const publishAt = new Date(Date.now() + 3000);
    const created = await marketing()
      .from('content_entries')
      .insert({
        type: 'webinar',
        slug,
        status: 'scheduled',
        publish_at: publishAt.toISOString(),
        fields: {
          title: text(title),
          category: 'AI Learning',
          date: nextWeek(),
          time: '4:00 PM IST',
          duration_minutes: 45,
          speakers: [{ name: text('Asha Verma'), role: text('Robotics Teacher'), photo: null }],
          description: text('A clinic for robotics club mentors.'),
        },
      });
    expect(created.error).toBeNull();
    // Not before its time.
    expect((await jsonLd(app, '/webinars')).some((d) => d.name === title)).toBe(false);
    expect((await lastmod(app, '/webinars')).lastmod).toBe(before.lastmod);

    await new Promise((resolve) => setTimeout(resolve, 3500));
    const event = (await jsonLd(app, '/webinars')).find((d) => d.name === title);
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: `${nextWeek()}T16:00:00+05:30`,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: expect.stringMatching(new RegExp(`/webinars#webinar-${slug}$`)) },
      performer: { '@type': 'Person', name: 'Asha Verma' },
    });
    expect(event!.endDate).toBe(new Date(Date.parse(`${nextWeek()}T16:00:00+05:30`) + 45 * 60_000).toISOString());
    const after = await lastmod(app, '/webinars');
    expect(Date.parse(after.lastmod!)).toBeGreaterThanOrEqual(publishAt.getTime() - 1000);
  });

  it('drops a closed opening from the JobPosting data and moves the page’s lastmod', async () => {
    const title = `Robotics Curriculum Lead ${randomUUID().slice(0, 6)}`;
    const fields = {
      title: text(title),
      team: text('Content'),
      location: text('Jaipur'),
      job_type: 'Full-time',
      description: text('Lead our robotics curriculum.'),
      requirements: text(''),
      open: true,
    };
    const created = await marketing()
      .from('content_entries')
      .insert({ type: 'opening', slug: `lead-${randomUUID().slice(0, 8)}`, status: 'published', fields })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    expect((await jsonLd(app, '/careers')).find((d) => d.title === title)).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
    });
    const open = await lastmod(app, '/careers');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const closed = await marketing()
      .from('content_entries')
      .update({ fields: { ...fields, open: false } })
      .eq('id', created.data!.id as string);
    expect(closed.error).toBeNull();
    const postings = await jsonLd(app, '/careers');
    expect(postings.some((d) => d.title === title)).toBe(false);
    expect(postings.some((d) => d['@type'] === 'JobPosting')).toBe(true);
    expect(Date.parse((await lastmod(app, '/careers')).lastmod!)).toBeGreaterThan(Date.parse(open.lastmod!));
  });
  it('shows an opening’s rich text sanitised on /careers, as plain text in its JobPosting, and in the page’s preview image', async () => {
    const title = `Robotics Mentor ${randomUUID().slice(0, 6)}`;
    const image = async () => {
      const res = await app.fetch(`${testSiteUrl}/og/careers.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      return Buffer.from(await res.arrayBuffer());
    };
    const before = await image();
    expect((await image()).equals(before)).toBe(true);
    const created = await marketing()
      .from('content_entries')
      .insert({
        type: 'opening',
        slug: `mentor-${randomUUID().slice(0, 8)}`,
        status: 'published',
        fields: {
          title: text(title),
          team: text('Content'),
          location: text('Jaipur'),
          job_type: 'Full-time',
          description: text('<p>Mentor <strong>robotics</strong> clubs &amp; teachers.<script>alert(1)</script></p>'),
          requirements: text('<ul><li>Arduino</li><li>Patience</li></ul>'),
          open: true,
        },
      });
    expect(created.error).toBeNull();
    const page = await get(app, '/careers');
    expect(page.body).toContain('<p>Mentor <strong>robotics</strong> clubs &amp; teachers.</p>');
    expect(page.body).toContain('<ul><li>Arduino</li><li>Patience</li></ul>');
    expect(page.body).not.toContain('alert(1)');
    expect((await jsonLd(app, '/careers')).find((d) => d.title === title)).toMatchObject({
      description: 'Mentor robotics clubs & teachers.\n\nArduino Patience',
    });
    // The preview image lists the open positions: the new one changes it at once (kept a minute by clients).
    expect((await image()).equals(before)).toBe(false);
  });
});
