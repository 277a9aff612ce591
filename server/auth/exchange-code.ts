/** POST /token?grant_type=pkce: trades a verified e-mail flow's auth code plus the verifier for a session. */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { exchangeAuthCode } from './flow-state.ts';
import { requestMeta, type AuthEnv } from './guards.ts';
import { readBody, stringField } from './http.ts';
import { createSession, sessionResponse } from './sessions.ts';

export async function exchangeCode(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const authCode = stringField(body, 'auth_code') ?? '';
  const codeVerifier = stringField(body, 'code_verifier') ?? '';
  const opened = await deps.db.transaction(async (tx) => {
    const { userId, method } = await exchangeAuthCode(tx, { authCode, codeVerifier });
    return { userId, ...(await createSession(tx, { userId, method, meta: requestMeta(c, deps) })) };
  });
  return c.json(await sessionResponse(deps, opened));
}
