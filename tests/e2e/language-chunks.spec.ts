/**
 * A page loads only its own language's words (issue #29, ADR 043): the JavaScript an English page
 * starts with (every script the browser fetched until the page hydrated) carries no Hindi copy.
 * Devanagari allowed there: what the English page itself shows (the language switch's "हिन्दी"),
 * what the Hindi twin's <head> says (a page's meta carries both languages' title and description,
 * ADR 043) and FormField's "(optional)" word.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFieldCopyHi } from '#app/components/ui/form-field-copy.ts';
import { chatCopyHi } from '#app/features/chat/chat-copy.hi.ts';
import * as contactHi from '#app/features/contact/copy.hi.ts';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const devanagariWords = (text: string) => new Set(text.match(/[\u0900-\u097F]+/g) ?? []);

/**
 * A page's HTML and the scripts (URL → text) the browser fetched until it hydrated, or until the
 * network was idle after `then` (e.g. a first use of a form, which loads the form's code).
 */
async function startupScripts(
  path: string,
  then?: (page: Page) => Promise<void>,
): Promise<{ html: string; scripts: Map<string, string> }> {
  const { page, context, errors } = await openPage(browser);
  try {
    const pending: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the page closes is left out (not part of what was measured).
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      pending.push(
        response.text().then(
          (t): [string, string] => [url, t],
          (): [string, string] => [url, ''],
        ),
      );
    });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    if (then) {
      await then(page);
      await page.waitForLoadState('networkidle');
    }
    const scripts = new Map(await Promise.all(pending));
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(errors, path).toEqual([]);
    return { html: (await response?.text()) ?? '', scripts };
  } finally {
    await context.close();
  }
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Devanagari words of an English page's start-up JS that are neither shown on it nor its twin's meta. */
async function hindiInEnglishStartup(path: string): Promise<string[]> {
  const { html, scripts } = await startupScripts(path);
  const twin = await (await fetch(`${baseUrl()}/hi${path === '/' ? '' : path}`)).text();
  const allowed = new Set([
    ...devanagariWords(html),
    ...devanagariWords(headOf(twin)),
    ...devanagariWords(formFieldCopyHi.optional),
  ]);
  const found: string[] = [];
  for (const [url, body] of scripts) {
    const extra = [...devanagariWords(body)].filter((word) => !allowed.has(word));
    if (extra.length > 0) found.push(`${url}: ${extra.slice(0, 5).join(' ')} (${extra.length} words)`);
  }
  return found;
}

describe('language chunks', () => {
  it("English pages' start-up JavaScript carries no Hindi copy", async () => {
    for (const path of ['/', '/webinars', '/contact', '/signup', '/login', '/forgot-password', '/blog', '/profile']) {
      expect(await hindiInEnglishStartup(path), path).toEqual([]);
    }
  });

  it("Hindi pages start with their features' Hindi words, so they hydrate what the server rendered", async () => {
    // The words of the account form and the blog listing that the server rendered, in the JS.
    for (const [path, word] of [
      ['/hi/signup', 'पासवर्ड'],
      ['/hi/blog', 'श्रेणियाँ'],
    ] as const) {
      const { html, scripts } = await startupScripts(path);
      expect(html, path).toContain(word);
      expect(
        [...scripts.values()].some((body) => body.includes(word)),
        path,
      ).toBe(true);
    }
  });

  it('preloads the Devanagari body font on Hindi pages only', async () => {
    const fontPreloads = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      return [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    };
    for (const path of ['/', '/signup', '/blog']) expect(await fontPreloads(path), path).toEqual([]);
    for (const path of ['/hi', '/hi/signup', '/hi/blog']) {
      const hrefs = await fontPreloads(path);
      expect(hrefs, path).toHaveLength(1);
      expect(hrefs[0], path).toMatch(/^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/);
    }
  });

  it("a contact form's code comes with the forms' Hindi words on a Hindi page only", async () => {
    const hindiToast = contactHi.formToasts.messageSent.title;
    for (const [path, hindi] of [
      ['/contact', false],
      ['/hi/contact', true],
    ] as const) {
      // The first touch of the form's first field loads its code (ADR 025).
      const { scripts } = await startupScripts(path, (page) =>
        page.locator('main form input:not([type=hidden])').first().click(),
      );
      expect(
        [...scripts.keys()].some((url) => /contact-us-form/.test(url)),
        path,
      ).toBe(true);
      expect(
        [...scripts.values()].some((body) => body.includes(hindiToast)),
        path,
      ).toBe(hindi);
    }
  });
  it("the chat panel's code comes with its Hindi words on a Hindi page only", async () => {
    // The panel's own words (not the assistant's replies, which answer a Hindi question on any page).
    const hindiPanel = chatCopyHi.status.online;
    for (const [path, label, hindi] of [
      ['/contact', 'Chat assistant', false],
      ['/hi/contact', 'चैट सहायक', true],
    ] as const) {
      const { scripts } = await startupScripts(path, async (page) => {
        await page.getByRole('button', { name: label, exact: true }).click();
        await page.getByRole('dialog').waitFor();
      });
      expect(
        [...scripts.keys()].some((url) => /chat-widget/.test(url)),
        path,
      ).toBe(true);
      expect(
        [...scripts.values()].some((body) => body.includes(hindiPanel)),
        path,
      ).toBe(hindi);
    }
  });
});
