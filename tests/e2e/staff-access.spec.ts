/**
 * Issue #30, done means: "a staff user without TOTP cannot read leads through the site or the
 * API, and a revoked role stops at the next request", in Chromium against the real server
 * (ADR 034, ADR 040). A sales member signed in with a password alone gets the two-step prompt in
 * /admin and no lead from the REST API with their own token (nor can they change one); a sales
 * member with a second factor reads the lead in both; once their role is revoked (`npm run staff
 * -- revoke`, as an operator would), the very same token and the open page read nothing more on
 * their next request, long before the token expires.
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { consented } from '../factories/consent.ts';
import { nextTotpCode } from '../factories/totp.ts';
import { runScript, startServerProcess } from '../setup/server-process.ts';
import { apiUser, type BlogUser } from './blog-helpers.ts';
import { useBrowserAndServer } from './browser.ts';
import { uniqueEmail } from './contact-helpers.ts';
import { grantRole, openOn, signInAs, staffUser } from './admin-helpers.ts';

const run = useBrowserAndServer(() =>
  startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', DEV_MAILBOX: '1' }),
);
let leadEmail: string;

/** A fresh sign-in with a password (aal1), and with the code when `totpSecret` is given (aal2). */
async function tokenOf(user: BlogUser): Promise<string> {
  const db = createClient(run.server.url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signIn = await db.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signIn.error) throw new Error(signIn.error.message);
  if (user.totpSecret) {
    const factors = await db.auth.mfa.listFactors();
    const factor = factors.data!.totp[0]!;
    const verified = await db.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await nextTotpCode(user.totpSecret),
    });
    if (verified.error) throw new Error(verified.error.message);
    return verified.data.access_token;
  }
  return signIn.data.session!.access_token;
}

function aal(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string }).aal;
}

/** The leads this token reads through the REST API: their emails, or the error status. */
async function leadsRead(token: string): Promise<string[] | number> {
  const res = await fetch(`${run.server.url}/rest/v1/contact_messages?select=email,note`, {
    headers: { apikey: builtinPublishableKey, authorization: `Bearer ${token}` },
  });
  if (!res.ok) return res.status;
  return ((await res.json()) as { email: string }[]).map((r) => r.email);
}

beforeAll(async () => {
  leadEmail = uniqueEmail('lead');
  const anon = createClient(run.server.url, builtinPublishableKey, { auth: { persistSession: false } });
  const sent = await anon
    .from('contact_messages')
    .insert(consented({ kind: 'contact', name: 'Farah Khan', email: leadEmail, message: 'A quote for 300 students.' }));
  if (sent.error) throw new Error(sent.error.message);
}, 180_000);

describe('staff privileges', () => {
  it('a sales member without a second factor reads no lead, in /admin or through the API', async () => {
    const member = await apiUser(run.server.url, 'Pankaj Password');
    await grantRole(run.server, member.email, 'sales');
    const token = await tokenOf(member);
    expect(aal(token)).toBe('aal1');
    const read = await leadsRead(token);
    expect(read === 401 || read === 403 || (Array.isArray(read) && read.length === 0)).toBe(true);
    // Nor can they change a lead they cannot see.
    const change = await fetch(`${run.server.url}/rest/v1/contact_messages?email=eq.${encodeURIComponent(leadEmail)}`, {
      method: 'PATCH',
      headers: {
        apikey: builtinPublishableKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ handling_state: 'spam' }),
    });
    if (change.ok) expect(await change.json()).toEqual([]);

    const { page, context } = await openOn(run.browser, run.server.url);
    await signInAs(page, member);
    await page.goto('/admin/leads');
    await page.getByRole('heading', { level: 1, name: 'Two-step verification required' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(0);
    expect(await page.getByText(leadEmail).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a revoked role stops at the next request, with the same token and the same open page', async () => {
    const sales = await staffUser(run.server, 'sales', 'Rohit Revoked');
    const token = await tokenOf(sales);
    expect(aal(token)).toBe('aal2');
    expect(await leadsRead(token)).toContain(leadEmail);

    const { page, context } = await openOn(run.browser, run.server.url);
    await signInAs(page, sales);
    await page.goto('/admin/leads');
    await page.getByRole('row').filter({ hasText: leadEmail }).waitFor();

    await runScript('staff', ['revoke', sales.email], { DATA_DIR: run.server.dataDir }, 60_000);

    // The token has most of its hour left; its next request reads nothing.
    const after = await leadsRead(token);
    expect(after === 401 || after === 403 || (Array.isArray(after) && after.length === 0)).toBe(true);
    // The open page's next load shows no lead either.
    await page.reload();
    await page.getByText('This list could not be loaded.').waitFor();
    await expect.poll(() => page.getByText(leadEmail).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByRole('row').count()).toBe(0);
    await context.close();
  }, 90_000);
});
