/**
 * The footnotes of the auth emails say how long a link or code lasts; the hours come from the
 * lifetimes the server enforces, and the words stay as they were in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import type { MailMessage } from '../mail/message.ts';
import { queueAuthEmail, queueReauthenticationEmail, type AuthEmailKind } from './auth-mail.ts';
import { codeLifetimeSeconds } from './reauthenticate.ts';

const siteUrl = 'https://site.test';

/** The deps the queueing functions use: the site's URL and a queue that keeps what it is given. */
function capture() {
  const sent: MailMessage[] = [];
  const mail = {
    enqueue: (_tx: Queryable, message: MailMessage) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
  const deps = { env: { SITE_URL: siteUrl }, mail } as unknown as Pick<ServerDeps, 'env' | 'mail'>;
  return { deps, sent };
}

const tx = {} as Queryable;

async function authMailText(kind: AuthEmailKind, redirectTo: string): Promise<string> {
  const { deps, sent } = capture();
  await queueAuthEmail(deps, tx, {
    kind,
    to: 'a@site.test',
    token: 't',
    redirectTo,
    userId: 'u',
    newEmail: 'b@site.test',
  });
  return sent[0]?.text ?? '';
}

describe('auth email footnotes', () => {
  it.each([
    ['signup', 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.'],
    [
      'recovery',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    ['email_change_new', 'The link works once and expires in 1 hour. If you did not ask for this, ignore this email.'],
    ['email_change_current', 'If you did not ask for this, ignore this email and consider changing your password.'],
  ] as const)('English %s', async (kind, footnote) => {
    expect(await authMailText(kind, `${siteUrl}/profile`)).toContain(`\n${footnote}\n`);
  });

  it.each([
    [
      'signup',
      'यह लिंक केवल एक बार काम करेगा और 24 घंटे बाद समाप्त हो जाएगा। यदि आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
    ],
    [
      'recovery',
      'यह लिंक केवल एक बार काम करेगा और 1 घंटे बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।',
    ],
    [
      'email_change_new',
      'यह लिंक केवल एक बार काम करेगा और 1 घंटे बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।',
    ],
    ['email_change_current', 'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें और अपना पासवर्ड बदलने पर विचार करें।'],
  ] as const)('Hindi %s', async (kind, footnote) => {
    expect(await authMailText(kind, `${siteUrl}/hi/profile`)).toContain(`\n${footnote}\n`);
  });

  it.each([
    ['en', 'The code works once and expires in 1 hour. If you did not ask for it, change your password.'],
    [
      'hi',
      'यह कोड केवल एक बार काम करेगा और 1 घंटे बाद समाप्त हो जाएगा। यदि आपने इसका अनुरोध नहीं किया है, तो अपना पासवर्ड बदल लें।',
    ],
  ] as const)('reauthentication code, %s', async (lang, footnote) => {
    const { deps, sent } = capture();
    await queueReauthenticationEmail(deps, tx, {
      to: 'a@site.test',
      code: '123456',
      userId: 'u',
      lang,
      lifetimeSeconds: codeLifetimeSeconds,
    });
    expect(sent[0]?.text).toContain(`\n${footnote}\n`);
  });
});
