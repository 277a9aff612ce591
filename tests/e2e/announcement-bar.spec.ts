/**
 * The site-wide announcement bar (issue 28) in Chromium against the real server: a marketing user
 * writes one in the content studio (an end before its start is refused with a clear message and
 * nothing typed is lost), publishes it, and a visitor sees it at the top of the marketing pages at
 * desktop width and at 390 px, in the server's HTML and after hydration (no hydration error), as a
 * labelled region whose link says where it goes, with no axe violation. Unpublished, it is gone.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, viewports, waitForHydration, useBrowserAndServer } from './browser.ts';
import type { BlogUser } from './blog-helpers.ts';
import { openOn, signInAs, staffUser, startAdminServer, toast } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let marketing: BlogUser;

beforeAll(async () => {
  marketing = await staffUser(run.server, 'marketing', 'Mira Marketing');
}, 180_000);

/** `at` as the studio's date-time field takes it: YYYY-MM-DDTHH:MM in IST. */
const ist = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

describe('announcement bar', () => {
  it('is written in the studio and shown at the top of the marketing pages, desktop and 390 px', async () => {
    const tag = `a${Date.now().toString(36)}`;
    const message = `Admissions open for 2027 ${tag}`;
    const { page } = await openOn(run.browser, run.server.url);
    await signInAs(page, marketing);
    await page.goto('/admin/content/new?type=announcement');
    await page.getByLabel('Slug (the address part) *').fill(tag);
    await page.getByLabel('Text *', { exact: true }).fill(message);
    await page.getByLabel(/^Link \(/).fill('/contact');
    await page.getByLabel(/^Link text \(where/).fill('Talk to our admissions team');
    await page.getByLabel(/^Starts \(IST\)/).fill(ist(Date.now() - 3_600_000));
    await page.getByLabel(/^Ends \(IST\)/).fill(ist(Date.now() - 7_200_000));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The announcement must end after it starts.' }).waitFor();
    expect(await page.getByLabel('Text *', { exact: true }).inputValue()).toBe(message);
    await page.getByLabel(/^Ends \(IST\)/).fill(ist(Date.now() + 86_400_000));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/);
    const entryUrl = page.url();
    // The preview shows the bar as the site will.
    await page.goto(`${entryUrl}/preview`);
    await page
      .getByRole('region', { name: 'Announcement' })
      .getByRole('link', { name: 'Talk to our admissions team' })
      .waitFor();
    await page.goto(entryUrl);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await toast(page, 'Published: it is on the site now.').waitFor();

    for (const [name, viewport] of Object.entries(viewports)) {
      for (const path of ['/', '/careers']) {
        const visitor = await openOn(run.browser, run.server.url);
        await visitor.page.setViewportSize(viewport);
        await visitor.page.goto(path);
        await waitForHydration(visitor.page);
        const bar = visitor.page.getByRole('region', { name: 'Announcement' });
        await bar.waitFor();
        expect(await bar.innerText()).toContain(message);
        const link = bar.getByRole('link', { name: 'Talk to our admissions team' });
        expect(await link.getAttribute('href')).toBe('/contact');
        // At the top: above the site header, full width.
        const box = (await bar.boundingBox())!;
        expect(box.y).toBe(0);
        expect(box.width).toBe(viewport.width);
        expect((await visitor.page.locator('header').first().boundingBox())!.y).toBeGreaterThanOrEqual(box.height);
        expect(await axeViolations(visitor.page)).toEqual([]);
        if (path === '/') await visitor.page.screenshot({ path: `/tmp/announcement-bar-${name}.png` });
        expect(visitor.errors).toEqual([]);
        await visitor.context.close();
      }
    }

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await toast(page, 'Unpublished').waitFor();
    for (const path of ['/', '/careers'])
      expect(await (await fetch(`${run.server.url}${path}`)).text()).not.toContain(tag);
  });
});
