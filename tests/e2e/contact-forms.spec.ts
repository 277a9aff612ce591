/**
 * Every form that reaches the company (home contact, Contact Us, support, whitepaper access,
 * webinar updates), in a real browser against the production server: validation next to the
 * fields with nothing sent, success (toast, cleared form, the company's email with Reply-To the
 * sender, the sender's acknowledgement), and a failing server that leaves the input in place.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../rules/contact-rules.ts';
import { formToasts } from '../../app/features/contact/copy.ts';
import { baseUrl, openPage, useBrowser } from './browser.ts';
import {
  fieldOf,
  fillValid,
  formCases,
  inboxOf,
  formOf,
  isExpectedStatusError,
  toast,
  uniqueEmail,
  valuesOf,
  waitForMail,
} from './contact-helpers.ts';

const endpoint = '**/rest/v1/contact_messages**';

const browser = useBrowser();

describe.each(formCases)('the $kind form ($path)', (c) => {
  it('shows a message next to each missing or malformed field and sends nothing', async () => {
    const { page, context, errors } = await openPage(browser());
    const sent: Request[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/contact_messages')) sent.push(req);
    });
    await page.goto(c.path, { waitUntil: 'networkidle' });
    const form = formOf(page, c);
    await form.getByRole('button', { name: c.submit }).click();
    for (const message of c.required) await form.getByText(message, { exact: true }).waitFor();
    const emailField = c.fields.find(([, value]) => value === '{email}')!;
    await fieldOf(form, emailField[0], emailField[2]).fill('someone@school');
    await form.getByRole('button', { name: c.submit }).click();
    await form.getByText(contactMessages.emailFormat).waitFor();
    expect(await fieldOf(form, emailField[0], emailField[2]).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the message, thanks the visitor, clears the form, and emails the company and the sender', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(c.path, { waitUntil: 'networkidle' });
    const form = formOf(page, c);
    const email = uniqueEmail(c.kind);
    await fillValid(form, c, email);
    await form.getByRole('button', { name: c.submit }).click();
    const copy = c.success(email);
    await toast(page, copy.title).waitFor();
    await toast(page, copy.title).getByText(copy.description).waitFor();
    for (const value of (await valuesOf(form, c)).values()) expect(value).toBe('');

    const [ack] = await waitForMail(baseUrl(), email);
    // Each form's messages go to its own inbox (ADR 040).
    expect(ack!.reply_to).toBe(inboxOf(c.kind));
    const inbox = await waitForMail(baseUrl(), inboxOf(c.kind));
    const company = inbox.find((m) => m.reply_to === email);
    expect(company, 'the company inbox has the message with Reply-To the sender').toBeDefined();
    expect(company!.text).toContain(`Email: ${email}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and says so when the server fails, then sends on retry', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(c.path, { waitUntil: 'networkidle' });
    await page.route(endpoint, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PGRST000', details: null, hint: null, message: 'Internal server error' }),
      }),
    );
    const form = formOf(page, c);
    const email = uniqueEmail(c.kind);
    const typed = await fillValid(form, c, email);
    await form.getByRole('button', { name: c.submit }).click();
    const failure = toast(page, formToasts.sendFailed.title);
    await failure.waitFor();
    await failure.getByText('Something went wrong on our side. Please try again in a moment.').waitFor();
    expect(await valuesOf(form, c)).toEqual(typed);

    await page.unroute(endpoint);
    await form.getByRole('button', { name: c.submit }).click();
    await toast(page, c.success(email).title).waitFor();
    for (const value of (await valuesOf(form, c)).values()) expect(value).toBe('');
    expect(errors.filter((e) => !isExpectedStatusError(e))).toEqual([]);
    await context.close();
  });
});

describe('the Contact Us page while sending', () => {
  it("shows 'Sending...' for as long as the request runs, and a lost connection keeps the input", async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const c = formCases.find((f) => f.kind === 'contact')!;
    const form = formOf(page, c);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      await held;
      await route.continue();
    });
    const email = uniqueEmail('sending');
    await fillValid(form, c, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Sending...' }).waitFor();
    await page.waitForTimeout(2000); // longer than the spec's old 1.5 s simulation
    expect(await form.getByRole('button', { name: 'Sending...' }).count()).toBe(1);
    release();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    await form.getByRole('button', { name: 'Send Message' }).waitFor();

    await page.unroute(endpoint);
    await page.route(endpoint, (route) => route.abort('internetdisconnected'));
    const typed = await fillValid(form, c, uniqueEmail('offline'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.sendFailed.title)
      .getByText('We could not send your message. Please check your connection and try again.')
      .waitFor();
    expect(await valuesOf(form, c)).toEqual(typed);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
    await context.close();
  });
});

/**
 * The forms' code loads at their first use (`deferred`, on interaction: ADR 025). What a visitor
 * (or a bot) does in the server's HTML before it arrives is carried over: nothing is lost.
 */
describe('the Contact Us form used before its code arrived', () => {
  const c = formCases.find((f) => f.kind === 'contact')!;
  const chunk = '**/assets/contact-us-form-*.js';

  /** Opens /contact with the form's code held until `release` is called. */
  async function heldForm() {
    const tracked = await openPage(browser());
    const { page } = tracked;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    const sent: Request[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/contact_messages') && req.method() === 'POST') sent.push(req);
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    // The kept form: once React's form replaces it, it leaves the document.
    const kept = await formOf(page, c).elementHandle();
    const swapped = () => page.waitForFunction((form) => !form?.isConnected, kept);
    return { ...tracked, release, sent, kept, swapped };
  }

  it('sends what was typed and submitted before the code arrived, once', async () => {
    const { page, context, errors, release, sent, swapped } = await heldForm();
    const form = formOf(page, c);
    const email = uniqueEmail('early');
    await fillValid(form, c, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(sent).toEqual([]);
    release();
    await swapped();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.postData() ?? '{}')).toMatchObject({ email, name: 'Priya Sharma' });
    for (const value of (await valuesOf(form, c)).values()) expect(value).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a press that began before the code arrived and ended after', async () => {
    const { page, context, errors, release, sent, swapped } = await heldForm();
    const form = formOf(page, c);
    const email = uniqueEmail('press');
    await fillValid(form, c, email);
    const box = (await form.getByRole('button', { name: 'Send Message' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await swapped();
    await page.mouse.up();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.postData() ?? '{}')).toMatchObject({ email });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the honeypot's value when a script set it on the server's field after the code arrived", async () => {
    const { page, context, errors, release, sent, swapped, kept } = await heldForm();
    const form = formOf(page, c);
    await fillValid(form, c, uniqueEmail('bot-late'));
    release();
    await swapped();
    await kept!.evaluate((element) => {
      (element.querySelector('input[name="website"]') as HTMLInputElement).value = 'http://bot.example';
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.postData() ?? '{}')).toMatchObject({ website: 'http://bot.example' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
