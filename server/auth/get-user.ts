/** GET /user: the signed-in user as GoTrue's User JSON. */
import type { Context } from 'hono';
import type { AuthEnv } from './guards.ts';
import { toWireUser } from './wire-user.ts';

export function getUser(c: Context<AuthEnv>): Response {
  return c.json(toWireUser(c.get('auth').user));
}
