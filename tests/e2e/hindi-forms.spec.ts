/**
 * A Hindi visitor in a real browser against the production server (issue #29): on /hi/contact
 * the form speaks Hindi (labels, messages next to the fields, the success toast) and its
 * acknowledgement email is Hindi; on /hi/signup the account form does too, and the confirmation
 * email (the dev mailbox) is Hindi and leads back to a Hindi page that says the email is confirmed.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as contactHi from '../../app/features/contact/copy.hi.ts';
import * as authHi from '../../app/features/auth/copy.hi.ts';
import { contactMessagesHi } from '../../rules/contact-rules.hi.ts';
import { chatCopyHi } from '../../app/features/chat/chat-copy.hi.ts';
import { answersHi } from '../../app/features/chat/replies-hi.ts';
import { answerToText } from '../../app/features/chat/replies.ts';
import { authLink, fillField, toast, uniqueEmail, waitForMail } from './accounts-helpers.ts';
import { openPage, useBrowser } from './browser.ts';

const browser = useBrowser();

const devanagari = /[\u0900-\u097F]/;

describe('a Hindi visitor', () => {
  it('sends the contact form on /hi/contact: Hindi messages, Hindi toast, Hindi acknowledgement', async () => {
    const { page, context, errors } = await openPage(browser());
    const sent: Request[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/contact_messages')) sent.push(req);
    });
    await page.goto('/hi/contact', { waitUntil: 'networkidle' });
    const copy = contactHi.contactUsForm;
    const form = page.getByRole('form', { name: copy.heading });
    const submit = form.getByRole('button', { name: copy.submitLabel });
    await submit.click();
    for (const message of [
      contactMessagesHi.required.name,
      contactMessagesHi.required.email,
      contactMessagesHi.required.message,
    ])
      await form.getByText(message, { exact: true }).waitFor();
    await fillField(form.getByLabel(copy.fields.email), 'someone@school');
    await submit.click();
    await form.getByText(contactMessagesHi.emailFormat, { exact: true }).waitFor();
    expect(sent).toEqual([]);
    // The privacy notice is the Hindi one, its link Hindi too.
    await form.getByRole('link', { name: 'निजता नीति' }).waitFor();
    expect(await form.getByRole('link', { name: 'निजता नीति' }).getAttribute('href')).toBe('/hi/privacy');

    const email = uniqueEmail('hindi-contact');
    await fillField(form.getByLabel(copy.fields.name), 'सुनीता शर्मा');
    await fillField(form.getByLabel(copy.fields.email), email);
    await fillField(form.getByLabel(copy.fields.message, { exact: true }), 'हमें अपने विद्यालय के लिए डेमो चाहिए।');
    await submit.click();
    const done = contactHi.formToasts.contactPageSent;
    await toast(page, done.title).getByText(done.description).waitFor();
    expect(sent.map((r) => r.postDataJSON())).toMatchObject([{ lang: 'hi', consent_version: 'enquiry-hi-2026-11-28' }]);

    const [ack] = await waitForMail(email);
    expect(ack!.subject).toBe('Aravali Learning से संपर्क करने के लिए धन्यवाद');
    expect(ack!.text).toContain('हमें आपका संदेश मिल गया है।');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up on /hi/signup: Hindi messages and toast, a Hindi confirmation email that leads back to /hi', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/hi/signup', { waitUntil: 'networkidle' });
    const f = authHi.fields;
    await page.getByRole('heading', { level: 1, name: authHi.pages.signup.title }).waitFor();
    const submit = page.getByRole('button', { name: authHi.signup.submit });
    await submit.click();
    await page.getByText(authHi.fieldMessages.fullNameRequired, { exact: true }).waitFor();
    await page.getByText(authHi.fieldMessages.emailRequired, { exact: true }).waitFor();
    await page.getByText(authHi.fieldMessages.passwordRequired, { exact: true }).waitFor();

    const email = uniqueEmail('hindi-signup');
    await fillField(page.getByLabel(f.fullName), 'आशा वर्मा');
    await fillField(page.getByLabel(f.email, { exact: true }), email);
    await fillField(page.getByLabel(f.password, { exact: true }), '12345');
    await submit.click();
    await page.getByText(authHi.fieldMessages.passwordTooShort, { exact: true }).waitFor();
    await fillField(page.getByLabel(f.password, { exact: true }), 'correct-horse-7');
    await submit.click();
    await toast(page, authHi.signup.created.title).waitFor();
    await page.waitForURL('**/hi/login');
    await page.getByRole('heading', { level: 1, name: authHi.pages.login.title }).waitFor();

    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('अपने Aravali Learning खाते की पुष्टि करें');
    expect(mail!.text).toMatch(devanagari);
    expect(mail!.text).not.toMatch(/Confirm|Thanks/);
    // The link opens the Hindi confirm page; its one button spends it.
    const link = authLink(mail!);
    expect(new URL(link).pathname).toBe('/hi/auth/confirm');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: authHi.confirmLink.types.signup.title }).waitFor();
    await page.getByRole('button', { name: authHi.confirmLink.types.signup.button }).click();
    await toast(page, authHi.linkEvents.signup.title).waitFor();
    // The toast can show before the client-side navigation to `next` has committed.
    await page.waitForURL((url) => url.pathname === '/hi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the assistant on a Hindi page: a Hindi greeting and panel, a Hindi answer to an English question', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/hi/contact', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'चैट सहायक', exact: true }).click();
    const panel = page.getByRole('dialog', { name: chatCopyHi.title });
    await panel.getByText(chatCopyHi.greeting).waitFor();
    const input = panel.getByRole('textbox', { name: chatCopyHi.inputLabel });
    await input.fill('how much does it cost?');
    await input.press('Enter');
    const firstLine = answerToText(answersHi.pricing).split('\n')[0]!;
    await panel.getByText(firstLine.slice(0, 30)).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
