/**
 * Webinar registration, first-touch lead sources and the webinar calendar in a real browser
 * against the production server (ADR 029): Register Now opens the registration dialog (axe
 * clean, desktop and 390 px), a registration is acknowledged, counted on the card and confirmed
 * by an email with its .ics attached; a repeat gets the same answer and an "already registered" email; the UTM tags
 * and referrer of the landing URL reach the lead; and with the browser's clock past a webinar's
 * IST date the webinar is listed under Past Webinars without Register Now.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { site } from '../../config/site.ts';
import { formToasts } from '../../app/features/contact/copy.ts';
import { contactTopics } from '../../app/features/contact/topic.ts';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { axeViolations, openPage, useBrowser, viewports } from './browser.ts';
import { waitForMatchingMail } from './accounts-helpers.ts';
import { toast, uniqueEmail } from './contact-helpers.ts';

function violations(page: Page): Promise<string[]> {
  return axeViolations(page, 'dialog[open]');
}

/** The upcoming cards once their code has run in the browser (it then reads the registration counts). */
async function cardsReady(page: Page): Promise<void> {
  await page.locator('[data-upcoming-webinars="counted"]').waitFor({ state: 'attached', timeout: 30_000 });
}

const cardOf = (page: Page, id: string) => page.locator(`article[aria-labelledby="webinar-${id}"]`);

const webinar = scheduledWebinars[1]!;
// Chromium names the link "Register Now : {title}" (the title is a visually hidden span).
const registerButton = (page: Page) =>
  page.getByRole('link', { name: new RegExp(`^Register Now\\s*: ${webinar.title}$`) });
const countOf = async (page: Page) =>
  Number((await cardOf(page, webinar.id).locator('[data-registered-count]').innerText()).replace(/[^0-9]/g, ''));

const browser = useBrowser();

describe('webinar registration', () => {
  it.each(Object.entries(viewports))(
    'registers from the card (%s), counts it, sends the invite and keeps the UTM tags on the lead',
    async (size, viewport) => {
      const { page, context, errors } = await openPage(browser(), { viewport });
      const email = uniqueEmail(`register-${size}`);
      await page.goto('/webinars?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027', {
        referer: 'https://news.example/issue/12',
      });
      await cardsReady(page);
      // The first touch stays with the tab: a later page without tags changes nothing.
      await page.goto('/webinars');
      await cardsReady(page);
      const before = await countOf(page);

      await registerButton(page).click();
      const dialog = page.getByRole('dialog', { name: `Register for “${webinar.title}”` });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Register' }).click();
      await dialog.getByText('Please enter your name.').waitFor();
      expect(await violations(page)).toEqual([]);
      await dialog.getByLabel('Full Name').fill('Asha Verma');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Organization').fill('DPS Jaipur');
      await page.screenshot({ path: `/tmp/h20-registration-${size}.png` });
      await dialog.getByRole('button', { name: 'Register' }).click();

      await toast(page, formToasts.webinarRegistered(email, webinar.title).title).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(
        ([id, n]) =>
          Number(
            document
              .querySelector(`article[aria-labelledby="webinar-${id}"] [data-registered-count]`)
              ?.textContent?.replace(/\D/g, ''),
          ) > n!,
        [webinar.id, before] as const,
      );

      const confirmation = await waitForMatchingMail(email);
      expect(confirmation.subject).toBe(`You're registered: ${webinar.title}`);
      expect(confirmation.attachments).toEqual([
        {
          filename: 'webinar.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          size: expect.any(Number),
        },
      ]);
      // Registrations go to the webinars inbox (ADR 040).
      const lead = await waitForMatchingMail(site.email.webinars, (m) => m.reply_to === email);
      expect(lead.text).toContain('Form: Webinar registration');
      expect(lead.text).toContain(`Webinar: ${webinar.title}`);
      expect(lead.text).toContain(
        'Landing page: /webinars?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027',
      );
      expect(lead.text).toContain('Referrer: https://news.example/issue/12');
      expect(lead.text).toContain('Campaign: newsletter / email / spring-2027');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('answers a repeat registration as the first and tells the visitor by email (#26: no oracle)', async () => {
    const { page, context, errors } = await openPage(browser());
    const email = uniqueEmail('repeat');
    await page.goto('/webinars');
    await cardsReady(page);
    for (let attempt = 0; attempt < 2; attempt++) {
      await registerButton(page).click();
      const dialog = page.getByRole('dialog', { name: `Register for “${webinar.title}”` });
      await dialog.getByLabel('Full Name').fill('Ravi Meena');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Register' }).click();
      await toast(page, formToasts.webinarRegistered(email, webinar.title).title).waitFor();
      await toast(page, formToasts.webinarRegistered(email, webinar.title).title).waitFor({ state: 'detached' });
    }
    const notice = await waitForMatchingMail(email, (m) => m.subject === `You're already registered: ${webinar.title}`);
    expect(notice.attachments).toEqual([expect.objectContaining({ filename: 'webinar.ics' })]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the cards before their code', () => {
  it('shows the live counts in the server HTML and loads the cards and tabs only at first use', async () => {
    const { page, context, errors } = await openPage(browser());
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(upcoming-webinars|past-webinars)-/.test(name)) chunks.push(name);
    });
    await page.goto('/webinars');
    await cardsReady(page);
    // Every figure is its base plus the site's registrations, as the view tells them.
    const rows = await page.evaluate(async (builtinKey) => {
      // The browser-safe configuration the server writes into the page (app/lib/page-env.ts).
      const meta = document.querySelector('meta[name="public-env"]')?.getAttribute('content') ?? '';
      const env = meta.startsWith('{')
        ? (JSON.parse(meta) as { supabaseUrl: string; supabaseAnonKey: string })
        : { supabaseUrl: window.location.origin, supabaseAnonKey: builtinKey };
      const res = await fetch(`${env.supabaseUrl}/rest/v1/webinar_registration_counts?select=webinar_id,registered`, {
        headers: { apikey: env.supabaseAnonKey },
      });
      return (await res.json()) as { webinar_id: string; registered: number }[];
    }, builtinPublishableKey);
    for (const { id, attendees } of scheduledWebinars) {
      const counted = rows.find((row) => row.webinar_id === id)?.registered ?? 0;
      const shown = await cardOf(page, id).locator('[data-registered-count]').innerText();
      expect(Number(shown.replace(/\D/g, ''))).toBe(attendees + counted);
    }
    await page.waitForTimeout(1_000);
    expect(chunks).toEqual([]);

    // A tab pressed before the filter's code is here: the press is held, then replayed.
    await page.getByRole('tab', { name: 'Cloud LMS' }).click();
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Cloud LMS',
    );
    const categories = await page
      .getByRole('tabpanel')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('.self-start')?.textContent));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Cloud LMS']));
    expect(chunks.some((name) => name.startsWith('past-webinars-'))).toBe(true);
    expect(chunks.some((name) => name.startsWith('upcoming-webinars-'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Register Now without JavaScript', () => {
  it('leads to the Contact Us form with the webinar named in the link', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/webinars');
    await registerButton(page).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(new URL(page.url()).searchParams.get('topic')).toBe(contactTopics.webinarRegistration(webinar.title));
    // The prerendered Contact Us form is there to send; its message is prefilled once scripts run.
    await page.getByRole('button', { name: 'Send Message' }).first().waitFor();
    await context.close();
  });
});

describe('the webinar calendar', () => {
  it('moves an upcoming webinar to Past Webinars once its IST date is over, without a rebuild', async () => {
    const first = scheduledWebinars[0]!; // 2027-01-21 IST
    const { page, context, errors } = await openPage(browser());
    // 00:30 IST on 22 January 2027.
    await page.clock.setFixedTime(new Date('2027-01-21T19:00:00Z'));
    await page.goto('/webinars');
    await cardsReady(page);
    const upcoming = page.locator('[data-upcoming-webinars]');
    await upcoming.waitFor();
    const upcomingIds = await upcoming
      .locator('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-labelledby')));
    expect(upcomingIds).toEqual(scheduledWebinars.slice(1).map((w) => `webinar-${w.id}`));
    const past = page.getByRole('tabpanel');
    const card = past.locator(`article[aria-labelledby="webinar-${first.id}"]`);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Recording Unavailable' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: new RegExp(`Register Now.*${first.title}`) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
