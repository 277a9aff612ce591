/**
 * A lead is a conversation, in Chromium against the real server with a real SMTP server on
 * loopback (ADR 040): the contact notification reaches its inbox with a link to the lead in
 * /admin; a sales user opens it, assigns it to themselves, adds a note, writes a reply in /admin;
 * the visitor receives the reply from the company address under the staff member's name, and the
 * timeline shows it delivered; Mine finds the lead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserServerAndSink } from './browser.ts';
import type { BlogUser } from './blog-helpers.ts';
import { sendContactUs, uniqueEmail } from './contact-helpers.ts';
import { openOn, signInAs, staffUser, toast } from './admin-helpers.ts';

const run = useBrowserServerAndSink({
  CONTACT_INBOX: 'hello@example.test',
  MAIL_FROM: 'Aravali Learning <no-reply@example.test>',
});

let sales: BlogUser;

beforeAll(async () => {
  sales = await staffUser(run.server, 'sales', 'Neha Kapoor');
}, 180_000);

describe('a lead is a conversation', () => {
  it('a sales user assigns, notes and replies from /admin, and the visitor receives the reply', async () => {
    const email = uniqueEmail('conversation');
    const visitor = await openOn(run.browser, run.server.url);
    await sendContactUs(visitor.page, email);
    await visitor.context.close();

    // The inbox's notification links to the lead in /admin.
    await expect
      .poll(() => run.sink.messages.find((m) => m.to.includes('hello@example.test') && m.replyTo === email), {
        timeout: 15_000,
      })
      .toBeDefined();
    const notification = run.sink.messages.find((m) => m.to.includes('hello@example.test') && m.replyTo === email)!;
    const leadUrl = /http:\/\/127\.0\.0\.1:\d+\/admin\/leads\/[0-9a-f-]{36}/.exec(notification.text)?.[0];
    expect(leadUrl).toBeDefined();

    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, sales);
    await page.goto(leadUrl!);
    await page.getByRole('heading', { level: 2, name: 'Contact Us message from Priya Sharma' }).waitFor();

    await page.getByLabel('Assigned to').selectOption({ label: 'Neha Kapoor' });
    await toast(page, 'Assigned').waitFor();
    await page.getByLabel('Internal note').fill('Asked for pricing; replying with the quote.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();

    await page.getByRole('link', { name: 'Reply' }).click();
    await page.getByLabel('Subject').fill('Your cloud LMS quote');
    await page.getByLabel('Your reply').fill('Dear Priya,\n\nFor 1,200 students the cloud LMS is Rs 900 per student.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Reply sent').waitFor();

    await expect
      .poll(() => run.sink.messages.find((m) => m.to.includes(email) && m.subject === 'Your cloud LMS quote'), {
        timeout: 15_000,
      })
      .toBeDefined();
    const received = run.sink.messages.find((m) => m.to.includes(email) && m.subject === 'Your cloud LMS quote')!;
    expect(received.text).toContain('Rs 900 per student');
    expect(received.text).toContain('Neha Kapoor');
    expect(received.replyTo).toBe('hello@example.test');

    // The timeline keeps both, with the author and the reply's delivery, across a reload.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('region', { name: 'Timeline' }).textContent();
        },
        { timeout: 20_000 },
      )
      .toContain('Delivered to the mail server');
    const timeline = (await page.getByRole('region', { name: 'Timeline' }).textContent()) ?? '';
    expect(timeline).toContain('Note by Neha Kapoor');
    expect(timeline).toContain('Reply by Neha Kapoor');
    expect(timeline).toContain('Asked for pricing');
    expect(await page.getByLabel('Assigned to').inputValue()).not.toBe('');

    // Mine lists it.
    await page.goto('/admin/leads?assigned=mine');
    await page.getByRole('row').filter({ hasText: email }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
