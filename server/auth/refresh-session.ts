/**
 * POST /token?grant_type=refresh_token. Rotation: the presented token is revoked and its child
 * issued. A revoked token presented again within the reuse interval (concurrent tabs) gets the
 * child already issued; later, it is a replay: the whole session (token family) is revoked.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { AuthApiError, invalid } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { readBody, stringField } from './http.ts';
import { childToken, hashToken, insertRefreshToken, newRefreshToken, reuseIntervalSeconds } from './refresh-tokens.ts';
import { sessionResponse, type OpenedSession } from './sessions.ts';

type TokenRow = {
  token_hash: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  within_reuse: boolean;
  session_expired: boolean | null;
  session_exists: boolean;
};

export async function refreshSession(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const token = stringField(body, 'refresh_token') ?? '';
  if (token.length < 12 || token.length > 256) throw invalid('Refresh token is not valid');
  const secret = await deps.keys.refreshTokenSecret();
  const outcome = await deps.db.transaction((tx) => rotate(tx, secret, token));
  if (outcome.replayed) {
    c.get('log').warn({ userId: outcome.userId }, 'refresh token replayed: session revoked');
    throw new AuthApiError('refresh_token_already_used');
  }
  return c.json(await sessionResponse(deps, outcome.opened));
}

type Outcome = { replayed: true; userId: string } | { replayed: false; opened: OpenedSession };

async function rotate(tx: Queryable, secret: Buffer, token: string): Promise<Outcome> {
  const { rows } = await tx.query<TokenRow>(
    `select rt.token_hash, rt.user_id, rt.session_id, rt.revoked,
       rt.updated_at > now() - make_interval(secs => $2) as within_reuse,
       s.not_after < now() as session_expired, s.id is not null as session_exists
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token_hash = $1
     for update of rt`,
    [hashToken(token), reuseIntervalSeconds],
  );
  const row = rows[0];
  if (!row) throw new AuthApiError('refresh_token_not_found');
  const userId = row.user_id;
  // Before the session checks, as GoTrue: a ban also ends the sessions (server/auth/admin-users.ts),
  // and a banned user's refresh token is answered user_banned rather than session_expired.
  const { rows: banned } = await tx.query(`select 1 from auth.users where id = $1 and banned_until > now()`, [userId]);
  if (banned.length > 0) throw new AuthApiError('user_banned', 'Invalid Refresh Token: User Banned');
  if (!row.session_id || !row.session_exists) {
    throw new AuthApiError('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (row.session_expired) throw new AuthApiError('session_expired');
  const sessionId = row.session_id;

  let next: string;
  if (!row.revoked) {
    next = childToken(secret, token);
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1`, [
      row.token_hash,
    ]);
    await insertRefreshToken(tx, { token: next, userId, sessionId, parentHash: row.token_hash });
  } else if (row.within_reuse) {
    next = await activeDescendant(tx, secret, token, { userId, sessionId, parentHash: row.token_hash });
  } else {
    // Committed (not rolled back): the family stays revoked after the error is returned.
    await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
    return { replayed: true, userId };
  }
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [sessionId]);
  return { replayed: false, opened: { userId, sessionId, refreshToken: next } };
}

/**
 * The live token this parent already rotated into (following a few rotations made within the
 * interval). If none can be derived (e.g. the signing key changed meanwhile), a new child.
 */
async function activeDescendant(
  tx: Queryable,
  secret: Buffer,
  parent: string,
  family: { userId: string; sessionId: string; parentHash: string },
): Promise<string> {
  let current = parent;
  for (let depth = 0; depth < 5; depth++) {
    const candidate = childToken(secret, current);
    const { rows } = await tx.query<{ revoked: boolean }>(
      `select revoked from auth.refresh_tokens where token_hash = $1 and session_id = $2`,
      [hashToken(candidate), family.sessionId],
    );
    const found = rows[0];
    if (!found) break;
    if (!found.revoked) return candidate;
    current = candidate;
  }
  const fresh = newRefreshToken();
  await insertRefreshToken(tx, { token: fresh, ...family });
  return fresh;
}
