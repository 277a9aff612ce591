/**
 * Deleting an account, confirmed by email (ADR 035). The signed-in user asks (choosing whether
 * their posts and comments go or stay anonymised); a link that works once, for one hour, is
 * emailed to the account's address; the link opens /account/delete, which shows what will happen
 * (GET here, which spends nothing, so a mail scanner that follows links deletes nothing) and a
 * button that spends it (POST). The token is 32 random bytes, stored as its SHA-256 only; a new
 * request replaces the pending one. The deletion itself is privacy.delete_account (migration 0171).
 * A Hindi user (`user_metadata.locale = 'hi'`, ADR 044) gets the email in Hindi, linking to
 * /hi/account/delete.
 */
import { createHash, randomBytes } from 'node:crypto';
import { site } from '../../config/site.ts';
import { contentFate } from '../../rules/account-deletion.ts';
import { pathInLang, type Lang } from '../../rules/languages.ts';
import type { ServerDeps } from '../deps.ts';
import { renderEmail, type EmailContent } from '../mail/layout.ts';
import { hoursEn } from '../mail/lifetime.ts';
import { deletionEmailHi } from './account-deletion-hi.ts';
import { privacyErrors } from './privacy-errors.ts';
import type { AccountHolder } from './signed-in-user.ts';

export const deletionLinkLifetimeSeconds = 3600;
/** Between two requests' emails, as GoTrue spaces its own. */
const cooldownSeconds = 60;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The confirmation page's link, in the holder's language (/hi/account/delete for Hindi). */
export function deletionLink(siteUrl: string, token: string, lang: Lang = 'en'): string {
  return `${siteUrl}${pathInLang('/account/delete', lang)}?${new URLSearchParams({ token }).toString()}`;
}

/** The confirmation email: English as it always was, Hindi for a Hindi user (ADR 044). */
function deletionEmail(holder: AccountHolder, keepContent: boolean, url: string): EmailContent & { subject: string } {
  if (holder.lang === 'hi') return deletionEmailHi(holder.email, keepContent, url, deletionLinkLifetimeSeconds);
  return {
    subject: `Confirm the deletion of your ${site.name} account`,
    preheader: 'Confirm that you want to delete your account.',
    heading: 'Delete your account?',
    paragraphs: [
      `Someone (hopefully you) asked to delete your ${site.name} account, ${holder.email}.`,
      `${contentFate(keepContent)} Your profile, chat history, uploaded pictures and sign-in details are deleted. This cannot be undone.`,
      'The link opens a page where you confirm the deletion.',
    ],
    action: { label: 'Review and delete my account', url },
    footnote: `The link works once and expires in ${hoursEn(deletionLinkLifetimeSeconds)}. If you did not ask for this, ignore this email: your account stays as it is.`,
  };
}

/** Stores the request and queues its email in one transaction; answers the address it went to. */
export async function requestAccountDeletion(
  deps: ServerDeps,
  holder: AccountHolder,
  keepContent: boolean,
): Promise<{ email: string }> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ago: number }>(
      `select extract(epoch from now() - created_at)::float8 as ago from privacy.deletion_requests where user_id = $1 for update`,
      [holder.id],
    );
    const ago = rows[0]?.ago;
    if (ago !== undefined && ago < cooldownSeconds) {
      throw privacyErrors.tooMany(Math.ceil(cooldownSeconds - ago), 'requests');
    }
    await tx.query(
      `insert into privacy.deletion_requests (user_id, token_hash, keep_content) values ($1, $2, $3)
       on conflict (user_id) do update set token_hash = excluded.token_hash, keep_content = excluded.keep_content,
         created_at = now()`,
      [holder.id, hash(token), keepContent],
    );
    const url = deletionLink(deps.env.SITE_URL, token, holder.lang);
    const { subject, ...body } = deletionEmail(holder, keepContent, url);
    const { html, text } = renderEmail(body, deps.env.SITE_URL, holder.lang);
    await deps.mail.enqueue(
      tx,
      { to: holder.email, subject, text, html },
      { purpose: 'account.delete_confirm', ref: holder.id },
    );
  });
  return { email: holder.email };
}

export type PendingDeletion = { email: string; keepContent: boolean; expiresAt: string };

/** What a link would delete, without spending it; a dead link (expired, used, unknown) is 410. */
export async function inspectDeletion(deps: ServerDeps, token: string): Promise<PendingDeletion> {
  const { rows } = await deps.db.query<{ email: string; keep_content: boolean; expires_at: string }>(
    `select u.email, r.keep_content,
       to_char((r.created_at + make_interval(secs => $2)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
     from privacy.deletion_requests r join auth.users u on u.id = r.user_id
     where r.token_hash = $1 and r.created_at > now() - make_interval(secs => $2)`,
    [hash(token), deletionLinkLifetimeSeconds],
  );
  const row = rows[0];
  if (!row) throw privacyErrors.linkDead();
  return { email: row.email, keepContent: row.keep_content, expiresAt: row.expires_at };
}

/** Spends the link and deletes the account, in one transaction; a second use finds nothing (410). */
export async function confirmDeletion(
  deps: ServerDeps,
  token: string,
): Promise<{ posts: number; comments: number; files: number; content_kept: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; keep_content: boolean }>(
      `delete from privacy.deletion_requests where token_hash = $1 and created_at > now() - make_interval(secs => $2)
       returning user_id, keep_content`,
      [hash(token), deletionLinkLifetimeSeconds],
    );
    const request = rows[0];
    if (!request) throw privacyErrors.linkDead();
    const { rows: done } = await tx.query<{ result: unknown }>(`select privacy.delete_account($1, $2) as result`, [
      request.user_id,
      request.keep_content,
    ]);
    const result = done[0]?.result;
    return (typeof result === 'string' ? JSON.parse(result) : result) as Awaited<ReturnType<typeof confirmDeletion>>;
  });
}
