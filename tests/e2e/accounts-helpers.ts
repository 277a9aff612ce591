/**
 * Helpers for the account specs: unique addresses, the dev mailbox (real emails written by the
 * server's mailer, served at /_dev/mailbox.json with DEV_MAILBOX=1), and the sign-up, sign-in
 * and toast steps every account journey shares.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

export type MailMessage = {
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string; size: number }[];
  created_at: string;
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function mailTo(address: string, server = baseUrl()): Promise<MailMessage[]> {
  const res = await fetch(`${server}/_dev/mailbox.json?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  const body = (await res.json()) as MailMessage[] | { messages: MailMessage[] };
  const all = Array.isArray(body) ? body : body.messages;
  return all.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits until the address has received `count` messages; returns them, newest first. */
export async function waitForMail(address: string, count = 1, server = baseUrl()): Promise<MailMessage[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await mailTo(address, server);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`expected ${count} email(s) to ${address}, got ${messages.length}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the address has received a message that `match` accepts; returns it. */
export async function waitForMatchingMail(
  address: string,
  match: (message: MailMessage) => boolean = () => true,
  server = baseUrl(),
): Promise<MailMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailTo(address, server)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching email to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The link of an auth e-mail (confirmation, password reset, e-mail change): the site's confirm
 * page, `/auth/confirm?token_hash=…&type=…&next=…`, which spends nothing when opened.
 */
export function authLink(message: MailMessage): string {
  const link = message.links.find((l) => l.includes('/auth/confirm?'));
  if (!link) throw new Error(`no confirm link in "${message.subject}": ${message.links.join(', ')}`);
  return link;
}

/** The button each kind of link's confirm page shows (app/routes/_auth/auth-confirm.tsx). */
const confirmButton: Record<string, string> = {
  signup: 'Confirm email address',
  recovery: 'Choose a new password',
  email_change: 'Confirm the change',
};

/** Opens an auth e-mail's link as the visitor does: the confirm page, then its one button. */
export async function followAuthLink(page: Page, message: MailMessage): Promise<void> {
  const link = authLink(message);
  const type = new URL(link).searchParams.get('type') ?? '';
  await page.goto(link);
  await page.getByRole('button', { name: confirmButton[type] ?? 'Confirm email address' }).click();
}

export type NewUser = { fullName: string; email: string; password: string; organization: string; role: string };

export function newUser(prefix: string): NewUser {
  return {
    fullName: 'Asha Verma',
    email: uniqueEmail(prefix),
    password: 'correct-horse-7',
    organization: 'Jaipur Public School',
    role: 'Teacher',
  };
}

/** A toast with this title (sonner renders toasts as list items in a live region). */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
}

/**
 * Fills a field and checks what it holds. When the page hydrates at the very moment Playwright
 * inserts the text (React hydrates a field synchronously inside the `beforeinput` that starts
 * the insertion), Chromium has been seen to insert the text twice, on a loaded machine only; a
 * person typing key by key would see it and correct it, so the test does the same.
 */
export async function fillField(field: Locator, value: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await field.fill(value);
    if ((await field.inputValue()) === value || attempt === 2) return;
  }
}

export async function signUp(page: Page, user: NewUser): Promise<void> {
  await page.goto('/signup');
  await fillField(page.getByLabel('Full Name'), user.fullName);
  await fillField(page.getByLabel('Email'), user.email);
  await fillField(page.getByLabel('Password', { exact: true }), user.password);
  await fillField(page.getByLabel('Organization'), user.organization);
  await fillField(page.getByLabel('Role'), user.role);
  await page.getByRole('button', { name: 'Create account' }).click();
  await toast(page, 'Account created').waitFor();
  await page.waitForURL('**/login');
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillField(page.getByLabel('Email'), email);
  await fillField(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs up through the site and follows the confirmation email: the user ends signed in. */
export async function confirmedUser(page: Page, prefix: string, server = baseUrl()): Promise<NewUser> {
  const user = newUser(prefix);
  await signUp(page, user);
  const [mail] = await waitForMail(user.email, 1, server);
  await followAuthLink(page, mail!);
  await toast(page, 'Email confirmed').waitFor();
  return user;
}

/** The desktop header's account state: the avatar menu trigger once signed in. */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

/** A real 8×8 PNG (solid brand indigo), built byte by byte. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [55, 48, 163]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
