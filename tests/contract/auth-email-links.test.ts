/**
 * Scanner-safe e-mail links and the site's PKCE flow (#26), on both engines, through the site's
 * own browser client (app/lib/browser-supabase.ts, auth-js with flowType 'pkce') and the real
 * server with the site built: every auth e-mail links to the confirm page; a HEAD or GET of that
 * link (what mail scanners and link previews send) spends nothing, nor does a HEAD of GoTrue's
 * /verify; only `verifyOtp`, the confirm page's button, spends the token, once. The PKCE flow
 * keeps GoTrue's shape for API callers: GET /verify answers `?code=`, traded once with the
 * verifier the browser kept.
 */
import { describe, expect, it } from 'vitest';
import { createBrowserSupabase } from '../../app/lib/browser-supabase.ts';
import { sessionStorageKey } from '../../app/lib/supabase.ts';
import type { BrowserSupabase } from '../../app/lib/supabase-types.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { confirmLinkOf, latestMail, mailTo, openLink, password, uniqueEmail, verifyLinkOf } from './auth-helpers.ts';
import { memoryStorage } from '../setup/memory-storage.ts';

describe.each(dbKinds())('auth e-mail links and PKCE (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false' }, { site: true });

  /** The site's browser client with its own memory store (what localStorage holds). */
  function browser(): { client: BrowserSupabase; stored: Map<string, string> } {
    const stored = new Map<string, string>();
    const client = createBrowserSupabase(testSiteUrl, builtinPublishableKey, sessionStorageKey(testSiteUrl), {
      fetch: app.fetch,
      storage: memoryStorage(stored),
    });
    return { client, stored };
  }

  /** What a mail scanner does with a link: HEAD it, then GET it (following redirects). */
  async function scan(link: string): Promise<string> {
    const head = await app.fetch(link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const get = await app.fetch(link);
    expect(get.status).toBe(200);
    return get.text();
  }

  const flowStates = async (email: string) =>
    (
      await app.deps.db.query<{ n: number }>(
        `select count(*)::int as n from auth.flow_state f join auth.users u on u.id = f.user_id where u.email = $1`,
        [email],
      )
    ).rows[0]!.n;

  it('sign-up: the e-mail opens the confirm page; scanning it spends nothing, its button does, once', async () => {
    const { client, stored } = browser();
    const email = uniqueEmail('scanner');
    const signUp = await client.auth.signUp({ email, password, options: { emailRedirectTo: `${testSiteUrl}/blog` } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    // The site's client is PKCE: it kept a verifier, and the server the challenge.
    expect([...stored.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);
    expect(await flowStates(email)).toBe(1);

    const mail = await latestMail(app, email);
    expect(mail.links.filter((l) => l.includes('/auth/v1/verify'))).toEqual([]);
    const link = confirmLinkOf(mail);
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/confirm');
    expect(url.searchParams.get('type')).toBe('signup');
    expect(url.searchParams.get('next')).toBe('/blog');
    const tokenHash = url.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^pkce_/);

    const page = await scan(link);
    expect(page).toContain('Confirm email address');
    expect(page).not.toContain(tokenHash);
    await scan(link);
    // GoTrue's own link for the same token: a HEAD spends nothing either.
    expect((await app.fetch(verifyLinkOf(mail), { method: 'HEAD', redirect: 'manual' })).status).toBe(200);

    const confirmed = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.user.email).toBe(email);
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.getSession()).data.session?.access_token).toBe(confirmed.data.session?.access_token);
    // The flow the link started goes with it.
    expect(await flowStates(email)).toBe(0);

    const again = await browser().client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.data.session).toBeNull();
  });

  it('password reset: scanned link still works; the button opens a recovery session, and the new password holds', async () => {
    const { client: setup } = browser();
    const email = uniqueEmail('reset-scan');
    await setup.auth.signUp({ email, password });
    await setup.auth.verifyOtp({
      token_hash: new URL(confirmLinkOf(await latestMail(app, email))).searchParams.get('token_hash')!,
      type: 'signup',
    });

    const { client } = browser();
    const reset = await client.auth.resetPasswordForEmail(email, { redirectTo: `${testSiteUrl}/reset-password` });
    expect(reset.error).toBeNull();
    const mail = (await mailTo(app, email)).find((m) => m.subject.startsWith('Reset your'))!;
    const link = new URL(confirmLinkOf(mail));
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('next')).toBe('/reset-password');
    expect(await scan(link.href)).toContain('Choose a new password');

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const opened = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'recovery',
    });
    expect(opened.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'a-brand-new-secret' })).error).toBeNull();
    const { client: later } = browser();
    expect((await later.auth.signInWithPassword({ email, password: 'a-brand-new-secret' })).error).toBeNull();
  });

  it('e-mail change: both halves link to the confirm page; the first answers a message, the second the session', async () => {
    const { client } = browser();
    const email = uniqueEmail('change-from');
    await client.auth.signUp({ email, password });
    await client.auth.verifyOtp({
      token_hash: new URL(confirmLinkOf(await latestMail(app, email))).searchParams.get('token_hash')!,
      type: 'signup',
    });
    const newEmail = uniqueEmail('change-to');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();

    const toNew = new URL(confirmLinkOf(await latestMail(app, newEmail)));
    const toOld = new URL(confirmLinkOf((await mailTo(app, email)).find((m) => m.subject.includes('change'))!));
    for (const link of [toNew, toOld]) {
      expect(link.searchParams.get('type')).toBe('email_change');
      expect(await scan(link.href)).toContain('Confirm the change');
    }
    const first = await client.auth.verifyOtp({
      token_hash: toNew.searchParams.get('token_hash')!,
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    // (the server answers GoTrue's message, which auth-js does not pass on: the page says it)
    expect(first.data.user).toBeNull();
    const second = await client.auth.verifyOtp({
      token_hash: toOld.searchParams.get('token_hash')!,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });

  it("PKCE for API callers: GoTrue's /verify answers ?code=, traded once and only with this browser's verifier", async () => {
    const { client } = browser();
    const email = uniqueEmail('pkce-code');
    await client.auth.signUp({ email, password, options: { emailRedirectTo: `${testSiteUrl}/` } });
    const opened = await openLink(app, verifyLinkOf(await latestMail(app, email)));
    expect(opened.status).toBe(303);
    const code = new URL(opened.location).searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened.location).not.toContain('access_token');

    // Another browser (no verifier) cannot trade it.
    const { client: other } = browser();
    expect((await other.auth.exchangeCodeForSession(code!)).error).not.toBeNull();
    const traded = await client.auth.exchangeCodeForSession(code!);
    expect(traded.error).toBeNull();
    expect(traded.data.user?.email).toBe(email);
    expect((await client.auth.exchangeCodeForSession(code!)).error).not.toBeNull();
  });
});
