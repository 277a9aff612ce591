/** POST /factors/{id}/challenge: a challenge to verify a TOTP code against, valid 5 minutes. */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { AuthApiError } from './errors.ts';
import { requestMeta, type AuthEnv } from './guards.ts';
import { readBody } from './http.ts';
import { challengeLifetimeSeconds, findFactor } from './mfa-factors.ts';

export async function challengeFactor(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  await readBody(c); // supabase-js sends {factorId, channel}; nothing in it matters for TOTP
  const { user } = c.get('auth');
  const factor = await findFactor(deps.db, user.id, c.req.param('id'));
  if (factor.factor_type !== 'totp') throw new AuthApiError('mfa_factor_not_found');
  const { rows } = await deps.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
    return tx.query<{ id: string; expires_at: string }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
       returning id, (floor(extract(epoch from created_at)) + $3)::bigint as expires_at`,
      [factor.id, requestMeta(c, deps).ip, challengeLifetimeSeconds],
    );
  });
  const challenge = rows[0]!;
  return c.json({ id: challenge.id, type: 'totp', expires_at: Number(challenge.expires_at) });
}
