import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenu, confirmedUser, signIn } from './accounts-helpers.ts';
import { baseUrl, openPage, type TrackedPage, useBrowser, viewports, waitForHydration } from './browser.ts';

const fallback =
  "I'm not sure I understand. Could you rephrase your question? Or you can ask about our solutions, pricing, or contact information.";

const browser = useBrowser();

const toggle = (page: Page) => page.getByRole('button', { name: 'Chat assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat Assistant' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Type your message' });
const messages = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

/**
 * Which of these scripts are the Supabase client: supabase-js (the client name it sends in
 * X-Client-Info) or auth-js, of which the browser's own client is made (ADR 025; its log prefix).
 */
async function supabaseJsAmong(urls: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const url of urls.filter((u) => u.endsWith('.js'))) {
    const absolute = new URL(url, baseUrl()).href;
    const body = await (await fetch(absolute)).text();
    if (body.includes('supabase-js') || body.includes('GoTrueClient')) hits.push(url);
  }
  return hits;
}

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await toggle(page).click();
  await panel(page).waitFor();
}

/** Sends a message with Enter and waits for the assistant's answer; returns how long it took. */
async function ask(page: Page, text: string): Promise<number> {
  const before = await messages(page).count();
  await input(page).fill(text);
  const started = Date.now();
  await input(page).press('Enter');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Conversation"] > li').length >= n,
    before + 2,
  );
  const took = Date.now() - started;
  await page.getByText('Typing…').waitFor({ state: 'detached' });
  return took;
}

// ---- specs ---------------------------------------------------------------------------------------

async function withPage(
  fn: (t: TrackedPage) => Promise<void>,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const tracked = await openPage(browser(), { viewport });
  try {
    await fn(tracked);
    expect(tracked.errors).toEqual([]);
  } finally {
    await tracked.context.close();
  }
}

describe('chat widget: loading', () => {
  it('server-renders the toggle on every page, without the chat code or supabase-js in the start-up JS', async () => {
    for (const path of ['/', '/contact', '/products/cloud-lms', '/no-such-page']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toMatch(/<button[^>]*aria-label="Chat assistant"/);
      // Every script the page starts with: <script src>/<link rel=modulepreload> on server-rendered
      // pages, and the preload list and imports of the loader on prerendered ones.
      const startup = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
      expect(startup.length).toBeGreaterThan(0);
      expect(startup.filter((src) => src.includes('chat-widget'))).toEqual([]);
      expect(await supabaseJsAmong(startup)).toEqual([]);
    }
  });

  it('fetches the chat panel code only when the chat is first opened, and no supabase-js for a visitor', () =>
    withPage(async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/');
      // Neither the launcher's code nor the panel's arrives before the first touch of the button
      // (ADR 025), however long the page stays idle.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      expect(requested.filter((url) => url.includes('chat-widget') || url.includes('chat-launcher'))).toEqual([]);
      await toggle(page).click();
      await panel(page).waitFor();
      expect(requested.filter((url) => url.includes('chat-widget'))).toHaveLength(1);
      await ask(page, 'hello');
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect(await supabaseJsAmong(scripts)).toEqual([]);
    }));

  it('opens at the first click right after the page has hydrated, before any chat code has arrived', () =>
    withPage(async ({ page }) => {
      await page.goto('/');
      // Hydrated (the root's mark): the click is held until the launcher's code is here.
      await waitForHydration(page);
      await toggle(page).click();
      await panel(page).waitFor();
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    }));

  it('keeps the toggle fixed at the bottom right before the page is interactive', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/');
    const box = await toggle(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeCloseTo(viewports.desktop.width - 16, 0);
    expect(box!.y + box!.height).toBeCloseTo(viewports.desktop.height - 16, 0);
    expect(await toggle(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await context.close();
  });
});

describe('chat widget: conversation', () => {
  it('opens with the toast, one greeting and the input focused', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      const toast = page.getByText('Our virtual assistant is ready to help you.');
      await toast.waitFor();
      expect(await page.getByText('Chat Assistant', { exact: true }).count()).toBe(2); // panel title + toast title
      expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await messages(page).count()).toBe(1);
      expect(await messages(page).first().textContent()).toMatch(/^Assistant: Hello!/);
      // The toast lasts 3 seconds.
      await page.waitForTimeout(2000);
      expect(await toast.isVisible()).toBe(true);
      await toast.waitFor({ state: 'detached', timeout: 3000 });
    }));

  it('sends with Enter, shows the message at once, types for 600 ms, then replies', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      await input(page).fill('Hello there');
      const started = Date.now();
      await input(page).press('Enter');
      await page.getByText('Hello there', { exact: true }).waitFor({ timeout: 300 });
      expect(await input(page).inputValue()).toBe('');
      expect(await page.getByText('Typing…').isVisible()).toBe(true);
      await page.waitForTimeout(Math.max(0, 350 - (Date.now() - started)));
      expect(await messages(page).count()).toBe(3); // greeting, user message, typing indicator
      await messages(page).getByText('Hello, and welcome to Aravali Learning!').waitFor();
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(600);
      expect(took).toBeLessThan(2500);
      expect(await messages(page).count()).toBe(3); // greeting, user message, reply
      await page.getByText('Online · replies instantly').waitFor();
    }));

  it('does not send empty or whitespace-only input', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      const send = panel(page).getByRole('button', { name: 'Send message' });
      expect(await send.isDisabled()).toBe(true);
      await input(page).fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await input(page).press('Enter');
      await page.waitForTimeout(800);
      expect(await messages(page).count()).toBe(1);
    }));

  it('answers unknown questions with the fallback text and announces it', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      await ask(page, 'qwerty zzz');
      expect(await messages(page).last().textContent()).toContain(fallback);
      expect(await panel(page).locator('[aria-live="polite"]').textContent()).toBe(`Assistant: ${fallback}`);
    }));

  it('sends with the button and links the solutions to the product pages', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      await input(page).fill('What solutions do you offer?');
      await panel(page).getByRole('button', { name: 'Send message' }).click();
      const cloud = panel(page).getByRole('link', { name: 'Cloud LMS' });
      await cloud.waitFor();
      for (const [name, href] of [
        ['AI Adaptive Learning', '/products/ai-learning'],
        ['AR/VR Virtual Labs', '/products/ar-vr-labs'],
        ['Cloud LMS', '/products/cloud-lms'],
        ['AI Teacher Assistants', '/products/ai-teacher'],
        ['Enterprise Solutions', '/products/enterprise'],
      ]) {
        expect(await panel(page).getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      await cloud.click();
      await page.waitForURL(`${baseUrl()}/products/cloud-lms`);
      // Client-side navigation keeps the panel and the conversation on a wide screen.
      expect(await panel(page).isVisible()).toBe(true);
      expect(await messages(page).count()).toBe(3);
    }));

  it('shows hostile HTML as text and never runs it', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      const hostile = '<img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script>';
      await ask(page, hostile);
      await page.getByText(hostile, { exact: true }).waitFor();
      expect(await panel(page).locator('img, script').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss)).toBeUndefined();
    }));

  it('closes with Escape, returns focus to the toggle and keeps the conversation', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      await ask(page, 'demo');
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'detached' });
      expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter'); // the focused toggle opens it again
      await panel(page).waitFor();
      expect(await messages(page).count()).toBe(3);
      await panel(page).getByRole('button', { name: 'Close chat' }).click();
      await panel(page).waitFor({ state: 'detached' });
      expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    }));

  it('has no accessibility violations when open', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      await ask(page, 'features');
      const result = await new AxeBuilder({ page })
        .include('#chat-assistant-panel')
        .include('button[aria-label="Chat assistant"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }));
});

describe('chat widget: sizes', () => {
  it('is 384 x 450 px on a wide screen', () =>
    withPage(async ({ page }) => {
      await openChat(page);
      const box = await panel(page).boundingBox();
      expect(box).toMatchObject({ width: 384, height: 450 });
    }));

  for (const width of [360, 390]) {
    it(`fits a ${width} px phone and can always be closed`, () =>
      withPage(
        async ({ page }) => {
          await openChat(page);
          const box = (await panel(page).boundingBox())!;
          expect(box.width).toBe(320);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y).toBeGreaterThanOrEqual(0);
          await ask(page, 'contact');
          // The close button is on screen and not covered (by the toast either).
          await panel(page).getByRole('button', { name: 'Close chat' }).click({ trial: true });
          await toggle(page).click({ trial: true });
          await panel(page).getByRole('button', { name: 'Close chat' }).click();
          await panel(page).waitFor({ state: 'detached' });
        },
        { width, height: width === 360 ? 640 : 844 },
      ));
  }
});

describe('chat widget: signed-in history', () => {
  it('saves the conversation and brings it back after a reload and a new sign-in', async () => {
    // Sign up through the site and follow the confirmation email: that signs the user in.
    const first = await openPage(browser());
    const user = await confirmedUser(first.page, 'chat');
    await accountMenu(first.page).waitFor();
    let saved = 0;
    first.page.on('response', (res) => {
      if (res.request().method() === 'POST' && res.url().includes('/rest/v1/chat_history') && res.ok()) saved += 1;
    });
    await toggle(first.page).click();
    await panel(first.page).waitFor();
    await first.page.getByText('Online · replies instantly').waitFor(); // history loaded: none yet
    expect(await messages(first.page).count()).toBe(1); // so the greeting stays
    await ask(first.page, 'Can I book a demo?');
    await ask(first.page, '<b>bold</b> pricing');
    await expect.poll(() => saved).toBe(4); // two messages and two replies
    await first.page.reload();
    await first.page.waitForLoadState('networkidle');
    await toggle(first.page).click();
    await messages(first.page).getByText('Can I book a demo?', { exact: true }).waitFor();
    // A signed-in user does load the Supabase client (the check above for visitors can see it).
    const loaded = await first.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(await supabaseJsAmong(loaded)).toHaveLength(1);
    // Signing out clears the transcript at once: the next person sees only the greeting.
    await accountMenu(first.page).click();
    await first.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await messages(first.page).getByText('Can I book a demo?').waitFor({ state: 'detached' });
    expect(await messages(first.page).count()).toBe(1);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // A new browser, a new sign-in through the login form, on a phone.
    const second = await openPage(browser(), { viewport: viewports.mobile });
    await second.page.goto('/login');
    await signIn(second.page, user.email, user.password);
    await second.page.waitForURL(`${baseUrl()}/`);
    await second.page.waitForLoadState('networkidle');
    await toggle(second.page).click();
    await messages(second.page).getByText('Can I book a demo?', { exact: true }).waitFor();
    const texts = await messages(second.page).allTextContents();
    expect(texts).toHaveLength(4); // the saved history replaces the greeting
    expect(texts[0]).toContain('You: Can I book a demo?');
    expect(texts[1]).toContain("Assistant: We'd love to show you our platform in action.");
    expect(texts[2]).toContain('You: <b>bold</b> pricing');
    expect(texts[3]).toContain('Assistant: Our pricing is customised');
    // The saved replies get their links back; the saved HTML stays text.
    expect(await panel(second.page).getByRole('link', { name: 'contact form' }).count()).toBe(2);
    expect(await panel(second.page).locator('b').count()).toBe(0);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
