/**
 * POST /factors/{id}/verify {challenge_id, code}: checks the TOTP code (±1 period, each time step
 * usable once per factor), marks the factor verified, raises the session to aal2 and answers a
 * fresh session. Other aal1 sessions of the user end, as in GoTrue.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { forgiveAttempt, throttledAttempt } from './attempt-throttle.ts';
import { AuthApiError, invalid } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { readBody, stringField } from './http.ts';
import { isUuid } from '../../rules/uuid.ts';
import { challengeLifetimeSeconds, findFactor, totpFor, totpPeriod, type FactorRow } from './mfa-factors.ts';
import { insertRefreshToken, newRefreshToken } from './refresh-tokens.ts';
import { recordAuthMethod, sessionResponse, type OpenedSession } from './sessions.ts';

export async function verifyFactor(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const challengeId = stringField(body, 'challenge_id');
  const code = stringField(body, 'code')?.trim();
  if (!challengeId || !code) throw invalid('MFA verification requires challenge_id and code');
  const { user, sessionId } = c.get('auth');
  if (!sessionId) throw new AuthApiError('session_not_found');
  const factor = await findFactor(deps.db, user.id, c.req.param('id'));
  await assertLiveChallenge(deps, factor.id, challengeId);
  // MFA_MAX_FAILURES wrong codes for one factor within MFA_FAILURE_WINDOW_SECONDS make the factor
  // wait (ADR 020), however many sessions, challenges or addresses the guesses come from.
  const attempt = await throttledAttempt(deps, 'mfa', factor.id, (retryAfter) =>
    c.get('log').warn({ factorId: factor.id, retryAfter }, 'MFA verify refused: too many failures'),
  );
  const step = acceptedStep(factor, code);
  const opened = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ last: string | null }>(
      `select max(otp_code::bigint) as last from auth.mfa_challenges where factor_id = $1 and verified_at is not null`,
      [factor.id],
    );
    const last = rows[0]?.last;
    if (step === undefined || (last !== null && last !== undefined && step <= Number(last))) {
      throw new AuthApiError('mfa_verification_failed');
    }
    await tx.query(`update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`, [
      challengeId,
      String(step),
    ]);
    await markVerified(tx, factor);
    return upgradeSession(tx, { userId: user.id, sessionId, factorId: factor.id });
  });
  await forgiveAttempt(deps.db, attempt);
  const response = await sessionResponse(deps, opened);
  c.get('log').info({ userId: user.id, factorId: factor.id }, 'MFA verified: session at aal2');
  return c.json(response);
}

async function assertLiveChallenge(deps: ServerDeps, factorId: string, challengeId: string): Promise<void> {
  const notFound = () =>
    new AuthApiError('mfa_verification_failed', 'MFA factor with the provided challenge ID not found');
  if (!isUuid(challengeId)) throw notFound();
  const { rows } = await deps.db.query<{ expired: boolean }>(
    `select created_at < now() - make_interval(secs => $3) as expired from auth.mfa_challenges
     where id = $1 and factor_id = $2 and verified_at is null`,
    [challengeId, factorId, challengeLifetimeSeconds],
  );
  const challenge = rows[0];
  if (!challenge) throw notFound();
  if (challenge.expired) {
    await deps.db.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
    throw new AuthApiError(
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
}

/** The TOTP time step the code matches (now ±1 period), or undefined. */
function acceptedStep(factor: FactorRow, code: string): number | undefined {
  if (!factor.secret || !/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(factor.secret, 'check', 'check').validate({ token: code, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(Date.now() / 1000 / totpPeriod) + delta;
}

async function markVerified(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
  // Abandoned enrolments of the same type go once one is verified.
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
}

async function upgradeSession(
  tx: Queryable,
  input: { userId: string; sessionId: string; factorId: string },
): Promise<OpenedSession> {
  const { userId, sessionId, factorId } = input;
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
  await recordAuthMethod(tx, sessionId, 'totp');
  await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [userId, sessionId]);
  // The aal1 refresh tokens of this session are retired; the new one starts a fresh chain.
  const { rows } = await tx.query<{ token_hash: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked
     returning token_hash`,
    [sessionId],
  );
  const refreshToken = newRefreshToken();
  await insertRefreshToken(tx, { token: refreshToken, userId, sessionId, parentHash: rows[0]?.token_hash ?? null });
  return { userId, sessionId, refreshToken };
}
