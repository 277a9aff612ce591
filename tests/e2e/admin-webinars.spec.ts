/**
 * Staff area, Webinars (admin and sales): the list of webinars with their date, speaker and
 * registrant count, each opening its own page (join link, recording, registrants).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
import type { BlogUser } from './blog-helpers.ts';
import { openOn, openSection, signInAs, staffUser, startAdminServer, violations } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let sales: BlogUser;

beforeAll(async () => {
  sales = await staffUser(run.server, 'sales', 'Sunita Sales');
}, 180_000);

describe('Webinars', () => {
  it('lists every webinar with its date, speaker and registrants; one opens its own page', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, sales);
    await openSection(page, '/admin/webinars', 'Webinars');
    await page.getByText('Registrants get the join link by email the day before').waitFor();
    const table = page.getByRole('region', { name: 'Webinars' }).getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Date',
      'Webinar',
      'Speaker',
      'Registered',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    // Nobody has registered through this new site yet.
    for (const row of await rows.all()) expect((await row.getByRole('cell').last().textContent())?.trim()).toBe('0');
    expect(await violations(page)).toEqual([]);

    const first = rows.first().getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    expect(await first.getAttribute('href')).toMatch(/^\/admin\/webinars\/[\w-]+$/);
    await first.click();
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) })
      .waitFor();
    await page.getByText('Nobody has registered through the site yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
