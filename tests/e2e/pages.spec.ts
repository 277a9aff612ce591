import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, socialNetworks } from '../../config/site.ts';
import {
  axeViolations,
  baseUrl,
  openPage,
  type TrackedPage,
  useBrowser,
  viewports,
  waitForHydration,
} from './browser.ts';
import { pageChecks, pastWebinarTabs } from './pages-checks.ts';

const routes = Object.keys(pageChecks);

const browser = useBrowser();

function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'] ?? ''),
    );
}

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('inner marketing pages at %s width', (_name, viewport) => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser(), { viewport });
  });
  afterAll(async () => {
    await tracked?.context.close();
  });

  it.each(routes)('%s shows its content, breadcrumb and JSON-LD, with no axe violations', async (route) => {
    const { page, errors } = tracked;
    const res = await page.goto(route, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await crumbs.locator('[aria-current="page"]').waitFor();
    await pageChecks[route]!(page);
    const types = await jsonLdTypes(page);
    expect(types).toContain('BreadcrumbList');
    if (route === '/support') expect(types).toContain('FAQPage');
    if (route === '/webinars') expect(types.filter((t) => t === 'Event')).toHaveLength(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('inner marketing pages: behaviour', () => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser());
  });
  afterAll(async () => {
    await tracked?.context.close();
  });

  it('prerenders every page: its heading is in the HTML without JavaScript', async () => {
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      expect(html, route).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('filters past webinars by tab, starting at All, with a disabled Recording Unavailable', async () => {
    const { page, errors } = tracked;
    await page.goto('/webinars', { waitUntil: 'networkidle' });
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('article').count()).toBe(6);
    expect(await panel.getByRole('button', { name: 'Recording Unavailable' }).count()).toBe(2);
    const expected = { 'AI Learning': 2, 'AR/VR Labs': 1, 'Cloud LMS': 1, 'AI Teacher': 1, Enterprise: 1, All: 6 };
    for (const [tab, count] of Object.entries(expected)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      // The filter's code loads at the first press (ADR 025), which it then replays: polled.
      await expect
        .poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await page.getByRole('tabpanel').getByRole('article').count(), tab).toBe(count);
    }
    await page.getByRole('tab', { name: 'AI Teacher' }).click();
    const unavailable = page.getByRole('tabpanel').getByRole('button', { name: 'Recording Unavailable' });
    expect(await unavailable.isDisabled()).toBe(true);
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Watch Recording/ })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  it('past webinar tabs follow the ARIA tabs pattern by keyboard', async () => {
    const { page, errors } = tracked;
    await page.goto('/webinars', { waitUntil: 'networkidle' });
    const tabs = page.getByRole('tablist', { name: 'Filter past webinars by category' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(pastWebinarTabs);
    const selected = () => page.getByRole('tab', { selected: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // One tab stop: only the selected tab is focusable by Tab.
    expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
    await page.getByRole('tab', { name: 'All' }).focus();
    // The filter's code loads at this first focus; the key pressed meanwhile is replayed on it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected().textContent()).toBe('AI Learning');
    expect(await focused()).toBe('AI Learning');
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBe(2);
    await page.keyboard.press('End');
    expect(await selected().textContent()).toBe('Enterprise');
    await page.keyboard.press('ArrowRight');
    expect(await selected().textContent()).toBe('All');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Enterprise');
    await page.keyboard.press('Home');
    expect(await selected().textContent()).toBe('All');
    // The panel is labelled by the selected tab, which controls it; Tab moves from the tabs to the panel.
    const panel = page.getByRole('tabpanel', { name: 'All' });
    expect(await panel.getAttribute('id')).toBe(await selected().getAttribute('aria-controls'));
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('contact form: validates, sends, shows the toast, and clears', async () => {
    const { page, errors } = tracked;
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const message of ['Please enter your name.', 'Please enter your email address.', 'Please enter a message.'])
      await page.getByText(message).waitFor();
    expect(await page.getByLabel('Full Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Full Name').fill('Priya Sharma');
    await page.getByLabel('Email Address').fill('priya@school');
    await page.getByLabel('Message', { exact: true }).fill('We would like a demo for grades 6 to 8.');
    await send.click();
    await page.getByText('Please enter a valid email address, like name@school.edu.in.').waitFor();
    await page.getByLabel('Email Address').fill('priya@school.edu.in');
    await page.getByLabel('Company or Institution (optional)').fill('Jaipur Public School');
    // 'Sending...' lasts as long as the real request (tests/e2e/contact-forms.spec.ts holds it).
    await send.click();
    await page.getByText('Message sent!').waitFor();
    await page.getByText("We'll get back to you as soon as possible.").waitFor();
    for (const label of ['Full Name', 'Email Address', 'Company or Institution (optional)'])
      expect(await page.getByLabel(label).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('contact form: a ?topic= link prefills the message', async () => {
    const { page } = tracked;
    await page.goto('/webinars', { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /^Watch Recording/ })
      .first()
      .click();
    await page.waitForURL(/\/contact\?topic=/);
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toContain('Please send me the recording of the webinar “Measuring Learning Gaps with Diagnostic Assessments”');
  });

  it('support form: shows a message next to each missing or invalid field', async () => {
    const { page, errors } = tracked;
    await page.goto('/support', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please enter a message.',
    ])
      await page.getByText(message).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Name', { exact: true }).fill('Rahul');
    await page.getByLabel('Email', { exact: true }).fill('rahul@');
    await page.getByLabel('Subject').fill('Adding a class section');
    await page.getByLabel('Message', { exact: true }).fill('How do I add a new section to grade 7?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address, like name@school.edu.in.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('rahul@school.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('whitepapers: Download PDF preselects the paper in the access form and focuses it', async () => {
    const { page, errors } = tracked;
    await page.goto('/whitepapers', { waitUntil: 'networkidle' });
    // The preselection is the hydrated page's click handler; before it, the link only jumps to the form.
    await waitForHydration(page);
    await page.getByRole('link', { name: /^Download PDF.*Future Skills/ }).click();
    expect(await page.getByLabel('Whitepaper', { exact: true }).inputValue()).toBe('future-skills-nep-2020');
    expect(await page.getByLabel('Full Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Full Name').fill('Anita Verma');
    await page.getByLabel('Work Email').fill('anita@college.ac.in');
    await page.getByRole('button', { name: 'Get Access' }).click();
    await page.getByText(/We'll email “Future Skills and NEP 2020.*within one working day/).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('/social/{network}', () => {
  it.each(socialNetworks)('/social/%s redirects (302) to the profile in the site config', async (network) => {
    const res = await fetch(`${baseUrl()}/social/${network}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(site.social[network].url);
  });

  it('answers an unknown network with 404', async () => {
    const res = await fetch(`${baseUrl()}/social/myspace`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});
