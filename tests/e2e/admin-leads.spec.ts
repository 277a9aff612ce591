/**
 * Staff area, Leads: a visitor's message from Contact Us reaches Leads, where sales staff open it,
 * change its status (kept across a reload), write a note, filter and export it as CSV; the
 * activity log shows the change; nobody else gets the section.
 */
import { readFile } from 'node:fs/promises';

import { beforeAll, describe, expect, it } from 'vitest';
import { accountMenu } from './accounts-helpers.ts';
import { useBrowserAndServer } from './browser.ts';
import { sendContactUs, uniqueEmail } from './contact-helpers.ts';
import { apiUser, type BlogUser } from './blog-helpers.ts';
import { openOn, openSection, signInAs, staffUser, startAdminServer, toast, violations } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let sales: BlogUser;
let admin: BlogUser;
let editor: BlogUser;

beforeAll(async () => {
  [sales, admin, editor] = await Promise.all([
    staffUser(run.server, 'sales'),
    staffUser(run.server, 'admin'),
    staffUser(run.server, 'editor'),
  ]);
}, 180_000);

describe('Leads', () => {
  it('shows a visitor’s message with every field; status and note survive a reload; filters and CSV export it', async () => {
    // A visitor sends a message from Contact Us.
    const email = uniqueEmail('lead');
    const visitor = await openOn(run.browser, run.server.url);
    await sendContactUs(visitor.page, email);
    await visitor.context.close();

    // Sales staff reach the staff area from the account menu.
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, sales);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin/leads');
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    // Sales see Leads, with the New count (this message among them), and Webinars (ADR 040).
    const navLinks = await nav.getByRole('link').allTextContents();
    expect(navLinks).toHaveLength(2);
    expect(navLinks[1]).toBe('Webinars');
    const newBefore = Number(/^Leads(\d+) new$/.exec(navLinks[0] ?? '')?.[1]);
    expect(newBefore).toBeGreaterThanOrEqual(1);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('New');
    expect(await violations(page)).toEqual([]);

    // Every field, with the delivery state.
    await row.getByRole('link', { name: 'Priya Sharma' }).click();
    await page.getByRole('heading', { level: 2, name: 'Contact Us message from Priya Sharma' }).waitFor();
    const fields = page.locator('dl');
    for (const text of [email, '+91 98290 12345', 'Jaipur Public School', 'pricing for the cloud LMS', 'Contact Us']) {
      expect(await fields.textContent()).toContain(text);
    }
    expect(await fields.textContent()).toMatch(/Delivery(Queued|Held|Sent|Failed)/);
    // Reply is written here, not in the staff member's own mail program (ADR 040).
    const reply = await page.getByRole('link', { name: 'Reply' }).getAttribute('href');
    expect(reply).toBe('#lead-reply');
    expect(await violations(page)).toEqual([]);

    // Status and note, kept across a reload.
    await page.getByLabel('Status').selectOption('in_progress');
    await toast(page, 'Status changed').waitFor();
    await page.getByLabel('Internal note').fill('Called back, sending a quote.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Contact Us message from Priya Sharma' }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('in_progress');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    expect(await timeline.textContent()).toContain('Called back, sending a quote.');
    expect(await timeline.textContent()).toContain('Note by Staff sales');

    // The menu's New count went down; filters find it under In progress, not under New.
    await page.getByRole('link', { name: 'All leads' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([newBefore > 1 ? `Leads${newBefore - 1} new` : 'Leads', 'Webinars']);
    await page.getByLabel('Search name, email and text').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === email);
    await page.getByLabel('Status', { exact: true }).selectOption('new');
    await page.getByText('No messages match this filter.').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
    await row.waitFor();
    await page.getByLabel('Form').selectOption('contact');
    await page.waitForURL((url) => url.searchParams.get('form') === 'contact');
    await row.waitFor();

    // Export CSV: the current filter, as a file named by the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await toast(page, 'Export ready').waitFor();
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^created_at,kind,name,email,organization,phone,subject,message,handling_state/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain('in_progress');
    expect(lines[1]).toContain('"Please send us pricing for the cloud LMS for 1,200 students."');
    expect(lines[1]).toContain("'+91 98290 12345");
    expect(errors).toEqual([]);
    await context.close();

    // The activity log has the change: who, what, which message.
    const log = await openOn(run.browser, run.server.url);
    await signInAs(log.page, admin);
    await openSection(log.page, '/admin/activity', 'Activity');
    const entry = log.page.getByRole('row').filter({ hasText: sales.email }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/contact/i);
    await log.context.close();
  }, 180_000);

  it('is not there for editors, readers or visitors: they get the not-found page', async () => {
    const staff = await openOn(run.browser, run.server.url);
    await signInAs(staff.page, editor);
    await staff.page.goto('/admin/leads');
    await staff.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    const links = await staff.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link')
      .allTextContents();
    expect(links).toEqual(['Comments', 'Posts', 'Content']);
    await staff.context.close();

    const reader = await apiUser(run.server.url, 'Plain Reader');
    const signedIn = await openOn(run.browser, run.server.url);
    await signInAs(signedIn.page, reader);
    await accountMenu(signedIn.page).click();
    await signedIn.page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await signedIn.page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await signedIn.page.goto('/admin/leads');
    await signedIn.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await signedIn.page.title()).toBe('Page not found | Aravali Learning');
    await signedIn.context.close();

    const anonymous = await openOn(run.browser, run.server.url);
    const response = await anonymous.page.goto('/admin');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await anonymous.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await anonymous.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await anonymous.context.close();

    const robots = await (await fetch(`${run.server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin\n');
    const sitemap = await (await fetch(`${run.server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/admin');
  }, 120_000);
});
