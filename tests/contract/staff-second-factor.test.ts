/**
 * Staff privileges need a verified second factor, and a token stops at its next request once its
 * session ends (migration 0170, server/lib/request-claims.ts, ADR 034), through the real
 * supabase-js client with real password sign-ins and TOTP verification: a staff member signed in
 * with a password alone reads no leads, no CV and calls no admin function; after verifying a TOTP
 * code they do; a role taken away, a ban, a sign-out elsewhere or a removed factor stops a token
 * that has not expired at its very next request, on REST, RPC and storage.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../server/auth/staff-roles.ts';
import { sessionEnded } from '../../server/lib/request-claims.ts';
import { nextTotpCode } from '../factories/totp.ts';
import { clientAs, createUser, factoryPassword, type StaffRole, type TestUser } from '../factories/users.ts';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { dbKinds } from '../setup/test-db.ts';
import { testSiteUrl, useTestApp } from '../setup/test-app.ts';
import { decodeJwt } from './auth-helpers.ts';

describe.each(dbKinds())('staff and the second factor (%s)', (kind) => {
  let admin: TestUser;
  let lead: string;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    admin = await createUser(app.deps, { fullName: 'Admin Person', staffRole: 'admin' });
    lead = randomUUID();
    await app.deps.db.query(
      `insert into public.contact_messages (id, kind, name, email, message) values ($1, 'contact', 'Priya', $2, 'A demo please')`,
      [lead, `lead-${lead.slice(0, 8)}@example.test`],
    );
  });

  /** A staff member signed in with their password only (aal1), through /auth/v1. */
  const signIn = async (role: StaffRole) => {
    const user = await createUser(app.deps, { staffRole: role, aal: 'aal1' });
    const client = app.client();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: factoryPassword });
    if (error) throw error;
    return { user, client, token: data.session!.access_token };
  };
  const readsLeads = async (client: SupabaseClient) => {
    const table = await client.from('contact_messages').select('id').eq('id', lead);
    const view = await client.from('staff_leads').select('id').eq('id', lead);
    expect(table.error).toBeNull();
    expect(view.error).toBeNull();
    return table.data!.length === 1 && view.data!.length === 1;
  };
  /** Enrols a TOTP factor and verifies it, as the Profile page does; the session becomes aal2. */
  const enrolTotp = async (client: SupabaseClient) => {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
    if (enrolled.error) throw enrolled.error;
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: await nextTotpCode(secret),
    });
    if (verified.error) throw verified.error;
    return { factorId: enrolled.data.id, secret };
  };
  const refusedWith = (res: { status: number; error: { code?: string; message: string } | null }, message: string) =>
    expect({ status: res.status, code: res.error?.code, message: res.error?.message }).toEqual({
      status: 401,
      code: 'PGRST303',
      message,
    });

  it('a staff member signed in with a password alone reads no leads and calls no admin function', async () => {
    const sales = await signIn('sales');
    expect(decodeJwt(sales.token).payload).toMatchObject({ aal: 'aal1', app_metadata: { role: 'sales' } });
    expect(await readsLeads(sales.client)).toBe(false);
    expect(await sales.client.rpc('is_staff', { roles: ['sales'] })).toMatchObject({ data: false, error: null });
    // Ordinary reads work as for any user.
    expect((await sales.client.from('blog_posts').select('id').limit(1)).error).toBeNull();
    const head = await signIn('admin');
    const users = await head.client.rpc('admin_list_users', {});
    expect(users.error).toMatchObject({ code: '42501', message: 'Only administrators can list users' });
    const log = await head.client.from('staff_activity').select('id').limit(1);
    expect(log).toMatchObject({ error: null, data: [] });
  });

  it('reads leads once a TOTP code is verified, and again after the next password sign-in with a code', async () => {
    const sales = await signIn('sales');
    const { factorId, secret } = await enrolTotp(sales.client);
    const { data: session } = await sales.client.auth.getSession();
    expect(decodeJwt(session.session!.access_token).payload.aal).toBe('aal2');
    expect(await readsLeads(sales.client)).toBe(true);

    // A new sign-in starts at aal1 with aal2 next: the second-factor step, then the leads.
    const again = app.client();
    await again.auth.signInWithPassword({ email: sales.user.email, password: factoryPassword });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect(await readsLeads(again)).toBe(false);
    const verified = await again.auth.mfa.challengeAndVerify({ factorId, code: await nextTotpCode(secret) });
    expect(verified.error).toBeNull();
    expect(await readsLeads(again)).toBe(true);
  });

  it('a role taken away stops the still-valid token at its next request', async () => {
    const sales = await signIn('sales');
    await enrolTotp(sales.client);
    const { data } = await sales.client.auth.getSession();
    const token = data.session!.access_token;
    const asSales = clientAs(app, token);
    expect(await readsLeads(asSales)).toBe(true);

    const removed = await clientAs(app, admin.accessToken).rpc('admin_set_role', {
      user_id: sales.user.id,
      role: null,
    });
    expect(removed.error).toBeNull();
    expect(decodeJwt(token).payload.exp as number).toBeGreaterThan(Date.now() / 1000 + 60);
    refusedWith(await asSales.from('staff_leads').select('id'), sessionEnded);
    refusedWith(await asSales.from('blog_posts').select('id'), sessionEnded);
    refusedWith(await asSales.rpc('is_staff', { roles: ['sales'] }), sessionEnded);
    const cv = await asSales.storage.from('applications').download('any.pdf');
    expect(cv.error?.message).toBe(sessionEnded);
    // The refresh fails too: the browser signs out.
    const refresh = await sales.client.auth.refreshSession();
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('a role taken away with `npm run staff` stops the token at its next request as well', async () => {
    const editor = await createUser(app.deps, { staffRole: 'editor' });
    const asEditor = clientAs(app, editor.accessToken);
    expect((await asEditor.from('staff_posts').select('id').limit(1)).error).toBeNull();
    await setStaffRole(app.deps.db, { email: editor.email, role: null, actor: 'operator: npm run staff' });
    refusedWith(await asEditor.from('staff_posts').select('id').limit(1), sessionEnded);
  });

  it('a ban stops the user’s token at its next request, on REST and storage', async () => {
    const user = await createUser(app.deps, { fullName: 'Soon Banned' });
    const asUser = clientAs(app, user.accessToken);
    expect((await asUser.from('profiles').select('id').eq('id', user.id)).error).toBeNull();
    const ban = await clientAs(app, admin.accessToken).rpc('admin_ban_user', { user_id: user.id, duration: '1 day' });
    expect(ban.error).toBeNull();
    refusedWith(await asUser.from('profiles').select('id').eq('id', user.id), sessionEnded);
    refusedWith(
      await asUser.from('blog_comments').insert({ blog_post_id: randomUUID(), content: 'Still here?' }),
      sessionEnded,
    );
    const upload = await asUser.storage
      .from('images')
      .upload(`avatars/${user.id}/a.png`, new Blob(['x']), { contentType: 'image/png' });
    expect(upload.error?.message).toBe(sessionEnded);
  });

  it('signing out other devices stops their tokens at their next request; this one keeps working', async () => {
    const user = await createUser(app.deps, { fullName: 'Two Devices' });
    const laptop = app.client();
    const phone = app.client();
    for (const device of [laptop, phone]) {
      const { error } = await device.auth.signInWithPassword({ email: user.email, password: factoryPassword });
      if (error) throw error;
    }
    const phoneToken = (await phone.auth.getSession()).data.session!.access_token;
    const mine = await laptop.from('my_sessions').select('id, current, user_agent, last_active_at');
    expect(mine.error).toBeNull();
    expect(mine.data!.filter((s) => s.current)).toHaveLength(1);
    expect(mine.data!.length).toBeGreaterThanOrEqual(2);

    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    refusedWith(await clientAs(app, phoneToken).from('profiles').select('id'), sessionEnded);
    const left = await laptop.from('my_sessions').select('id, current');
    expect(left.data).toEqual([{ id: expect.any(String), current: true }]);
  });

  it('names each session by the browser that opened it, so the profile needs no parser (migration 0396)', async () => {
    const user = await createUser(app.deps, { fullName: 'Named Devices' });
    const from = (userAgent: string | null) =>
      createClient(testSiteUrl, builtinPublishableKey, {
        global: { fetch: app.fetch, headers: userAgent ? { 'User-Agent': userAgent } : {} },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    const windows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const laptop = from(windows);
    const curl = 'curl/8.5.0';
    for (const device of [laptop, from(iphone), from(curl)]) {
      const { error } = await device.auth.signInWithPassword({ email: user.email, password: factoryPassword });
      if (error) throw error;
    }
    const mine = await laptop.from('my_sessions').select('device, current, user_agent');
    expect(mine.error).toBeNull();
    const named = (userAgent: string) => mine.data!.find((s) => s.user_agent === userAgent)?.device;
    expect([named(windows), named(iphone), named(curl)]).toEqual([
      'Chrome on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    expect(mine.data!.find((s) => s.current)).toMatchObject({ device: 'Chrome on Windows', user_agent: windows });
  });
});
