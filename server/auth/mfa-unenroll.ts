/** DELETE /factors/{id}: removes a factor; a verified one only from an aal2 session. */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { AuthApiError } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { findFactor } from './mfa-factors.ts';

export async function unenrollFactor(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const { user, aal } = c.get('auth');
  const factor = await findFactor(deps.db, user.id, c.req.param('id'));
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw new AuthApiError('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    // Sessions that reached aal2 with this factor fall back to aal1 (FK-less column: do it by hand).
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
      factor.id,
    ]);
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  });
  c.get('log').info({ userId: user.id, factorId: factor.id }, 'MFA factor unenrolled');
  return c.json({ id: factor.id });
}
