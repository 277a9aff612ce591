/**
 * The content studio (issue #28, ADR 038) in Chromium against the real server: a marketing user
 * adds a webinar for next week with a speaker photo, schedules it a few seconds ahead (a real
 * publish_at, no fake clock), and it appears on /webinars (server HTML, as a schema.org Event, and
 * after hydration); registering for it works and the email carries the join link, which no
 * anonymous request can read; a title change shows in the revisions' diff and the old one is
 * restored; a concurrent edit is caught and loses nothing; an opening closed leaves /careers and
 * its application is refused; the marketing user cannot open Leads; a whitepaper PDF uploaded in
 * the studio reaches a visitor who asks for it, by a signed link in their email; a case study's and
 * a whitepaper's preview show them on their own pages. The image library: an upload without alt
 * text is refused, the speaker photo is picked from the library and shown on /webinars with its
 * alt text, the description written in the rich-text editor is rendered there as HTML, the library
 * says where an image is used, refuses to delete a used one (naming where) and deletes an unused one.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { waitForHydration, useBrowserAndServer } from './browser.ts';
import type { BlogUser } from './blog-helpers.ts';
import { openAs, openOn, signInAs, staffUser, startAdminServer, toast } from './admin-helpers.ts';
import { uniqueEmail, waitForMail } from './contact-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

/**
 * A marketing user for each test. A TOTP code signs in once, so tests sharing one user waited up
 * to 30 s for the next code at each sign-in (about 2 minutes a run).
 */
const studioTests = ['webinar', 'opening', 'preview', 'whitepaper', 'library'] as const;
const marketers = {} as Record<(typeof studioTests)[number], BlogUser>;
/** The other editor of the concurrent edit. */
let secondEditor: BlogUser;
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
/** A real 1×1 PNG (the storage API checks the bytes). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a picture to the image library with `alt` (the page must be on /admin/content/images). */
async function uploadToLibrary(page: Page, name: string, alt: string) {
  await page.getByLabel('Image (JPEG, PNG, GIF, WebP or AVIF, at most 5 MB)').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByLabel('Alt text * (what the image shows)').fill(alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await toast(page, 'Image uploaded').last().waitFor();
  // The toast of an earlier upload may still show: the upload is done when its card is listed.
  const card = page.locator('[data-library-image]').filter({ hasText: alt });
  await card.waitFor();
  return card;
}

beforeAll(async () => {
  for (const test of studioTests) marketers[test] = await staffUser(run.server, 'marketing', 'Mira Marketing');
  secondEditor = await staffUser(run.server, 'marketing', 'Sunil Marketing');
}, 300_000);

const anonGet = (path: string) =>
  fetch(`${run.server.url}${path}`, { headers: { apikey: builtinPublishableKey, Accept: 'application/json' } });

/** A datetime-local value `ms` from now in the browser's zone (the test's). */
function localIn(ms: number): string {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

describe('content studio', () => {
  it('a marketing user schedules a webinar that goes live by itself, edits, restores, and is caught by a concurrent edit', async () => {
    // Its own slug per attempt: a retry must not collide with the first attempt's entry.
    const tag = `w${Date.now().toString(36)}`;
    const title = `Studio webinar ${tag}`;
    const { page } = await openOn(run.browser, run.server.url);
    await signInAs(page, marketers.webinar);

    // Leads are not theirs.
    await page.goto('/admin/leads');
    await page.getByRole('heading', { name: /not found/i }).waitFor();

    // The speaker's photo goes into the image library first: not without alt text.
    const alt = `Asha Verma speaking ${tag}`;
    await page.goto('/admin/content/images');
    await page.getByRole('heading', { level: 1, name: 'Image library' }).waitFor();
    await page.getByLabel('Image (JPEG, PNG, GIF, WebP or AVIF, at most 5 MB)').setInputFiles({
      name: 'asha.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Alt text is required' }).waitFor();
    await uploadToLibrary(page, 'asha.png', alt);

    await page.goto('/admin/content/new?type=webinar');
    await page.getByRole('heading', { level: 1, name: 'New webinar' }).waitFor();
    await page.getByLabel('Slug (the address part) *').fill(tag);
    await page.getByLabel('Title *', { exact: true }).fill(title);
    await page.getByLabel('Date (IST) *').fill(nextWeek);
    await page.getByLabel('Start time (Like 4:00 PM IST) *').fill('4:00 PM IST');
    await page.getByLabel('Duration (minutes) *').fill('45');
    await page.getByLabel('Speaker 1 name').fill('Asha Verma');
    await page.getByLabel('Speaker 1 role').fill('Principal, Studio School');
    await page.getByLabel('Speaker 1 photo').selectOption({ label: alt });
    await page.getByText(`Alt text: ${alt}`).waitFor();
    // The description in the blog's rich-text editor: a bold phrase and a list.
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.type('Join our ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('hands-on');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' session.');
    await page.getByLabel('Join link (private: emailed to registrants only)').fill(`https://meet.example/${tag}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/);
    const entryUrl = page.url();

    // A past publishing time is refused with a clear message, and nothing typed is lost.
    await page.getByLabel('Publish at').fill(localIn(-60_000));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.getByRole('alert').filter({ hasText: 'The publishing time is in the past' }).waitFor();

    // Scheduled a few seconds ahead: not on the site before, on it after, with nobody acting.
    await page.getByLabel('Publish at').fill(localIn(8_000));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Entry saved').waitFor();
    expect(await (await fetch(`${run.server.url}/webinars`)).text()).not.toContain(title);
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    let html = '';
    for (let i = 0; i < 50 && !html.includes(title); i++) {
      html = await (await fetch(`${run.server.url}/webinars`)).text();
      if (!html.includes(title)) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(html).toContain(title);
    const events = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .filter((d) => d['@type'] === 'Event');
    expect(events.find((e) => e.name === title)).toMatchObject({
      startDate: `${nextWeek}T16:00:00+05:30`,
      performer: { name: 'Asha Verma' },
    });
    expect(html).not.toContain(`meet.example/${tag}`);
    // The rich text as HTML, the photo with its alt text, in the server's HTML.
    expect(html).toContain('<p>Join our <strong>hands-on</strong> session.</p>');
    expect(html).toMatch(new RegExp(`<img src="/storage/v1/object/public/content/library/[^"]+" alt="${alt}"`));
    expect(events.find((e) => e.name === title)).toMatchObject({ description: 'Join our hands-on session.' });

    const visitor = await openOn(run.browser, run.server.url);
    await visitor.page.goto('/webinars');
    await waitForHydration(visitor.page);
    const card = visitor.page.getByRole('article').filter({ has: visitor.page.getByRole('heading', { name: title }) });
    await card.waitFor();
    await card.getByRole('img', { name: alt }).waitFor();
    await card.locator('p > strong', { hasText: /^hands-on$/ }).waitFor();
    // Site search finds it by its title, with a link to its card on /webinars.
    await visitor.page.goto(`/search?q=${encodeURIComponent(tag)}`);
    const result = visitor.page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title, exact: true });
    expect(await result.getAttribute('href')).toMatch(/^\/webinars#webinar-/);
    // The library says where the photo is used.
    await page.goto('/admin/content/images');
    await page
      .locator('[data-library-image]')
      .filter({ hasText: alt })
      .getByRole('link', { name: `Webinar “${title}”` })
      .waitFor();

    // Registering works; the email carries the join link; no anonymous read gets it.
    const email = uniqueEmail('studio');
    const res = await anonGet('/rest/v1/contact_messages');
    expect(res.status).toBe(401);
    const registered = await fetch(`${run.server.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: builtinPublishableKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({
        kind: 'webinar_registration',
        webinar_id: tag,
        name: 'Kiran Rao',
        email,
        consent_version: consentVersionFor.webinar_registration,
      }),
    });
    expect(registered.status).toBe(201);
    const [mail] = await waitForMail(run.server.url, email);
    expect(mail!.text).toContain(`https://meet.example/${tag}`);
    for (const path of ['/rest/v1/content_private?select=*', `/rest/v1/content_entries?select=*&slug=eq.${tag}`]) {
      expect(await (await anonGet(path)).text()).not.toContain(`meet.example/${tag}`);
    }

    // Title change, the diff between revisions, restore.
    await page.goto(entryUrl);
    await page.getByLabel('Title *', { exact: true }).fill(`${title} (moved)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Entry saved').last().waitFor();
    const diff = page.getByRole('table', { name: 'Changes between the two revisions' });
    await diff.getByText(`${title} (moved)`).waitFor();
    expect(await diff.innerText()).toContain(title);
    await page.getByRole('button', { name: /Restore version 2/ }).click();
    await toast(page, 'Revision restored').waitFor();
    await page.getByRole('heading', { level: 1, name: `Webinar: ${title}`, exact: true }).waitFor();
    // The form shows the restored fields, not the ones typed before (a next save would undo the restore).
    expect(await page.getByLabel('Title *', { exact: true }).inputValue()).toBe(title);

    // Two editors on one entry: the second save is told, and keeps what was typed.
    const other = await openAs(run.browser, run.server.url, secondEditor, entryUrl);
    await page.reload();
    await page.getByLabel('Title *', { exact: true }).waitFor();
    await other.page.getByLabel('Title *', { exact: true }).fill(`${title} (theirs)`);
    await other.page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(other.page, 'Entry saved').waitFor();
    await page.getByLabel('Title *', { exact: true }).fill(`${title} (mine)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else saved this entry' }).waitFor();
    expect(await page.getByLabel('Title *', { exact: true }).inputValue()).toBe(`${title} (mine)`);
  }, 240_000);

  it('closing an opening takes it off /careers and its applications are refused', async () => {
    const { page } = await openAs(
      run.browser,
      run.server.url,
      marketers.opening,
      '/admin/content?type=opening&q=ar-vr-developer',
    );
    await page.getByRole('link', { name: 'AR/VR Developer' }).click();
    await page.getByLabel('Open (takes applications)').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Entry saved').waitFor();
    const html = await (await fetch(`${run.server.url}/careers`)).text();
    expect(html).not.toContain('AR/VR Developer');
    expect(html).toContain('AI Research Engineer');
    const body = new FormData();
    for (const [k, v] of Object.entries({
      consent_version: consentVersionFor.application,
      name: 'Kiran Rao',
      email: uniqueEmail('apply'),
      message: 'I build WebXR labs and would like to join.',
      opening: 'AR/VR Developer',
    }))
      body.set(k, v);
    body.set('cv', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
    const refused = await fetch(`${run.server.url}/api/careers/applications`, { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/closed/);
  }, 120_000);
  it('previews a case study and a whitepaper on their own pages', async () => {
    const { page } = await openAs(
      run.browser,
      run.server.url,
      marketers.preview,
      '/admin/content?type=case_study&q=thar-valley-school',
    );
    await page.getByRole('link', { name: 'Hands-on science without a full laboratory' }).click();
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Real results from real classrooms' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Hands-on science without a full laboratory' }).waitFor();
    // The live case studies with this one: all five cards.
    expect(await page.getByRole('link', { name: /^Read full case study/ }).count()).toBe(5);

    await page.goto('/admin/content?type=whitepaper&q=virtual-labs-stem-access');
    await page.getByRole('link', { name: 'Virtual Labs and the Future of STEM Access' }).click();
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Research and insights for education leaders' }).waitFor();
    await page.getByRole('heading', { name: 'Virtual Labs and the Future of STEM Access' }).waitFor();
  }, 120_000);

  it('a whitepaper PDF uploaded in the studio reaches a visitor by email, by a signed link', async () => {
    const { page } = await openAs(
      run.browser,
      run.server.url,
      marketers.whitepaper,
      '/admin/content?type=whitepaper&q=bridging-digital-divide',
    );
    await page.getByRole('link', { name: /Bridging the Digital Divide/ }).click();
    await page.getByText('No PDF yet').waitFor();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% studio ${Date.now()}\ntrailer <<>>\n%%EOF\n`);
    const input = page.getByLabel('PDF (emailed to visitors by a link that works for 7 days)');
    // Not a PDF: refused with a clear message, nothing saved.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The whitepaper file must be a PDF.' }).waitFor();
    await input.setInputFiles({ name: 'digital-divide.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Entry saved').waitFor();
    await page.getByText(/Current PDF: .+\.pdf/).waitFor();

    const visitor = await openOn(run.browser, run.server.url);
    await visitor.page.goto('/whitepapers');
    await waitForHydration(visitor.page);
    const email = uniqueEmail('paper');
    await visitor.page.getByLabel('Full Name').fill('Anita Verma');
    await visitor.page.getByLabel('Work Email').fill(email);
    await visitor.page.getByLabel('Whitepaper', { exact: true }).selectOption('bridging-digital-divide');
    await visitor.page.getByRole('button', { name: 'Get Access' }).click();
    const [mail] = await waitForMail(run.server.url, email);
    const link = /https?:\/\/\S+\/storage\/v1\/object\/sign\/whitepapers\/\S+/.exec(mail!.text)?.[0];
    expect(link, 'a signed link to the PDF').toBeDefined();
    expect(mail!.text).toContain('The link works for 7 days.');
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Without the token the private bucket gives nothing.
    expect((await fetch(link!.replace(/\?token=.*$/, ''))).status).toBeGreaterThanOrEqual(400);
  }, 120_000);
  it('the image library shows where an image is used, refuses to delete a used one and deletes an unused one', async () => {
    const tag = Date.now().toString(36);
    const usedAlt = `Kota campus courtyard ${tag}`;
    const unusedAlt = `Unused classroom ${tag}`;
    const { page } = await openAs(run.browser, run.server.url, marketers.library, '/admin/content/images');
    await uploadToLibrary(page, 'courtyard.png', usedAlt);
    const unused = await uploadToLibrary(page, 'classroom.png', unusedAlt);

    // Picked as a case study's image.
    await page.goto('/admin/content?type=case_study&q=kota-college-group');
    await page.getByRole('link', { name: 'One learning platform for four campuses' }).click();
    await page.getByLabel('Image', { exact: true }).selectOption({ label: usedAlt });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Entry saved').waitFor();
    const html = await (await fetch(`${run.server.url}/case-studies`)).text();
    expect(html).toMatch(new RegExp(`<img src="/storage/v1/object/public/content/library/[^"]+" alt="${usedAlt}"`));

    await page.goto('/admin/content/images');
    const used = page.locator('[data-library-image]').filter({ hasText: usedAlt });
    await used.getByRole('link', { name: 'Case study “One learning platform for four campuses”' }).waitFor();
    expect(await unused.locator('[data-image-uses]').innerText()).toBe('Not used');

    // A used image stays, and the message says where it is used.
    await used.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This image is used by Case study “One learning platform for four campuses”' })
      .waitFor();
    expect(await used.count()).toBe(1);

    // An unused one goes, its file with it.
    const src = await unused.getByRole('img').getAttribute('src');
    await unused.getByRole('button', { name: /^Delete/ }).click();
    await toast(page, 'Image deleted').waitFor();
    await unused.waitFor({ state: 'detached' });
    expect((await fetch(`${run.server.url}${src}`)).status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${run.server.url}${await used.getByRole('img').getAttribute('src')}`)).status).toBe(200);
  }, 120_000);
});
