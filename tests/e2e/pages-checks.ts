/**
 * What each inner marketing page must show (spec points 2 and 9, issue 4), as one check per
 * route. Shared by pages.spec.ts, which runs them at desktop and phone widths.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { site } from '../../config/site.ts';
import { sitemapRoutes } from '../setup/sitemap-routes.ts';

const main = (page: Page) => page.locator('main');

export async function hrefOf(locator: Locator): Promise<string | null> {
  return locator.getAttribute('href');
}

async function linkHref(page: Page, name: string | RegExp): Promise<string | null> {
  return hrefOf(main(page).getByRole('link', { name }).first());
}

async function countIn(page: Page, region: string, role: 'listitem' | 'article'): Promise<number> {
  return page.getByRole('region', { name: region, exact: true }).getByRole(role).count();
}

async function visible(page: Page, ...texts: string[]) {
  for (const text of texts) await main(page).getByText(text, { exact: false }).first().waitFor();
}

/** The spec's past-webinar filter tabs, in order (All first, selected at the start). */
export const pastWebinarTabs = ['All', 'AI Learning', 'AR/VR Labs', 'Cloud LMS', 'AI Teacher', 'Enterprise'];

export const pageChecks: Record<string, (page: Page) => Promise<void>> = {
  '/products/ai-learning': async (page) => {
    expect(await linkHref(page, 'Get Started')).toBe('/signup');
    expect(await linkHref(page, 'Contact Sales')).toBe('/contact');
  },
  '/products/ar-vr-labs': async (page) => {
    expect(await linkHref(page, 'Book a Lab Demo')).toBe('/contact');
  },
  '/products/cloud-lms': async (page) => {
    expect(await linkHref(page, /^Contact Us$/)).toBe('/contact');
  },
  '/products/ai-teacher': async (page) => {
    await visible(page, 'Privacy-first design');
    expect(await countIn(page, 'Three ways to implement', 'listitem')).toBe(3);
    for (const model of ['LMS Integration', 'Standalone Desktop and Mobile Apps', 'API Access'])
      await page.getByRole('heading', { name: model }).waitFor();
    expect(await linkHref(page, 'Request Demo')).toBe('/contact');
  },
  '/products/enterprise': async (page) => {
    expect(await countIn(page, 'Who we serve', 'listitem')).toBe(4);
    expect(await countIn(page, 'Enterprise benefits', 'listitem')).toBe(4);
    expect(await countIn(page, 'Integrations', 'listitem')).toBe(8);
    expect(await countIn(page, 'How we implement', 'listitem')).toBe(5);
    await visible(page, 'Government Education Departments', 'Single Sign-On (SSO)', 'Continuous Improvement');
    expect(await linkHref(page, 'Contact Enterprise Team')).toBe('/contact');
  },
  '/careers': async (page) => {
    for (const value of ['Meaningful Impact', 'Innovation First', 'Growth & Learning', 'Flexibility'])
      await page.getByRole('heading', { name: value }).waitFor();
    expect(await countIn(page, 'Current openings', 'article')).toBe(4);
    const apply = main(page).getByRole('link', { name: /^Apply Now/ });
    expect(await apply.count()).toBe(4);
    expect(await hrefOf(apply.first())).toMatch(
      new RegExp(`^mailto:${site.email.careers}\\?subject=Application%3A%20AI%20Research%20Engineer&`),
    );
    await visible(page, 'Full-time', 'Engineering', 'Jaipur (Hybrid)');
    const open = await linkHref(page, 'Send Open Application');
    expect(open).toMatch(new RegExp(`^mailto:${site.email.careers}\\?subject=Open%20application`));
  },
  '/case-studies': async (page) => {
    expect(await main(page).getByRole('article').count()).toBe(5);
    expect(
      await main(page)
        .getByRole('link', { name: /^Read full case study/ })
        .count(),
    ).toBe(5);
    expect(await main(page).getByRole('heading', { name: 'Key outcomes' }).count()).toBe(5);
    expect(await linkHref(page, 'Contact Sales')).toBe('/contact');
    expect(await linkHref(page, 'Explore Solutions')).toBe('/products/ai-learning');
  },
  '/whitepapers': async (page) => {
    expect(await countIn(page, 'Latest research', 'article')).toBe(6);
    for (const pages of [42, 36, 28, 33, 38, 45]) await visible(page, `${pages} pages`);
    await page.getByLabel('Full Name').waitFor();
    await page.getByLabel('Work Email').waitFor();
    await page.getByRole('button', { name: 'Get Access' }).waitFor();
    expect(
      await main(page)
        .getByRole('link', { name: /^Download PDF/ })
        .count(),
    ).toBe(6);
    expect(await linkHref(page, 'Request Custom Research')).toMatch(/^\/contact\?topic=/);
  },
  '/webinars': async (page) => {
    expect(await countIn(page, 'Upcoming Webinars', 'article')).toBe(3);
    // The base figures plus the site's own registrations (other specs register too: ADR 029).
    const counts = await main(page).locator('[data-registered-count]').allInnerTexts();
    expect(counts.map((c) => Number(c.replace(/\D/g, '')))).toHaveLength(3);
    [213, 187, 156].forEach((base, i) => expect(Number(counts[i]!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(base));
    expect(
      await main(page)
        .getByRole('link', { name: /^Register Now/ })
        .count(),
    ).toBe(3);
    // Dates in the browser's locale (spec): the first upcoming webinar's, written en-IN in the HTML.
    const firstDate = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2027-01-21T00:00:00Z'),
      ),
    );
    await main(page).locator('time[datetime="2027-01-21"]', { hasText: firstDate }).first().waitFor();
    await page.getByRole('heading', { name: 'Subscribe to Webinar Updates' }).waitFor();
    await page.getByLabel('Email address').waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(pastWebinarTabs);
    expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBe(6);
  },
  '/support': async (page) => {
    for (const card of ['Help Center', 'Video Tutorials', 'Live Support'])
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    expect(await page.locator('main details').count()).toBe(6);
    expect(await page.locator('main details', { hasText: 'grades 6-12' }).count()).toBe(1);
    const first = page.locator('main details').first();
    await first.locator('summary').click();
    expect(await first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await first.getByText('grades 6-12').waitFor();
    await first.locator('summary').click();
    const contact = page.getByRole('complementary', { name: 'Contact support' });
    for (const text of ['Monday to Friday, 9am-6pm IST', site.phone, site.email.support])
      await contact.getByText(text).waitFor();
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await page.getByLabel(label, { exact: true }).waitFor();
  },
  '/contact': async (page) => {
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number (optional)',
      'Company or Institution (optional)',
      'Message',
    ])
      await page.getByLabel(label, { exact: true }).waitFor();
    await visible(
      page,
      site.email.contact,
      site.phone,
      'Mon-Fri',
      '9:00 AM-6:00 PM',
      'Sat',
      '10:00 AM-4:00 PM',
      'Sun',
      'Closed',
    );
  },
  '/privacy': async (page) => {
    const sections = [
      'Overview',
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'Contact Us',
    ];
    for (const name of sections) await main(page).getByRole('heading', { name, exact: true, level: 2 }).waitFor();
    await expectTodayInLastUpdated(page);
  },
  '/terms': async (page) => {
    const headings = await main(page).locator('article h2').allTextContents();
    expect(headings).toHaveLength(9);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(headings[7]).toBe('8. Governing Law');
    await visible(page, 'governed by the laws of India');
    await expectTodayInLastUpdated(page);
  },
  '/sitemap': async (page) => {
    const hrefs = await main(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const route of sitemapRoutes) expect(hrefs).toContain(route);
  },
};

async function expectTodayInLastUpdated(page: Page) {
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );
  await main(page).getByText(`Last updated: ${today}`).waitFor();
}
