/**
 * POST /resend {type: signup | email_change, email}: sends the pending confirmation again (a new
 * link replaces the old one), at most once a minute per address. Answers 200 {} when there is
 * nothing to resend, so it does not reveal whether an account exists.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { assertEmailCooldown, queueAuthEmail, type AuthEmailKind } from './auth-mail.ts';
import { AuthApiError, invalid } from './errors.ts';
import { saveFlowState } from './flow-state.ts';
import type { AuthEnv } from './guards.ts';
import { normaliseEmail, pkceParams, readBody, safeRedirect, stringField, type PkceParams } from './http.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail, type UserRecord } from './wire-user.ts';

export async function resendEmail(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const type = stringField(body, 'type');
  if (type === 'sms' || type === 'phone_change') throw new AuthApiError('phone_provider_disabled');
  if (type !== 'signup' && type !== 'email_change') {
    throw invalid('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const raw = stringField(body, 'email');
  if (!raw) throw invalid('Resend requires an email');
  const email = normaliseEmail(raw);
  const pkce = pkceParams(body);
  const redirectTo = safeRedirect(deps.env.SITE_URL, c.req.query('redirect_to'));

  if (type === 'signup') {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.email_confirmed_at) return c.json({});
    assertEmailCooldown(user.confirmation_sent_ago);
    await reissueConfirmation(deps, user, pkce, email, redirectTo);
  } else {
    const { rows } = await deps.db.query<{ email: string }>(
      `select email from auth.users where email_change is not null and email is not null and deleted_at is null
       and (lower(email) = $1 or email_change = $1) limit 1`,
      [email],
    );
    const pending = rows[0] ? await findUserByEmail(deps.db, rows[0].email) : undefined;
    if (!pending?.email_change) return c.json({});
    assertEmailCooldown(pending.email_change_sent_ago);
    await resendEmailChange(deps, pending, pkce, redirectTo);
  }
  return c.json({});
}

async function reissueConfirmation(
  deps: ServerDeps,
  user: UserRecord,
  pkce: PkceParams | undefined,
  email: string,
  redirectTo: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (pkce) await saveFlowState(tx, { userId: user.id, method: 'email/signup', pkce });
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1`, [user.id]);
    const token = await issueOneTimeToken(tx, {
      userId: user.id,
      type: 'confirmation_token',
      sentTo: email,
      pkce: !!pkce,
    });
    await queueAuthEmail(deps, tx, { kind: 'signup', to: email, token, redirectTo, userId: user.id });
  });
}

async function resendEmailChange(
  deps: ServerDeps,
  user: UserRecord,
  pkce: PkceParams | undefined,
  redirectTo: string,
): Promise<void> {
  const newEmail = user.email_change!;
  await deps.db.transaction(async (tx) => {
    if (pkce) await saveFlowState(tx, { userId: user.id, method: 'email_change', pkce });
    await tx.query(
      `update auth.users set email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
      [user.id],
    );
    const out: { kind: AuthEmailKind; to: string; token: string }[] = [];
    const opts = { userId: user.id, pkce: !!pkce };
    out.push({
      kind: 'email_change_new',
      to: newEmail,
      token: await issueOneTimeToken(tx, { ...opts, type: 'email_change_token_new', sentTo: newEmail }),
    });
    if (user.email) {
      out.push({
        kind: 'email_change_current',
        to: user.email,
        token: await issueOneTimeToken(tx, { ...opts, type: 'email_change_token_current', sentTo: user.email }),
      });
    }
    for (const mail of out) await queueAuthEmail(deps, tx, { ...mail, redirectTo, newEmail, userId: user.id });
  });
}
