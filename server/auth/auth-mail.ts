/**
 * The e-mails /auth/v1 sends: sign-up confirmation, password recovery and the two halves of an
 * e-mail change. Each carries a single-use link to the site's confirm page, `/auth/confirm?
 * token_hash=…&type=…&next=…` (app/routes/_auth/auth-confirm.tsx, the pattern Supabase documents
 * for server-rendered sites): opening it (GET or HEAD, as mail scanners and link previews do)
 * spends nothing; its one button spends the token (`verifyOtp`, POST /auth/v1/verify) and goes
 * on to `next`, the path of `redirectTo` (already held to the site's origin). No e-mail links to
 * GET /auth/v1/verify, which stays for GoTrue compatibility (ADR 011). Each is queued in the
 * transaction that issues its token (server/mail/, ADR 021): the token and its email exist
 * together or not at all.
 */
import { site } from '../../config/site.ts';
import { langOfPath, pathInLang, type Lang } from '../../rules/languages.ts';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { renderEmail, type EmailContent } from '../mail/layout.ts';
import { hoursEn } from '../mail/lifetime.ts';
import { authContentHi, reauthenticationContentHi } from './auth-mail-hi.ts';
import { AuthApiError } from './errors.ts';
import { tokenLifetimeSeconds } from './one-time-tokens.ts';

export type AuthEmailKind = 'signup' | 'recovery' | 'email_change_new' | 'email_change_current';

type LinkType = 'signup' | 'recovery' | 'email_change';

const linkType: Record<AuthEmailKind, LinkType> = {
  signup: 'signup',
  recovery: 'recovery',
  email_change_new: 'email_change',
  email_change_current: 'email_change',
};

/** The path of the site's confirm page, which e-mail links open (app/routes.ts). */
export const confirmPagePath = '/auth/confirm';

/**
 * The e-mail's link: the confirm page with the token (as `token_hash`, the name supabase-js's
 * `verifyOtp` takes), its type and where to go once it is spent (`next`, a path on the site).
 */
export function confirmLink(siteUrl: string, token: string, type: LinkType, redirectTo: string): string {
  const target = new URL(redirectTo, siteUrl);
  const next = `${target.pathname}${target.search}`;
  const query = new URLSearchParams({ token_hash: token, type, next });
  // The confirm page in the language of the page the link leads back to (/hi/auth/confirm).
  const page = pathInLang(confirmPagePath, langOfPath(target.pathname));
  return `${siteUrl.replace(/\/+$/, '')}${page}?${query.toString()}`;
}

function content(kind: AuthEmailKind, url: string, detail: { newEmail?: string }): EmailContent & { subject: string } {
  switch (kind) {
    case 'signup':
      return {
        subject: `Confirm your ${site.name} account`,
        preheader: 'One click to finish creating your account.',
        heading: 'Confirm your email address',
        paragraphs: [`Thanks for signing up for ${site.name}.`, 'Confirm your email address to activate your account.'],
        action: { label: 'Confirm email address', url },
        footnote: `The link works once and expires in ${hoursEn(tokenLifetimeSeconds.confirmation_token)}. If you did not sign up, ignore this email.`,
      };
    case 'recovery':
      return {
        subject: `Reset your ${site.name} password`,
        preheader: 'A link to choose a new password.',
        heading: 'Reset your password',
        paragraphs: ['Someone (hopefully you) asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url },
        footnote: `The link works once and expires in ${hoursEn(tokenLifetimeSeconds.recovery_token)}. If you did not ask for this, ignore this email: your password stays as it is.`,
      };
    case 'email_change_new':
      return {
        subject: `Confirm your new email address for ${site.name}`,
        preheader: 'Confirm this address to finish changing your email.',
        heading: 'Confirm your new email address',
        paragraphs: [`Confirm that you want to use this address for your ${site.name} account.`],
        action: { label: 'Confirm new address', url },
        footnote: `The link works once and expires in ${hoursEn(tokenLifetimeSeconds.email_change_token_new)}. If you did not ask for this, ignore this email.`,
      };
    case 'email_change_current':
      return {
        subject: `Confirm the change of your ${site.name} email address`,
        preheader: 'Someone asked to change the email address of your account.',
        heading: 'Confirm the change of your email address',
        paragraphs: [
          `A request was made to change the email address of your ${site.name} account to ${detail.newEmail ?? 'a new address'}.`,
          'The change happens only once it is confirmed from both addresses.',
        ],
        action: { label: 'Confirm the change', url },
        footnote: 'If you did not ask for this, ignore this email and consider changing your password.',
      };
  }
}

export type AuthEmail = {
  kind: AuthEmailKind;
  to: string;
  token: string;
  redirectTo: string;
  /** The user the email is about. */
  userId: string;
  newEmail?: string;
};

/**
 * The language of an email (issue #29): Hindi when the link leads back to a Hindi page (the
 * forms of /hi/signup, /hi/forgot-password and /hi/profile ask for `redirect_to` under /hi).
 */
export function authEmailLang(redirectTo: string): Lang {
  try {
    return langOfPath(new URL(redirectTo).pathname);
  } catch {
    return 'en';
  }
}

/** Queues the email on `tx`, the transaction that issued its token. */
export async function queueAuthEmail(deps: Pick<ServerDeps, 'env' | 'mail'>, tx: Queryable, input: AuthEmail) {
  const lang = authEmailLang(input.redirectTo);
  const url = confirmLink(deps.env.SITE_URL, input.token, linkType[input.kind], input.redirectTo);
  const words = lang === 'hi' ? authContentHi : content;
  const { subject, ...body } = words(input.kind, url, { newEmail: input.newEmail });
  const { html, text } = renderEmail(body, deps.env.SITE_URL, lang);
  await deps.mail.enqueue(
    tx,
    { to: input.to, subject, text, html },
    { purpose: `auth.${input.kind}`, ref: input.userId },
  );
}

/**
 * The language of a user's mail that no link of theirs chose (ADR 044): Hindi when their
 * `user_metadata` (auth.users.raw_user_meta_data, an object or its JSON text) has `locale: 'hi'`,
 * which a sign-up from a Hindi page records; English otherwise.
 */
export function userLang(userMetadata: unknown): Lang {
  let meta = userMetadata;
  if (typeof meta === 'string') {
    try {
      meta = JSON.parse(meta);
    } catch {
      return 'en';
    }
  }
  return typeof meta === 'object' && meta !== null && (meta as { locale?: unknown }).locale === 'hi' ? 'hi' : 'en';
}

/**
 * The code GET /auth/v1/reauthenticate sends (reauthenticate.ts): typed into the site, never a
 * link, so a forwarded or scanned mail changes nothing by itself. In the user's language
 * (`userLang`); the English is unchanged. `lifetimeSeconds` is how long the code is valid
 * (reauthenticate.ts's `codeLifetimeSeconds`), in whole hours.
 */
export async function queueReauthenticationEmail(
  deps: Pick<ServerDeps, 'env' | 'mail'>,
  tx: Queryable,
  input: { to: string; code: string; userId: string; lang?: Lang; lifetimeSeconds: number },
) {
  const lang = input.lang ?? 'en';
  const { subject, ...body } =
    lang === 'hi'
      ? reauthenticationContentHi(input.code, input.lifetimeSeconds)
      : {
          subject: `Your ${site.name} confirmation code`,
          preheader: `Your code to confirm a change to your ${site.name} account.`,
          heading: 'Confirm it is you',
          paragraphs: [`Enter this code to confirm a change to your ${site.name} account, such as a new password.`],
          code: input.code,
          footnote: `The code works once and expires in ${hoursEn(input.lifetimeSeconds)}. If you did not ask for it, change your password.`,
        };
  const { html, text } = renderEmail(body, deps.env.SITE_URL, lang);
  await deps.mail.enqueue(
    tx,
    { to: input.to, subject, text, html },
    { purpose: 'auth.reauthentication', ref: input.userId },
  );
}

/** GoTrue's per-address cool-down between two e-mails of the same kind. */
export const emailCooldownSeconds = 60;

/** Throws GoTrue's 429 when the previous e-mail of this kind went out less than a minute ago. */
export function assertEmailCooldown(secondsSinceLastSent: number | null): void {
  if (secondsSinceLastSent === null || secondsSinceLastSent >= emailCooldownSeconds) return;
  const wait = Math.max(1, Math.ceil(emailCooldownSeconds - secondsSinceLastSent));
  throw new AuthApiError(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${wait} seconds.`,
    { headers: { 'Retry-After': String(wait) } },
  );
}
