/**
 * POST /logout?scope=global|local|others (default global). Deleting a session deletes its
 * refresh tokens (cascade), and its access tokens stop working on /auth/v1 (session_not_found).
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { invalid } from './errors.ts';
import type { AuthEnv } from './guards.ts';

export async function signOut(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw invalid(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = c.get('auth');
  if (scope === 'global') {
    await deps.db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  } else if (!sessionId) {
    // A token without a session (not one /auth/v1 issues) has no "this session" to keep or end.
  } else if (scope === 'local') {
    await deps.db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await deps.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
  }
  c.get('log').info({ userId: user.id, scope }, 'signed out');
  return c.body(null, 204);
}
