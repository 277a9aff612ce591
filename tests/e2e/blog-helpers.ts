/**
 * Helpers for the blog specs: a server of their own (AUTH_AUTOCONFIRM, so users are made through
 * the real sign-up API in one call), users with a supabase-js client, browser pages signed in
 * through the real login form, and the toast locator.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { nextTotpCode } from '../factories/totp.ts';
import { fillField, uniqueEmail } from './accounts-helpers.ts';
import { viewports, waitForHydration, type TrackedPage } from './browser.ts';

export { toast } from './accounts-helpers.ts';

export const publishableKey = builtinPublishableKey;

export function startBlogServer(): Promise<ServerProcess> {
  return startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false' });
}

export type BlogUser = {
  id: string;
  email: string;
  password: string;
  fullName: string;
  db: SupabaseClient;
  /** The secret of the user's verified TOTP factor (staff: admin-helpers.ts), when they have one. */
  totpSecret?: string;
};

/** Signs a user up through /auth/v1 (auto-confirmed) and returns a client signed in as them. */
export async function apiUser(server: string, fullName: string): Promise<BlogUser> {
  const db = createClient(server, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const email = uniqueEmail('blog');
  const password = 'correct-horse-7';
  const { data, error } = await db.auth.signUp({ email, password, options: { data: { fullName } } });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { id: data.user.id, email, password, fullName, db };
}

/** A fresh browser context on `server`, tracking page errors, console errors and dialogs. */
export async function openOn(
  browser: Browser,
  server: string,
  options: { javaScriptEnabled?: boolean; locale?: string; timezoneId?: string } = {},
): Promise<TrackedPage & { dialogs: string[] }> {
  const context = await browser.newContext({
    baseURL: server,
    viewport: viewports.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: 'reduce',
    locale: options.locale,
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // Expected HTTP errors the browser itself reports (a draft's 404 before the retry, refused uploads).
    if (/the server responded with a status of (404|400|415|413)/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  page.on('dialog', (dialog) => dialogs.push(`${dialog.type()}: ${dialog.message()}`));
  return { page, context, errors, dialogs };
}

/** A fresh browser context on `server` (openOn), signed in as `user` (signInAs), then at `path`. */
export async function openAs(
  browser: Browser,
  server: string,
  user: BlogUser,
  path: string,
): Promise<TrackedPage & { dialogs: string[] }> {
  const opened = await openOn(browser, server);
  await signInAs(opened.page, user);
  await opened.page.goto(path);
  return opened;
}

/**
 * Signs in through the site's login form, once the page has hydrated (typing before that is the
 * paint-first and static-html specs' subject), and waits for the home page; if it does not come,
 * the error says where the page is and what it shows.
 */
export async function signInAs(page: Page, user: BlogUser): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await fillField(page.getByLabel('Email'), user.email);
  await fillField(page.getByLabel('Password', { exact: true }), user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (user.totpSecret) {
    // The second step: a code from the authenticator app (staff need it, ADR 034).
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await fillField(code, await nextTotpCode(user.totpSecret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
  try {
    await page.waitForURL((url) => url.pathname === '/');
  } catch (err) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`Signing in as ${user.email} stayed at ${page.url()} (alerts: ${alerts.join(' | ') || 'none'})`, {
      cause: err,
    });
  }
}

export type SeedPost = {
  title: string;
  excerpt?: string;
  content?: string;
  category?: string;
  is_published?: boolean;
  image_url?: string | null;
  date?: string;
};

/** Inserts posts as `user` through /rest/v1 and returns their ids (in order). */
export async function seedPosts(user: BlogUser, posts: SeedPost[]): Promise<string[]> {
  const rows = posts.map((p) => ({
    title: p.title,
    excerpt: p.excerpt ?? `About ${p.title}`,
    content: p.content ?? `<p>Body of ${p.title}.</p>`,
    category: p.category ?? 'Learning Design',
    image_url: p.image_url ?? null,
    is_published: p.is_published ?? true,
    author: user.id,
    author_name: user.fullName,
    ...(p.date ? { date: p.date } : {}),
  }));
  const { data, error } = await user.db.from('blog_posts').insert(rows).select('id');
  if (error) throw new Error(`seeding posts failed: ${error.message}`);
  return (data as { id: string }[]).map((r) => r.id);
}

/** The visible pagination window as text, e.g. '1 … 4 5 6 … 10' ('' when there is none). */
export async function paginationText(page: Page): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  if ((await nav.count()) === 0) return '';
  const items = await nav.locator('li').allTextContents();
  return items.map((t) => t.trim()).join(' ');
}

/** Titles of the cards on the page. */
export function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('article').locator('h2').allTextContents();
}
