/**
 * The hosted-Supabase mode in a real browser: the site runs with SUPABASE_URL and
 * SUPABASE_ANON_KEY pointing at another origin, played here by a second instance of our own
 * backend. The site's CSP lets the browser reach exactly that origin (connect-src and img-src),
 * the project answers CORS, and a whole journey works against it: sign-up, sign-in, a post with
 * a cover image, a comment, chat history. Nothing goes to the site's own backend.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { accountMenu, newUser, signIn, signUp, tinyPng } from './accounts-helpers.ts';
import { launchBrowser, waitForHydration } from './browser.ts';
import { openOn, toast } from './blog-helpers.ts';

let browser: Browser;
let project: ServerProcess;
let site: ServerProcess;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  project = await startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false' });
  site = await startServerProcess({
    SUPABASE_URL: project.url,
    SUPABASE_ANON_KEY: builtinPublishableKey,
    RATE_LIMITS: 'false',
  });
  dir = mkdtempSync(path.join(tmpdir(), 'hosted-files-'));
  writeFileSync(path.join(dir, 'cover.png'), tinyPng());
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await project?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('hosted-Supabase mode', () => {
  it('widens the site’s CSP to exactly the project’s origin', async () => {
    const csp = (await fetch(`${site.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${project.url};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${project.url};`);
    const preflight = await fetch(`${project.url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        origin: site.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('signs up, signs in, posts with a cover image, comments and keeps chat history', async () => {
    const { page, context, errors } = await openOn(browser, site.url);
    const ownBackend: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === site.url && /^\/(auth|rest|storage)\/v1\//.test(url.pathname)) ownBackend.push(url.pathname);
    });
    const user = newUser('hosted');
    await signUp(page, user);
    // The project confirms sign-ups at once, so the new account is signed in: out, then in again.
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await accountMenu(page).waitFor({ state: 'detached' });
    await page.goto('/login');
    await signIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/blog/create');
    await page.getByLabel('Title').fill('Hosted mode works');
    await page.getByLabel('Excerpt').fill('Against another origin.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Every call goes to the project.');
    await page.getByLabel('Upload image').setInputFiles(path.join(dir, 'cover.png'));
    await toast(page, 'Image uploaded').waitFor();
    await page.getByLabel('Publish this blog post').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.waitForURL(/\/blog\/[0-9a-f-]{36}$/);
    const cover = page.getByRole('article').locator('img').first();
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(
      new RegExp(`^${project.url}/storage/v1/render/image/public/images/`),
    );
    // The project's transformation endpoint answers: the 8-pixel picture cropped to the cover's 16:9.
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(7);

    await page.getByLabel('Add a comment').fill('Seen from the project');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toast(page, 'Comment added').waitFor();

    await page.getByRole('button', { name: 'Chat assistant' }).click();
    const input = page.getByRole('textbox', { name: 'Type your message' });
    await input.fill('Hello from the hosted mode');
    // The reload reads the history back: wait for the message's own save, which on a busy machine
    // can finish after the reply has shown.
    const saved = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${project.url}/rest/v1/chat_history`) &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('Hello from the hosted mode'),
    );
    await input.press('Enter');
    await page.getByText('Typing…').waitFor({ state: 'detached' });
    expect((await saved).ok()).toBe(true);
    await page.reload();
    // A press before the page has hydrated is not replayed (ADR 045); on a busy machine the
    // reloaded page hydrates seconds after it shows the chat button.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Chat assistant' }).click();
    await page.getByRole('dialog', { name: 'Chat Assistant' }).getByText('Hello from the hosted mode').waitFor();

    // What the browser wrote is in the project's database.
    const project_ = createClient(project.url, builtinPublishableKey, { auth: { persistSession: false } });
    const signedIn = await project_.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signedIn.error).toBeNull();
    expect((await project_.from('blog_comments').select('content')).data).toEqual([
      { content: 'Seen from the project' },
    ]);
    expect((await project_.from('chat_history').select('message').eq('is_bot', false)).data).toEqual([
      { message: 'Hello from the hosted mode' },
    ]);
    expect(ownBackend).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
