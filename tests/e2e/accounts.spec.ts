/**
 * Accounts in a real browser against the real server: sign-up with a real confirmation email
 * (the dev mailbox), sign-in, the header menu, profile edit and avatar upload, sign-out, the
 * validation messages, the unconfirmed-email notice with resend, password reset, the guard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  authLink,
  confirmedUser,
  followAuthLink,
  newUser,
  signIn,
  signUp,
  tinyPng,
  toast,
  waitForMail,
} from './accounts-helpers.ts';
import { axeViolations, baseUrl, openPage, type TrackedPage, useBrowser, viewports } from './browser.ts';

type Viewport = { width: number; height: number };

const browser = useBrowser();

/**
 * Runs a step list on a fresh page and checks nothing went wrong in the browser. `expectedStatuses`
 * are HTTP error statuses the step list provokes on purpose (a wrong password answers 400, a
 * resend inside the cool-down 429): Chromium logs those responses as console errors.
 */
async function withPage(
  fn: (t: TrackedPage) => Promise<void>,
  { viewport = viewports.desktop, expectedStatuses = [] }: { viewport?: Viewport; expectedStatuses?: number[] } = {},
) {
  const t = await openPage(browser(), { viewport });
  try {
    await fn(t);
    const expected = new RegExp(`status of (${expectedStatuses.join('|') || 'none'}) `);
    expect(t.errors.filter((e) => !expected.test(e))).toEqual([]);
  } finally {
    await t.context.close();
  }
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('accounts', () => {
  it('walks the whole journey: sign-up, email, confirm, header menu, profile, avatar, reload, sign-out', async () => {
    await withPage(
      async ({ page }) => {
        const user = newUser('journey');
        await signUp(page, user);

        // Signing in before confirming: the amber notice, whose button really sends a second email.
        await signIn(page, user.email, user.password);
        const notice = page.getByRole('alert').filter({ hasText: 'has not been confirmed yet' });
        await expect(notice.textContent()).resolves.toContain(
          'Your email address has not been confirmed yet. Please check your inbox for a confirmation email.',
        );
        const [firstMail] = await waitForMail(user.email, 1);
        const resend = notice.getByRole('button', { name: 'Resend confirmation email' });
        // Within a minute of the first email the server refuses (GoTrue's per-address cool-down)
        // and the visitor reads its message; after it, a second email goes out.
        await resend.click();
        await toast(page, 'For security purposes, you can only request this after').waitFor();
        const cooldownEnds = new Date(firstMail!.created_at).getTime() + 61_000;
        await page.waitForTimeout(Math.max(0, cooldownEnds - Date.now()));
        await resend.click();
        await toast(page, 'Confirmation email sent').waitFor();
        const mails = await waitForMail(user.email, 2);

        // The newest link confirms the address and lands on the site signed in.
        await followAuthLink(page, mails[0]!);
        await toast(page, 'Email confirmed').waitFor();
        await page.waitForURL((url) => url.pathname === '/' && !url.hash.includes('access_token'));

        // Header menu: 'Signed in as' with the email, and the Profile link.
        await accountMenu(page).click();
        const menu = page.getByRole('menu');
        await expect(menu.textContent()).resolves.toContain('Signed in as');
        await expect(menu.textContent()).resolves.toContain(user.email);
        await menu.getByRole('menuitem', { name: 'Profile' }).click();
        await page.waitForURL('**/profile');
        await page.getByRole('button', { name: 'Save Changes' }).waitFor();

        // The profile starts from the sign-up metadata; edit and save it.
        const fullName = page.getByLabel('Full Name');
        await expect(fullName.inputValue()).resolves.toBe(user.fullName);
        await expect(page.getByLabel('Organization').inputValue()).resolves.toBe(user.organization);
        await expect(page.getByLabel('Role').inputValue()).resolves.toBe(user.role);
        await expect(page.getByLabel('Email').getAttribute('readonly')).resolves.not.toBeNull();
        await expect(page.getByLabel('Organization').getAttribute('placeholder')).resolves.toBe(
          'Your school or company',
        );
        await fullName.fill('Ravi Sharma');
        await page.getByLabel('Organization').fill('Aravali University');
        await page.getByLabel('Role').fill('Administrator');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await toast(page, 'Profile updated').waitFor();

        // Avatar: a file of the wrong type is refused, a real PNG is uploaded and shown.
        const fileInput = page.locator('input[type="file"]');
        await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await toast(page, 'Invalid file type').waitFor();
        await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
        await toast(page, 'Avatar updated').waitFor();
        const avatar = page.getByRole('img', { name: 'Your avatar' });
        // Shown through the image transformation endpoint at its size on screen (96 px, up to 3x).
        await expect(avatar.getAttribute('src')).resolves.toMatch(
          /\/storage\/v1\/render\/image\/public\/images\/avatars\/.*\?width=96&height=96&resize=cover$/,
        );
        await expect(avatar.getAttribute('srcset')).resolves.toMatch(/width=288&height=288&resize=cover 3x$/);
        const avatarUrl = (await avatar.getAttribute('src'))!;
        const original = avatarUrl.replace('/render/image/public/', '/object/public/').replace(/\?.*$/, '');
        const served = await fetch(original);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng())).toBe(true);
        expect((await fetch(avatarUrl)).status).toBe(200);

        // A reload keeps the session, the saved fields and the avatar (also in the header).
        await page.reload();
        await page.getByRole('button', { name: 'Save Changes' }).waitFor();
        await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Ravi Sharma');
        await expect(page.getByLabel('Organization').inputValue()).resolves.toBe('Aravali University');
        await expect(page.getByLabel('Role').inputValue()).resolves.toBe('Administrator');
        await expect(page.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).resolves.toBe(avatarUrl);
        await expect(accountMenu(page).locator('img').getAttribute('src')).resolves.toBe(
          avatarUrl.replace('width=96&height=96', 'width=36&height=36'),
        );
        await expectNoAxeViolations(page);

        // Sign out from the profile page.
        await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
        await toast(page, 'Signed out').waitFor();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('link', { name: 'Login' }).first().waitFor();
        await page.goto('/profile');
        await page.waitForURL('**/login');
      },
      { expectedStatuses: [400, 429] },
    );
  }, 180_000);

  it("lands on the home page after the profile's Sign Out, however late the home page's code arrives", async () => {
    await withPage(async ({ page }) => {
      await confirmedUser(page, 'late-home');
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      // The home page's code arrives 3 s late, so the session ends while the visitor is already
      // on / but its content is still on its way.
      await page.route('**/assets/view-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      const homeCode = page.waitForResponse((response) => /\/assets\/view-[\w-]+\.js$/.test(response.url()));
      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await toast(page, 'Signed out').waitFor();
      await homeCode;
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }, 60_000);

  it('shows each validation message next to its field', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      for (const text of ['Full name is required', 'Email is required', 'Password is required']) {
        await page.getByText(text).waitFor();
      }
      await expect(page.getByLabel('Full Name').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('fullName');

      await page.getByLabel('Full Name').fill('Asha');
      await page.getByLabel('Email').fill('asha@');
      await page.getByLabel('Password', { exact: true }).fill('12345');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Please enter a valid email address').waitFor();
      await page.getByText('Password must be at least 6 characters').waitFor();
      const described = await page.getByLabel('Email').getAttribute('aria-describedby');
      await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toBe(
        'Please enter a valid email address',
      );
      await expect(page.getByLabel('Full Name').getAttribute('aria-invalid')).resolves.toBeNull();

      // The show/hide toggle.
      const password = page.getByLabel('Password', { exact: true });
      await expect(password.getAttribute('type')).resolves.toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password.getAttribute('type')).resolves.toBe('text');
      await expect(page.getByRole('textbox', { name: 'Role' }).getAttribute('placeholder')).resolves.toBe(
        'Student, Teacher, Administrator, etc.',
      );
      await expectNoAxeViolations(page);

      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Email is required').waitFor();
      await page.getByText('Password is required').waitFor();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Please enter a valid email address').waitFor();
      await expectNoAxeViolations(page);
    });
  });

  it('shows the server message for a wrong password, then signs in and returns to the guarded page', async () => {
    await withPage(
      async ({ page }) => {
        const user = await confirmedUser(page, 'guard');
        await page.evaluate(() => window.localStorage.clear());

        // The guard sends a signed-out visitor to /login, replacing the history entry.
        await page.goto('/');
        const before = await page.evaluate(() => history.length);
        await page.goto('/profile');
        await page.waitForURL('**/login');
        await expect(page.evaluate(() => history.length)).resolves.toBe(before + 1);

        await signIn(page, user.email, 'wrong-password');
        await page
          .getByRole('alert')
          .filter({ hasText: 'Sign-in failed' })
          .filter({ hasText: 'Invalid login credentials' })
          .waitFor();
        await page
          .locator('[data-sonner-toast][data-type="error"]')
          .filter({ hasText: 'Invalid login credentials' })
          .waitFor();

        const button = page.getByRole('button', { name: /Sign(ing)? in/ });
        await page.getByLabel('Password', { exact: true }).fill(user.password);
        await button.click();
        await toast(page, 'Welcome back!').waitFor();
        await page.waitForURL('**/profile');
        await page.getByRole('button', { name: 'Save Changes' }).waitFor();
        await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe(user.fullName);
      },
      { expectedStatuses: [400] },
    );
  });

  it('resets a forgotten password through the emailed link', async () => {
    await withPage(
      async ({ page }) => {
        const user = await confirmedUser(page, 'reset');
        await page.evaluate(() => window.localStorage.clear());
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL('**/forgot-password');
        await page.getByLabel('Email').fill(user.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByRole('heading', { name: 'Check your email' }).waitFor();
        await expectNoAxeViolations(page);

        const [mail] = await waitForMail(user.email, 2);
        // A mail scanner fetches the link first (HEAD, then GET): that spends nothing.
        for (const method of ['HEAD', 'GET']) {
          expect((await fetch(authLink(mail!), { method, redirect: 'manual' })).status).toBe(200);
        }
        await followAuthLink(page, mail!);
        await page.waitForURL((url) => url.pathname === '/reset-password');
        await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
        await page.getByLabel('Confirm new password').fill('brand-new-secret');
        await page.getByRole('button', { name: 'Update password' }).click();
        await toast(page, 'Password updated').waitFor();
        await page.waitForURL((url) => url.pathname === '/');
        await accountMenu(page).waitFor();

        // The new password works, the old one no longer does.
        await page.evaluate(() => window.localStorage.clear());
        await page.goto('/login');
        await signIn(page, user.email, user.password);
        await page
          .getByRole('alert')
          .filter({ hasText: 'Sign-in failed' })
          .filter({ hasText: 'Invalid login credentials' })
          .waitFor();
        await page.getByLabel('Password', { exact: true }).fill('brand-new-secret');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await toast(page, 'Welcome back!').waitFor();
      },
      { expectedStatuses: [400] },
    );
  });

  it('tells the visitor when an email link is invalid or expired, and keeps them on the site', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(`${baseUrl()}/auth/v1/verify?token=not-a-real-token&type=signup&redirect_to=${baseUrl()}`);
        await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor();
        expect(page.url()).not.toContain('error_description');

        // The link of the site's e-mails: the confirm page says so when its button is pressed.
        await page.goto('/auth/confirm?token_hash=not-a-real-token&type=signup&next=%2F');
        await page.getByRole('button', { name: 'Confirm email address' }).click();
        await page.getByRole('alert').filter({ hasText: 'Email link is invalid or has expired' }).waitFor();
        await expectNoAxeViolations(page);
      },
      { expectedStatuses: [403] },
    );
  });

  it('renders the account pages well on a phone and keeps them accessible', async () => {
    await withPage(
      async ({ page }) => {
        for (const path of ['/signup', '/login', '/forgot-password']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(overflow).toBe(false);
          await expectNoAxeViolations(page);
        }
        // The guarded page's server HTML is the guard's 'Loading...', marked noindex.
        const html = await (await fetch(`${baseUrl()}/profile`)).text();
        expect(html).toContain('Loading...');
        expect(html).toMatch(/<meta name="robots" content="noindex"/);
        const res = await page.goto('/profile');
        expect(res?.status()).toBe(200);
        await page.waitForURL('**/login');

        // A signed-in visitor on /login or /signup is told so instead of seeing the form again.
        await confirmedUser(page, 'already');
        for (const path of ['/login', '/signup']) {
          await page.goto(path);
          await page.getByRole('status').filter({ hasText: 'You are signed in as' }).waitFor();
        }
      },
      { viewport: viewports.mobile },
    );
  });
});
