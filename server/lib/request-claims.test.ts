import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from '../db/types.ts';
import type { RequestAuth } from './request-auth.ts';
import { roleAndClaims, sessionEnded, sessionRefusedCode } from './request-claims.ts';

describe.each(dbKinds())('the session check in every signed-in transaction (%s)', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  const newSession = async (role: string | null = null) => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    await db.query(`insert into auth.users (id, email, raw_app_meta_data) values ($1, $2, $3)`, [
      userId,
      `claims-${userId.slice(0, 8)}@example.test`,
      JSON.stringify(role ? { provider: 'email', role } : { provider: 'email' }),
    ]);
    await db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, userId]);
    const auth = (claims: Record<string, unknown> = {}): RequestAuth => ({
      role: 'authenticated',
      userId,
      claims: {
        role: 'authenticated',
        sub: userId,
        session_id: sessionId,
        aal: 'aal1',
        app_metadata: role ? { role } : {},
        ...claims,
      },
    });
    return { userId, sessionId, auth };
  };

  /** undefined when the transaction runs; otherwise the refusal's message. */
  const refusal = async (auth: RequestAuth): Promise<string | undefined> => {
    try {
      const [, result] = await db.pipeline([
        roleAndClaims(auth, 2000),
        { sql: 'select auth.uid() as uid', params: [] },
      ]);
      expect(result!.rows[0]).toEqual({ uid: auth.userId });
      return undefined;
    } catch (err) {
      expect((err as { code?: string }).code).toBe(sessionRefusedCode);
      return (err as Error).message;
    }
  };

  it('admits a token of an open session; anon and the service role are not looked up', async () => {
    const { auth } = await newSession();
    expect(await refusal(auth())).toBeUndefined();
    const anon = roleAndClaims({ role: 'anon', claims: { role: 'anon' } });
    expect(anon.sql).not.toContain('auth.sessions');
    expect(roleAndClaims(auth(), undefined, { checkSession: false }).sql).not.toContain('auth.sessions');
  });

  it('refuses a token without a session, of another user’s session, or of one that does not exist', async () => {
    const { auth } = await newSession();
    const other = await newSession();
    expect(await refusal(auth({ session_id: undefined }))).toBe(sessionEnded);
    expect(await refusal(auth({ session_id: 'not-a-uuid' }))).toBe(sessionEnded);
    expect(await refusal(auth({ session_id: randomUUID() }))).toBe(sessionEnded);
    expect(await refusal(auth({ session_id: other.sessionId }))).toBe(sessionEnded);
  });

  it('follows sign-out, a ban, a role taken away and a removed second factor at the next statement', async () => {
    const signedOut = await newSession();
    await db.query(`delete from auth.sessions where id = $1`, [signedOut.sessionId]);
    expect(await refusal(signedOut.auth())).toBe(sessionEnded);

    const banned = await newSession();
    await db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [banned.userId]);
    // The ban trigger (0050) ends the session.
    expect(await refusal(banned.auth())).toBe(sessionEnded);

    const staff = await newSession('sales');
    expect(await refusal(staff.auth())).toBeUndefined();
    await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [
      staff.userId,
    ]);
    // However the role is taken away, the sessions end (0170).
    expect(await refusal(staff.auth())).toBe(sessionEnded);

    const twoStep = await newSession();
    await db.query(`update auth.sessions set aal = 'aal2' where id = $1`, [twoStep.sessionId]);
    expect(await refusal(twoStep.auth({ aal: 'aal2' }))).toBeUndefined();
    await db.query(`update auth.sessions set aal = 'aal1' where id = $1`, [twoStep.sessionId]);
    expect(await refusal(twoStep.auth({ aal: 'aal2' }))).toBe(sessionEnded);
  });

  it('keeps the sessions of a user given a role (the old token carries less)', async () => {
    const user = await newSession();
    await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"editor"}' where id = $1`, [
      user.userId,
    ]);
    expect(await refusal(user.auth())).toBeUndefined();
  });
});
