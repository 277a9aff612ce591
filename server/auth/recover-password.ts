/**
 * POST /recover: e-mails a single-use recovery link (1 hour) when the address has an account,
 * and answers 200 {} either way, so the response does not reveal whether it exists.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { assertEmailCooldown, queueAuthEmail } from './auth-mail.ts';
import { invalid } from './errors.ts';
import { saveFlowState } from './flow-state.ts';
import type { AuthEnv } from './guards.ts';
import { normaliseEmail, pkceParams, readBody, safeRedirect, stringField } from './http.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail } from './wire-user.ts';

export async function recoverPassword(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const raw = stringField(body, 'email');
  if (!raw) throw invalid('Password recovery requires an email');
  const email = normaliseEmail(raw);
  const pkce = pkceParams(body);
  const redirectTo = safeRedirect(deps.env.SITE_URL, c.req.query('redirect_to'));

  const user = await findUserByEmail(deps.db, email);
  if (!user || user.is_banned) return c.json({});
  assertEmailCooldown(user.recovery_sent_ago);
  await deps.db.transaction(async (tx) => {
    if (pkce) await saveFlowState(tx, { userId: user.id, method: 'recovery', pkce });
    await tx.query(`update auth.users set recovery_sent_at = now() where id = $1`, [user.id]);
    const token = await issueOneTimeToken(tx, { userId: user.id, type: 'recovery_token', sentTo: email, pkce: !!pkce });
    await queueAuthEmail(deps, tx, { kind: 'recovery', to: email, token, redirectTo, userId: user.id });
  });
  c.get('log').info({ userId: user.id }, 'recovery email queued');
  return c.json({});
}
