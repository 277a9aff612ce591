/** Helpers for the /auth/v1 contract tests: the mail queue, following e-mail links, decoding JWTs. */
import { expect } from 'vitest';
import { listMail, type MailboxMessage } from '../../server/mail/list-mail.ts';
import type { TestApp } from '../setup/test-app.ts';

let counter = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** The emails queued to `to`, newest first, whatever their state (what the dev mailbox lists). */
export async function mailTo(app: TestApp, to: string): Promise<MailboxMessage[]> {
  return listMail(app.deps.db, { to });
}

export async function latestMail(app: TestApp, to: string): Promise<MailboxMessage> {
  const [latest] = await mailTo(app, to);
  expect(latest, `an email to ${to}`).toBeDefined();
  return latest!;
}

/** The link of an auth e-mail: the site's confirm page, `/auth/confirm?token_hash=…&type=…&next=…`. */
export function confirmLinkOf(message: MailboxMessage): string {
  const link = message.links.find((l) => l.includes('/auth/confirm?'));
  expect(link, 'a confirm link').toBeDefined();
  return link!;
}

/**
 * GoTrue's GET /auth/v1/verify link for the same token (what a GoTrue-templated e-mail carries,
 * kept for API callers), to test that route: no e-mail of the site links to it.
 */
export function verifyLinkOf(message: MailboxMessage): string {
  const confirm = new URL(confirmLinkOf(message));
  const query = new URLSearchParams({
    token: confirm.searchParams.get('token_hash') ?? '',
    type: confirm.searchParams.get('type') ?? '',
    redirect_to: new URL(confirm.searchParams.get('next') ?? '/', confirm.origin).href,
  });
  return `${confirm.origin}/auth/v1/verify?${query.toString()}`;
}

/** Opens a link like a browser would (without following the redirect) and parses where it goes. */
export async function openLink(app: TestApp, link: string) {
  const res = await app.fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const [base, fragment = ''] = location.split('#');
  return { status: res.status, location, base: base!, params: Object.fromEntries(new URLSearchParams(fragment)) };
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  const part = (s: string | undefined) => JSON.parse(Buffer.from(s ?? '', 'base64url').toString('utf8'));
  return { header: part(header), payload: part(payload) };
}

export const password = 'correct horse battery staple';
