/**
 * Issue #30, done means: "an application notification reaches the careers inbox with working
 * links", in Chromium against the real server with a real SMTP server on loopback (ADR 040). A
 * visitor applies with a CV in the browser; the notification reaches the careers inbox (and no
 * other), its signed CV link downloads the very bytes sent without any session, and its /admin
 * link opens the application for a signed-in sales member (with a second factor). A visitor's
 * browser opening the /admin link gets no lead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SinkMessage } from '../setup/smtp-sink.ts';
import type { BlogUser } from './blog-helpers.ts';
import { useBrowserServerAndSink } from './browser.ts';
import { uniqueEmail } from './contact-helpers.ts';
import { openOn, signInAs, staffUser, toast } from './admin-helpers.ts';

const careers = 'careers-desk@example.test';
const general = 'hello@example.test';
const cvBytes = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${Date.now()}\ntrailer <<>>\n%%EOF\n`);

const run = useBrowserServerAndSink({
  CONTACT_INBOX: general,
  CAREERS_INBOX: careers,
  MAIL_FROM: 'Aravali Learning <no-reply@example.test>',
});

let sales: BlogUser;

beforeAll(async () => {
  sales = await staffUser(run.server, 'sales', 'Ritu Recruiter');
}, 180_000);

describe('an application notification', () => {
  it('reaches the careers inbox; its CV link downloads the CV and its admin link opens the lead for staff', async () => {
    const email = uniqueEmail('applicant');
    const visitor = await openOn(run.browser, run.server.url);
    await visitor.page.goto('/careers');
    await visitor.page.locator('html[data-applications-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await visitor.page.getByRole('link', { name: /^Apply Now\s*: AR\/VR Developer$/ }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Apply for AR/VR Developer' });
    await dialog.waitFor();
    await dialog.getByLabel('Full Name').fill('Kiran Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91 98290 12345');
    await dialog.getByLabel('Cover note').fill('I build AR lessons for physics classes.');
    await dialog
      .getByLabel('CV')
      .setInputFiles({ name: 'Kiran Rao CV.pdf', mimeType: 'application/pdf', buffer: cvBytes });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await toast(visitor.page, 'Application sent').waitFor();

    const isNotification = (m: SinkMessage) => m.replyTo === email && m.subject.startsWith('Job application');
    await expect.poll(() => run.sink.messages.find(isNotification), { timeout: 20_000 }).toBeDefined();
    const notification = run.sink.messages.find(isNotification)!;
    // The careers inbox, and only it.
    expect(notification.to).toEqual([careers]);
    expect(run.sink.messages.filter((m) => m.to.includes(general))).toEqual([]);
    expect(notification.text).toContain('Opening: AR/VR Developer');
    // No personal data beyond what the inbox needs: the cover note and phone stay in /admin.
    expect(notification.text).not.toContain('physics classes');
    expect(notification.text).not.toContain('98290');

    // The signed CV link works without a session and gives back the bytes sent.
    const cvLink = /CV \(this link works for \d+ hours[^)]*\): (\S+)/.exec(notification.text)?.[1];
    expect(cvLink).toMatch(new RegExp(`^${run.server.url.replace(/\./g, '\\.')}/`));
    const download = await visitor.page.request.get(cvLink!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(cvBytes)).toBe(true);
    // A tampered signature is refused.
    const tampered = new URL(cvLink!);
    const token = tampered.searchParams.get('token');
    expect(token).toBeTruthy();
    tampered.searchParams.set('token', `${token!.slice(0, -4)}AAAA`);
    expect((await visitor.page.request.get(tampered.href)).status()).toBeGreaterThanOrEqual(400);

    // The /admin link: a visitor's browser gets no lead, a signed-in sales member gets the application.
    const leadUrl = /Lead in admin: (\S+)/.exec(notification.text)?.[1];
    expect(leadUrl).toMatch(new RegExp(`^${run.server.url.replace(/\./g, '\\.')}/admin/leads/[0-9a-f-]{36}$`));
    await visitor.page.goto(leadUrl!);
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByText('Kiran Rao').count()).toBe(0);
    await visitor.context.close();

    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, sales);
    await page.goto(leadUrl!);
    await page.getByRole('heading', { level: 2, name: /message from Kiran Rao$/ }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain(email);
    expect(main).toContain('I build AR lessons for physics classes.');
    await page.getByRole('button', { name: 'Download CV' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
