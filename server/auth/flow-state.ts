/**
 * PKCE flow state for e-mail flows (sign-up, recovery, e-mail change with flowType 'pkce'): the
 * code challenge is saved when the e-mail is sent; the verified link answers `?code=<auth_code>`;
 * `/token?grant_type=pkce` trades that code and the verifier for a session, once.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { AuthApiError, invalid } from './errors.ts';
import type { PkceParams } from './http.ts';
import type { AuthMethod } from './sessions.ts';

/** An auth code is good for 5 minutes after the link was verified (GoTrue's flow-state expiry). */
const authCodeLifetimeSeconds = 300;

export async function saveFlowState(
  q: Queryable,
  input: { userId: string; method: AuthMethod; pkce: PkceParams },
): Promise<void> {
  // One pending flow per user and method: a newer e-mail replaces the older flow.
  await q.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [
    input.userId,
    input.method,
  ]);
  await q.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method) values ($1, $2, $3, $4, 'email', $5)`,
    [input.userId, randomUUID(), input.pkce.method, input.pkce.codeChallenge, input.method],
  );
}

/** Forgets the user's pending flow of `method` (its link was spent without a code). */
export async function dropFlowState(q: Queryable, userId: string, method: AuthMethod): Promise<void> {
  await q.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [userId, method]);
}

/** Marks the user's pending flow verified and returns its auth code. */
export async function issueAuthCode(q: Queryable, userId: string, method: AuthMethod): Promise<string> {
  const { rows } = await q.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw new AuthApiError('flow_state_not_found');
  return code;
}

/** Checks the verifier against the saved challenge and consumes the flow. */
export async function exchangeAuthCode(
  q: Queryable,
  input: { authCode: string; codeVerifier: string },
): Promise<{ userId: string; method: AuthMethod }> {
  if (!input.authCode || !input.codeVerifier) {
    throw invalid('invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await q.query<{
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: AuthMethod;
    expired: boolean;
  }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
     returning user_id, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at < now() - make_interval(secs => $2) as expired`,
    [input.authCode, authCodeLifetimeSeconds],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw new AuthApiError('flow_state_not_found');
  if (flow.expired) throw new AuthApiError('flow_state_expired');
  const expected =
    flow.code_challenge_method.toLowerCase() === 's256'
      ? createHash('sha256').update(input.codeVerifier).digest('base64url')
      : input.codeVerifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge.replace(/=+$/, ''));
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AuthApiError('bad_code_verifier');
  return { userId: flow.user_id, method: flow.authentication_method };
}
