/**
 * One search over the whole site and the assistant grounded in it (ADR 027), in Chromium against
 * its own production server (auto-confirmed sign-ups, the dev mailbox, its DATA_DIR for the
 * leads): the /search page without JavaScript (a misspelt word finds its marketing page, a
 * sample post is found by a word of its body), the header's Search control (Ctrl+K, arrows,
 * Enter, Escape with focus back), axe on /search, the assistant's links after the fallback, and
 * "Talk to a person" filing the transcript as a lead with an acknowledgement email.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePosts } from '../../app/content/sample-posts.ts';
import { siteQuotesHeadingHi, siteQuotesHeadingHiInEnglish } from '../../app/features/chat/replies-hi.ts';
import { fallbackText, siteQuotesHeading } from '../../app/features/chat/replies.ts';
import type { AssistantResponse } from '../../rules/assistant-wire.ts';
import type { SearchResponse } from '../../rules/site-search.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { uniqueEmail } from './accounts-helpers.ts';
import { apiUser, openOn, seedPosts, signInAs, type BlogUser } from './blog-helpers.ts';
import { axeViolations, launchBrowser, waitForHydration } from './browser.ts';
import { waitForMail } from './contact-helpers.ts';

let server: ServerProcess;
let browser: Browser;
let author: BlogUser;
let postId: string;
const post = samplePosts.find((p) => p.content.includes('magnesium ribbon'))!;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', DEV_MAILBOX: '1' }),
    launchBrowser(),
  ]);
  author = await apiUser(server.url, 'Anjali Search');
  const ids = await seedPosts(author, [
    { title: post.title, excerpt: post.excerpt, content: post.content, category: post.category },
  ]);
  postId = ids[0]!;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage(fn: (page: Page) => Promise<void>, options: { javaScriptEnabled?: boolean } = {}) {
  const tracked = await openOn(browser, server.url, options);
  try {
    await fn(tracked.page);
    expect(tracked.errors).toEqual([]);
  } finally {
    await tracked.context.close();
  }
}

async function apiAssistant(q: string): Promise<AssistantResponse> {
  return (await (await fetch(`${server.url}/api/assistant?q=${encodeURIComponent(q)}`)).json()) as AssistantResponse;
}

async function apiSearch(q: string): Promise<SearchResponse> {
  return (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResponse;
}

const hydrated = waitForHydration;

describe('/search without JavaScript', () => {
  it('finds a marketing page by a misspelt word, with its type and the matched words marked', () =>
    withPage(
      async (page) => {
        const response = await page.goto('/search?q=adaptve');
        expect(response?.status()).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        const link = page
          .getByRole('list', { name: 'Results' })
          .getByRole('link', { name: 'AI Adaptive Learning', exact: true });
        expect(await link.getAttribute('href')).toBe('/products/ai-learning');
        const item = page
          .locator('ol[aria-label="Results"] > li')
          .filter({ has: page.getByRole('link', { name: 'AI Adaptive Learning', exact: true }) });
        expect(await item.locator('p').first().textContent()).toBe('Page');
        expect((await item.locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain('adaptive');
        expect(await page.getByRole('status').textContent()).toContain('you searched for “adaptve”');
      },
      { javaScriptEnabled: false },
    ));

  it('finds the sample post by a word of its body', () =>
    withPage(
      async (page) => {
        await page.goto('/search?q=magnesium');
        const link = page.getByRole('list', { name: 'Results' }).getByRole('link', { name: post.title, exact: true });
        expect(await link.getAttribute('href')).toBe(`/blog/${postId}`);
        const item = page
          .locator('ol[aria-label="Results"] > li')
          .filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
        expect(await item.locator('p').first().textContent()).toBe('Blog post');
        expect(await item.locator('mark').first().textContent()).toBe('magnesium');
      },
      { javaScriptEnabled: false },
    ));

  it('answers a query that is too long with a clear message, and an empty one with a prompt', async () => {
    const long = await fetch(`${server.url}/search?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Please keep your search under 200 characters.');
    expect(await (await fetch(`${server.url}/search`)).text()).toContain('Type a word or two to search the site.');
    const api = await fetch(`${server.url}/api/search?q=${'x'.repeat(201)}`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      code: 'validation_failed',
      message: 'Please keep your search under 200 characters.',
      details: 'field: q',
      hint: null,
    });
  });

  it('passes axe', () =>
    withPage(async (page) => {
      await page.goto('/search?q=virtual%20lab');
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    }));
});

describe('the header search box', () => {
  it('opens with Ctrl+K, moves with the arrows, opens the chosen result with Enter', () =>
    withPage(async (page) => {
      await page.goto('/careers');
      await hydrated(page);
      // The control's code loads at first use (ADR 025): the shortcut works before it has.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      await dialog.waitFor();
      const box = dialog.getByRole('combobox', { name: 'Search' });
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      await box.fill('virtul lab');
      const options = dialog.getByRole('option');
      await options.first().waitFor();
      const expected = (await apiSearch('virtul lab')).results.map((r) => r.href);
      expect(await options.count()).toBe(expected.length);
      expect(expected).toContain('/products/ar-vr-labs');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('ArrowUp');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === expected[0]);
      expect(await dialog.count()).toBe(0);
    }));

  it('closes with Escape and gives focus back to the Search button', () =>
    withPage(async (page) => {
      await page.goto('/');
      await hydrated(page);
      // Still the server's link (its code loads at first use, ADR 025): the press opens the dialog.
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      const control = page.getByRole('button', { name: 'Search', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      await dialog.waitFor();
      // With text typed, too (a search input's own Escape would just clear it).
      await dialog.getByRole('combobox', { name: 'Search' }).fill('lab');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await control.evaluate((el) => el === document.activeElement)).toBe(true);
    }));

  it('is a link to /search in the server HTML', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    expect(html).toMatch(/<a href="\/search"[^>]*>.*?Search<\/span><\/a>/s);
  });
});

const toggle = (page: Page) => page.getByRole('button', { name: 'Chat assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat Assistant' });
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

async function openChat(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await toggle(page).click();
  await panel(page).waitFor();
}

async function ask(page: Page, text: string) {
  const before = await bubbles(page).count();
  await panel(page).getByRole('textbox', { name: 'Type your message' }).fill(text);
  await panel(page).getByRole('textbox', { name: 'Type your message' }).press('Enter');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Conversation"] > li').length >= n,
    before + 2,
  );
  // The reply has replaced the typing indicator (it waits for the site search, then 600 ms).
  await panel(page).getByText('Typing…').first().waitFor({ state: 'detached' });
}

describe('the assistant grounded in the site', () => {
  it('quotes the sentences of site content that answer a question no keyword covers, with their links (ADR 039)', () =>
    withPage(async (page) => {
      await openChat(page);
      const question = 'Do you run virtul labs for chemistry?';
      await ask(page, question);
      const reply = bubbles(page).last();
      const text = (await reply.textContent()) ?? '';
      expect(text).toContain(siteQuotesHeading);
      expect(text).not.toContain(fallbackText);
      const expected = (await apiAssistant(question)).quotes;
      expect(expected.length).toBeGreaterThan(0);
      const links = reply.getByRole('link');
      expect(await links.count()).toBe(expected.length);
      for (const [i, quote] of expected.entries()) {
        expect(text).toContain(`“${quote.text}”`);
        expect(await links.nth(i).textContent()).toBe(quote.title);
        expect(await links.nth(i).getAttribute('href')).toBe(quote.href);
      }
    }));

  it('answers a Hindi question in Hindi, with the same links', () =>
    withPage(async (page) => {
      await openChat(page);
      await ask(page, 'इसकी कीमत क्या है?');
      const pricing = bubbles(page).last();
      expect(await pricing.textContent()).toContain('मूल्य-प्रस्ताव');
      expect(await pricing.getByRole('link', { name: 'संपर्क फ़ॉर्म' }).getAttribute('href')).toBe('/contact');
      await ask(page, 'क्या आपके पास वर्चुअल प्रयोगशाला है?');
      const quoted = bubbles(page).last();
      // "(in English)" only when no quoted sentence is Hindi.
      const text = (await quoted.textContent()) ?? '';
      const quotedHindi = /“[^”]*[\u0900-\u097f][^”]*”/.test(text);
      expect(text).toContain(quotedHindi ? siteQuotesHeadingHi : siteQuotesHeadingHiInEnglish);
      expect(await quoted.getByRole('link').first().getAttribute('href')).toBe('/products/ar-vr-labs');
    }));

  it('hands the transcript to a person: a lead of kind chat, and an acknowledgement email', () =>
    withPage(async (page) => {
      await openChat(page);
      const question = 'Can your team visit our school in Kota next month?';
      await ask(page, question);
      await panel(page).getByRole('button', { name: 'Talk to a person' }).click();
      const email = uniqueEmail('handoff');
      // Refused first: the email is checked with the forms' rules, and nothing typed is lost.
      await panel(page).getByLabel('Name').fill('Kavita Meena');
      await panel(page).getByLabel('Email').fill('not-an-address');
      await panel(page).getByRole('button', { name: 'Send to our team' }).click();
      await panel(page).getByText('Please enter a valid email address').waitFor();
      expect(await panel(page).getByLabel('Name').inputValue()).toBe('Kavita Meena');
      await panel(page).getByLabel('Email').fill(email);
      await panel(page).getByRole('button', { name: 'Send to our team' }).click();
      await panel(page).getByRole('status').filter({ hasText: 'We have sent your conversation to our team' }).waitFor();

      const ack = await waitForMail(server.url, email);
      expect(ack[0]!.subject).toBe('Thank you for contacting Aravali Learning');

      const admin = JSON.parse(readFileSync(path.join(server.dataDir, 'admin.json'), 'utf8')) as { token: string };
      const res = await fetch(`${server.url}/_admin/contact-messages?kind=chat&limit=10`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      const { messages } = (await res.json()) as {
        messages: { kind: string; name: string; email: string; message: string }[];
      };
      const lead = messages.find((m) => m.email === email);
      expect(lead).toMatchObject({ kind: 'chat', name: 'Kavita Meena' });
      expect(lead!.message).toMatch(/^Chat transcript:\n\[.+ UTC\] Assistant: Hello!/);
      expect(lead!.message).toContain(`Visitor: ${question}`);
      const site = await apiAssistant(question);
      expect(lead!.message).toContain(`Assistant: ${site.quotes.length > 0 ? siteQuotesHeading : fallbackText}`);
    }));

  it('fills in the name and email of a signed-in user', () =>
    withPage(async (page) => {
      await signInAs(page, author);
      await hydrated(page);
      await toggle(page).click();
      await panel(page).waitFor();
      await panel(page).getByRole('button', { name: 'Talk to a person' }).click();
      expect(await panel(page).getByLabel('Name').inputValue()).toBe(author.fullName);
      expect(await panel(page).getByLabel('Email').inputValue()).toBe(author.email);
    }));
});
