/**
 * Privacy rights (ADR 035, migration 0171, server/privacy/) through the real clients on both
 * engines: every form message records the notice its visitor saw; a signed-in user downloads
 * their data (and only the messages of their confirmed address); deleting an account takes an
 * emailed single-use link that expires, and deletes or anonymises their content as they chose;
 * leads older than the retention period an admin sets are erased by a job that runs once per
 * period across processes and logs what it did.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentTexts, consentVersionFor } from '../../rules/consent-notices.ts';
import { runLeadRetention } from '../../server/privacy/lead-retention.ts';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

type Row = Record<string, unknown>;

describe.each(dbKinds())('privacy rights (%s)', (kind) => {
  let admin: TestUser;
  const sql = async <T extends Row = Row>(text: string, params: unknown[] = []) =>
    (await app.deps.db.query<T>(text, params)).rows;
  const api = (path: string, token: string | null, init: RequestInit = {}) =>
    app.fetch(`${testSiteUrl}/api/account${path}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const lead = (email: string, fields: Row = {}) =>
    app
      .client()
      .from('contact_messages')
      .insert({
        kind: 'contact',
        name: 'Priya Sharma',
        email,
        message: 'We would like a demo.',
        consent_version: consentVersionFor.contact,
        ...fields,
      });

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    admin = await createUser(app.deps, { fullName: 'Admin Person', staffRole: 'admin' });
  });

  describe('consent', () => {
    it('the notices the forms show are the ones the database records, word for word', async () => {
      const rows = await sql<{ version: string; text: string }>(`select version, text from public.consent_texts`);
      const stored = Object.fromEntries(rows.map((r) => [r.version, r.text]));
      for (const [version, text] of Object.entries(consentTexts)) expect(stored[version], version).toBe(text);
      const anon = await app.client().from('consent_texts').select('version').eq('version', consentVersionFor.home);
      expect(anon.data).toHaveLength(1);
    });

    it('stores each message with the notice its visitor saw, and refuses one without it', async () => {
      const email = `consent-${randomUUID().slice(0, 8)}@example.test`;
      expect((await lead(email)).error).toBeNull();
      const [row] = await sql(`select consent_version, consent_text from public.contact_messages where email = $1`, [
        email,
      ]);
      expect(row).toEqual({
        consent_version: consentVersionFor.contact,
        consent_text: consentTexts[consentVersionFor.contact],
      });
      const missing = await lead(`x-${email}`, { consent_version: undefined });
      expect(missing.error).toMatchObject({ code: 'validation_failed', details: 'field: consent_version' });
      const wrongForm = await lead(`y-${email}`, { consent_version: consentVersionFor.application });
      expect(wrongForm.error?.code).toBe('validation_failed');
      expect(
        await sql(`select 1 from public.contact_messages where email in ($1, $2)`, [`x-${email}`, `y-${email}`]),
      ).toEqual([]);
    });
  });

  describe('download my data', () => {
    it('exports the account, profile, posts, comments, chat and the messages sent with its confirmed address', async () => {
      const user = await createUser(app.deps, { fullName: 'Asha Verma' });
      const asUser = clientAs(app, user.accessToken);
      await asUser.from('profiles').upsert({ id: user.id, full_name: 'Asha Verma', organization: 'Jaipur School' });
      const post = await asUser
        .from('blog_posts')
        .insert(postInput(user, { title: 'My lab notes' }))
        .select('id');
      await asUser.from('blog_comments').insert(commentInput(user, (post.data as { id: string }[])[0]!.id, 'Nice'));
      await asUser.from('chat_history').insert({ user_id: user.id, message: 'What does the LMS cost?', is_bot: false });
      expect((await lead(user.email.toUpperCase(), { message: 'Mine, in capitals' })).error).toBeNull();
      expect((await lead(`other-${user.email}`, { message: 'Someone else’s' })).error).toBeNull();

      expect((await api('/export', null)).status).toBe(401);
      const res = await api('/export', user.accessToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const data = (await res.json()) as Record<string, unknown>;
      expect(data.account).toMatchObject({ id: user.id, email: user.email });
      expect(data.profile).toMatchObject({ full_name: 'Asha Verma', organization: 'Jaipur School' });
      expect(data.posts).toEqual([expect.objectContaining({ title: 'My lab notes' })]);
      expect(data.comments).toEqual([expect.objectContaining({ content: 'Nice' })]);
      expect(data.chat_history).toEqual([expect.objectContaining({ message: 'What does the LMS cost?' })]);
      const messages = data.messages_sent_with_your_email as Row[];
      expect(messages.map((m) => m.message)).toEqual(['Mine, in capitals']);
      expect(messages[0]).toMatchObject({ consent_version: consentVersionFor.contact });
      expect(messages[0]).not.toHaveProperty('note');

      // An address not confirmed yet gets no form messages (anyone could have typed it).
      const unconfirmed = await createUser(app.deps, { confirmed: false });
      expect((await lead(unconfirmed.email)).error).toBeNull();
      const theirs = (await (await api('/export', unconfirmed.accessToken)).json()) as Row;
      expect(theirs.messages_sent_with_your_email).toEqual([]);

      // A signed-out session's token exports nothing.
      await sql(`delete from auth.sessions where id = $1`, [user.sessionId]);
      expect((await api('/export', user.accessToken)).status).toBe(401);
    });
  });

  describe('delete my account', () => {
    const linkToken = async (email: string) => {
      const [mail] = await sql<{ text_body: string }>(
        `select text_body from mail.messages where to_address = $1 and purpose = 'account.delete_confirm'
         order by created_at desc limit 1`,
        [email],
      );
      const link = /https?:\/\/\S+\/account\/delete\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
      if (!link) throw new Error(`no deletion link for ${email}`);
      return link[1]!;
    };
    const post = (path: string, token: string | null, body: unknown) =>
      api(path, token, { method: 'POST', body: JSON.stringify(body) });

    it('deletes everything after the emailed link is confirmed, once', async () => {
      const user = await createUser(app.deps, { fullName: 'Leaving Soon' });
      const asUser = clientAs(app, user.accessToken);
      const { data } = await asUser.from('blog_posts').insert(postInput(user)).select('id');
      const postId = (data as { id: string }[])[0]!.id;
      const reader = await createUser(app.deps);
      await clientAs(app, reader.accessToken)
        .from('blog_comments')
        .insert(commentInput(reader, postId, 'Reply'));

      expect((await post('/deletion', user.accessToken, {})).status).toBe(400);
      const asked = await post('/deletion', user.accessToken, { keep_content: false });
      expect(asked.status).toBe(202);
      expect(await asked.json()).toEqual({ email: user.email });
      const token = await linkToken(user.email);

      // Looking at the link spends nothing; the account is still there.
      const look = await api(`/deletion?token=${token}`, null);
      expect(look.status).toBe(200);
      expect(await look.json()).toMatchObject({ email: user.email, keepContent: false });
      expect(await sql(`select 1 from auth.users where id = $1`, [user.id])).toHaveLength(1);

      const done = await post('/deletion/confirm', null, { token });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ deleted: true, posts: 1, content_kept: false });
      expect(await sql(`select 1 from auth.users where id = $1`, [user.id])).toEqual([]);
      expect(await sql(`select 1 from public.blog_posts where id = $1`, [postId])).toEqual([]);
      const again = await post('/deletion/confirm', null, { token });
      expect(again.status).toBe(410);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('link_expired');
      const [logged] = await sql(
        `select action, actor_label, details from public.staff_activity where target_id = $1`,
        [user.id],
      );
      expect(logged).toMatchObject({
        action: 'user.delete',
        actor_label: 'account owner',
        details: { self: true, content_kept: false, posts: 1 },
      });
      expect(JSON.stringify(logged)).not.toContain(user.email);
    });

    it('keeps posts and comments anonymised when asked, and a link dies after an hour', async () => {
      const user = await createUser(app.deps, { fullName: 'Keeps Posts' });
      const asUser = clientAs(app, user.accessToken);
      const { data } = await asUser
        .from('blog_posts')
        .insert(postInput(user, { is_published: true }))
        .select('id');
      const postId = (data as { id: string }[])[0]!.id;
      await asUser.from('blog_comments').insert(commentInput(user, postId, 'My own comment'));

      expect((await post('/deletion', user.accessToken, { keep_content: true })).status).toBe(202);
      const stale = await linkToken(user.email);
      await sql(`update privacy.deletion_requests set created_at = now() - interval '61 minutes' where user_id = $1`, [
        user.id,
      ]);
      expect((await api(`/deletion?token=${stale}`, null)).status).toBe(410);
      expect((await post('/deletion/confirm', null, { token: stale })).status).toBe(410);

      expect((await post('/deletion', user.accessToken, { keep_content: true })).status).toBe(202);
      const token = await linkToken(user.email);
      expect((await post('/deletion/confirm', null, { token })).status).toBe(200);
      expect(await sql(`select author, author_name from public.blog_posts where id = $1`, [postId])).toEqual([
        { author: null, author_name: 'Former member' },
      ]);
      expect(
        await sql(`select author_id, author_name, content from public.blog_comments where blog_post_id = $1`, [postId]),
      ).toEqual([{ author_id: null, author_name: 'Former member', content: 'My own comment' }]);
      const anon = await app.client().from('blog_posts').select('title, author_name').eq('id', postId).single();
      expect(anon.data?.author_name).toBe('Former member');
    });
  });

  describe('lead retention', () => {
    it('admins set the period (logged); anyone reads it; staff without aal2 cannot change it', async () => {
      const asAdmin = clientAs(app, admin.accessToken);
      // The first write of a fresh embedded database plans and compiles the policies and trigger
      // functions, which on a loaded machine can outlast PGlite's 200 ms REST budget: warm up.
      await asAdmin.from('site_settings').update({ lead_retention_months: 24 }).eq('id', true);
      const set = await asAdmin.from('site_settings').update({ lead_retention_months: 18 }).eq('id', true).select();
      expect(set.error).toBeNull();
      expect(set.data).toEqual([expect.objectContaining({ lead_retention_months: 18, updated_by: admin.id })]);
      const read = await app.client().from('site_settings').select('lead_retention_months').single();
      expect(read.data).toEqual({ lead_retention_months: 18 });
      const half = await createUser(app.deps, { staffRole: 'admin', aal: 'aal1' });
      const refused = await clientAs(app, half.accessToken)
        .from('site_settings')
        .update({ lead_retention_months: 1 })
        .eq('id', true)
        .select();
      expect(refused.data).toEqual([]);
      expect(
        (await asAdmin.from('site_settings').update({ lead_retention_months: 0 }).eq('id', true)).error?.code,
      ).toBe('23514');
      const [log] = await sql(
        `select actor_id, details from public.staff_activity where action = 'setting.change' order by id desc limit 1`,
      );
      expect(log).toEqual({ actor_id: admin.id, details: { from: 24, to: 18 } });
      await asAdmin.from('site_settings').update({ lead_retention_months: 24 }).eq('id', true);
    });

    it('erases leads older than the period once per period, across runs and processes, and logs it', async () => {
      const old = `old-${randomUUID().slice(0, 8)}@example.test`;
      const recent = `recent-${randomUUID().slice(0, 8)}@example.test`;
      expect((await lead(old)).error).toBeNull();
      expect((await lead(recent)).error).toBeNull();
      await sql(`update public.contact_messages set created_at = now() - interval '25 months' where email = $1`, [old]);
      await sql(`delete from privacy.job_runs`);

      // Two processes' passes at once: one runs, the other skips.
      const runs = await Promise.all([runLeadRetention(app.deps.db, 3600), runLeadRetention(app.deps.db, 3600)]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(runs.reduce((n, r) => n + r.erased, 0)).toBeGreaterThanOrEqual(1);
      expect(await sql(`select email from public.contact_messages where email in ($1, $2)`, [old, recent])).toEqual([
        { email: recent },
      ]);
      const [log] = await sql(
        `select actor_label, details from public.staff_activity where action = 'lead.erase' order by id desc limit 1`,
      );
      expect(log).toMatchObject({ actor_label: 'retention job', details: { retention_months: 24 } });
      expect((log!.details as { leads: number }).leads).toBeGreaterThanOrEqual(1);

      // Not due again within the period, whoever asks (the schedule is in the database).
      expect(await runLeadRetention(app.deps.db, 3600)).toEqual({ ran: false, erased: 0 });
      await sql(`update privacy.job_runs set last_run_at = now() - interval '2 hours'`);
      expect((await runLeadRetention(app.deps.db, 3600)).ran).toBe(true);
      const service = clientAs(app, await serviceRoleToken(app.deps));
      expect((await service.from('staff_leads').select('email').eq('email', recent)).data).toHaveLength(1);
    });
  });
});
