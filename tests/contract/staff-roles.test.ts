/**
 * The staff role matrix (migrations 0041–0044, ADR 028) through the real supabase-js client, for
 * anon, a plain user, sales, editor and admin: the leads inbox (contact_messages, staff_leads),
 * posts (blog_posts, staff_posts), comment moderation (blog_comments, comment_reports,
 * staff_comments) and the admin RPCs, each cell checked against the database afterwards, and
 * what each change writes to staff_activity.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, factoryPassword, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { decodeJwt } from './auth-helpers.ts';

type Actor = 'anon' | 'user' | 'sales' | 'editor' | 'admin';
const actors: Actor[] = ['anon', 'user', 'sales', 'editor', 'admin'];
type Row = Record<string, unknown>;

describe.each(dbKinds())('staff roles (%s)', (kind) => {
  let service: SupabaseClient;
  let author: TestUser;
  let author2: TestUser;
  const users = {} as Record<Exclude<Actor, 'anon'>, TestUser>;
  const as = {} as Record<Actor, SupabaseClient>;

  const sql = async <T extends Row = Row>(text: string, params: unknown[] = []) =>
    (await app.deps.db.query<T>(text, params)).rows;
  const one = async <T extends Row>(text: string, params: unknown[] = []) => {
    const [row] = await sql<T>(text, params);
    if (!row) throw new Error(`no row: ${text}`);
    return row;
  };
  const logOf = (targetId: string) =>
    sql(`select action, actor_id, actor_label, details from public.staff_activity where target_id = $1 order by id`, [
      targetId,
    ]);
  const newPost = async (owner: TestUser, published = true) => {
    const { data, error } = await service
      .from('blog_posts')
      .insert(postInput(owner, { is_published: published }))
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };
  const newComment = async (owner: TestUser, postId: string, content = 'A fair point.') => {
    const { data, error } = await service
      .from('blog_comments')
      .insert(commentInput(owner, postId, content))
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };
  const newLead = async (fields: Row = {}) => {
    const id = randomUUID();
    await sql(`insert into public.contact_messages (id, kind, name, email, message) values ($1, $2, $3, $4, $5)`, [
      id,
      fields.kind ?? 'contact',
      fields.name ?? 'Priya Sharma',
      fields.email ?? `lead-${id.slice(0, 8)}@example.test`,
      fields.message ?? 'We would like a demo for our school.',
    ]);
    return id;
  };

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    service = clientAs(app, await serviceRoleToken(app.deps));
    author = await createUser(app.deps, { fullName: 'Post Author' });
    author2 = await createUser(app.deps, { fullName: 'Second Author' });
    users.user = await createUser(app.deps, { fullName: 'Plain Reader' });
    users.sales = await createUser(app.deps, { fullName: 'Sales Person', staffRole: 'sales' });
    users.editor = await createUser(app.deps, { fullName: 'Editor Person', staffRole: 'editor' });
    users.admin = await createUser(app.deps, { fullName: 'Admin Person', staffRole: 'admin' });
    as.anon = app.client();
    for (const name of ['user', 'sales', 'editor', 'admin'] as const) as[name] = clientAs(app, users[name].accessToken);
  });

  describe('leads', () => {
    let lead: string;
    beforeEach(async () => {
      lead = await newLead();
    });

    it('shows every lead to admin and sales only', async () => {
      for (const actor of actors) {
        const table = await as[actor].from('contact_messages').select('id, email, handling_state').eq('id', lead);
        const view = await as[actor].from('staff_leads').select('id, note, handled_by').eq('id', lead);
        if (actor === 'admin' || actor === 'sales') {
          expect(table.data, actor).toHaveLength(1);
          expect(view.data, actor).toHaveLength(1);
        } else if (actor === 'anon') {
          expect(table.error?.code, actor).toBe('42501');
          expect(view.error?.code, actor).toBe('42501');
        } else {
          expect(table, actor).toMatchObject({ error: null, data: [] });
          expect(view, actor).toMatchObject({ error: null, data: [] });
        }
      }
    });

    it('lets admin and sales change the handling state and note only, and logs each change', async () => {
      for (const actor of ['anon', 'user', 'editor'] as const) {
        const res = await as[actor].from('contact_messages').update({ handling_state: 'spam' }).eq('id', lead).select();
        if (actor === 'anon') expect(res.error?.code).toBe('42501');
        else expect(res.error ?? res.data, actor).toEqual([]);
      }
      expect((await sql(`select handling_state from public.contact_messages where id = $1`, [lead]))[0]).toEqual({
        handling_state: 'new',
      });

      const other = await as.admin.from('contact_messages').update({ delivery_state: 'sent' }).eq('id', lead);
      expect(other.error?.code).toBe('42501');
      const email = await as.sales.from('contact_messages').update({ email: 'x@example.test' }).eq('id', lead);
      expect(email.error?.code).toBe('42501');

      const moved = await as.sales
        .from('contact_messages')
        .update({ handling_state: 'in_progress' })
        .eq('id', lead)
        .select('handling_state, handled_by, updated_at');
      expect(moved.error).toBeNull();
      expect(moved.data).toEqual([
        { handling_state: 'in_progress', handled_by: users.sales.id, updated_at: expect.any(String) },
      ]);
      const noted = await as.admin
        .from('contact_messages')
        .update({ note: '  Called back, demo on Friday  ' })
        .eq('id', lead);
      expect(noted.error).toBeNull();
      const row = (await sql(`select note, handled_by from public.contact_messages where id = $1`, [lead]))[0];
      expect(row).toEqual({ note: 'Called back, demo on Friday', handled_by: users.admin.id });

      expect(await logOf(lead)).toEqual([
        {
          action: 'lead.status',
          actor_id: users.sales.id,
          actor_label: users.sales.email,
          details: expect.objectContaining({ from: 'new', to: 'in_progress' }),
        },
        {
          action: 'lead.note',
          actor_id: users.admin.id,
          actor_label: users.admin.email,
          details: expect.objectContaining({ note: 'Called back, demo on Friday' }),
        },
      ]);
    });

    it('pages, filters, searches and counts the inbox on the server', async () => {
      const tag = randomUUID().slice(0, 8);
      const ids = [];
      for (let i = 0; i < 5; i++) {
        ids.push(await newLead({ kind: i % 2 ? 'support' : 'contact', message: `Question ${tag} number ${i}` }));
      }
      const search = await as.sales
        .from('staff_leads')
        .select('id, kind', { count: 'exact' })
        .or(`name.ilike.%${tag}%,email.ilike.%${tag}%,message.ilike.%${tag}%`)
        .eq('kind', 'contact')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 1);
      expect(search.error).toBeNull();
      expect(search.count).toBe(3);
      expect(search.data).toHaveLength(2);
      const badge = await as.admin
        .from('contact_messages')
        .select('*', { count: 'exact', head: true })
        .eq('handling_state', 'new');
      expect(badge.error).toBeNull();
      const { n } = await one<{ n: number }>(
        `select count(*)::int as n from public.contact_messages where handling_state = 'new'`,
      );
      expect(badge.count).toBe(n);
      const userBadge = await as.user
        .from('contact_messages')
        .select('*', { count: 'exact', head: true })
        .eq('handling_state', 'new');
      expect(userBadge.count).toBe(0);
    });
  });

  describe('posts', () => {
    it('shows drafts to editors and admins, not to sales or other users', async () => {
      const draft = await newPost(author, false);
      for (const actor of actors) {
        const { data } = await as[actor].from('blog_posts').select('id').eq('id', draft);
        const listed = await as[actor].from('staff_posts').select('id, author_name, comment_count').eq('id', draft);
        const sees = actor === 'editor' || actor === 'admin';
        expect(data ?? [], actor).toHaveLength(sees ? 1 : 0);
        if (actor === 'anon') expect(listed.error?.code).toBe('42501');
        else
          expect(listed.data, actor).toEqual(
            sees ? [{ id: draft, author_name: author.fullName, comment_count: 0 }] : [],
          );
      }
    });

    it('lets editors and admins publish, edit and delete any post, sanitised and logged', async () => {
      const draft = await newPost(author, false);
      for (const actor of ['user', 'sales'] as const) {
        const res = await as[actor].from('blog_posts').update({ is_published: true }).eq('id', draft).select('id');
        expect(res.data ?? [], actor).toEqual([]);
        const del = await as[actor].from('blog_posts').delete().eq('id', draft).select('id');
        expect(del.data ?? [], actor).toEqual([]);
      }
      const published = await as.editor.from('blog_posts').update({ is_published: true }).eq('id', draft).select('id');
      expect(published).toMatchObject({ error: null, data: [{ id: draft }] });
      const edited = await as.admin
        .from('blog_posts')
        .update({ content: '<p>Edited by staff<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
        .eq('id', draft);
      expect(edited.error).toBeNull();
      const { content } = await one<{ content: string }>(`select content from public.blog_posts where id = $1`, [
        draft,
      ]);
      expect(content).toContain('Edited by staff');
      expect(content).not.toMatch(/<script|onerror/i);
      const byline = await as.editor.from('blog_posts').update({ author: users.editor.id }).eq('id', draft);
      expect(byline.error).toMatchObject({ code: '42501', message: "Only the author may change a post's author" });
      const name = await as.editor.from('blog_posts').update({ author_name: 'Someone Else' }).eq('id', draft);
      expect(name.error?.code).toBe('42501');

      // The author's own changes are not staff activity.
      const own = clientAs(app, author.accessToken);
      expect((await own.from('blog_posts').update({ title: 'Author retitled' }).eq('id', draft)).error).toBeNull();

      const unpublished = await as.editor.from('blog_posts').update({ is_published: false }).eq('id', draft);
      expect(unpublished.error).toBeNull();
      const deleted = await as.admin.from('blog_posts').delete().eq('id', draft).select('id');
      expect(deleted.data).toEqual([{ id: draft }]);
      const log = await logOf(draft);
      expect(log.map((e) => [e.action, e.actor_id])).toEqual([
        ['post.publish', users.editor.id],
        ['post.update', users.admin.id],
        ['post.unpublish', users.editor.id],
        ['post.delete', users.admin.id],
      ]);
      expect(log[1]!.details).toMatchObject({ changed: ['content'], author: author.id });
    });

    it('pages the Posts list newest first with a count', async () => {
      const res = await as.editor
        .from('staff_posts')
        .select('id, title, author_name, is_published, date', { count: 'exact' })
        .order('date', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 2);
      expect(res.error).toBeNull();
      const { n } = await one<{ n: number }>(`select count(*)::int as n from public.blog_posts`);
      expect(res.count).toBe(n);
      const dates = res.data!.map((p) => Date.parse(p.date as string));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });

  describe('comments', () => {
    let post: string;
    let comment: string;
    beforeEach(async () => {
      post = await newPost(author);
      comment = await newComment(author2, post, 'Rude words here');
    });

    it('hides a comment from every reader, its author included, but not from editors and admins', async () => {
      for (const actor of ['user', 'sales'] as const) {
        const res = await as[actor].from('blog_comments').update({ hidden: true }).eq('id', comment).select('id');
        expect(res.data ?? [], actor).toEqual([]);
      }
      const byAuthor = await clientAs(app, author2.accessToken)
        .from('blog_comments')
        .update({ hidden: true })
        .eq('id', comment)
        .select('id');
      expect(byAuthor.data ?? []).toEqual([]);
      const content = await as.editor.from('blog_comments').update({ content: 'Rewritten' }).eq('id', comment);
      expect(content.error?.code).toBe('42501');

      const hidden = await as.editor
        .from('blog_comments')
        .update({ hidden: true })
        .eq('id', comment)
        .select('hidden, hidden_by');
      expect(hidden).toMatchObject({ error: null, data: [{ hidden: true, hidden_by: users.editor.id }] });

      const readers = {
        ...as,
        author: clientAs(app, author2.accessToken),
        postAuthor: clientAs(app, author.accessToken),
      };
      for (const [who, client] of Object.entries(readers)) {
        const { data, count } = await client
          .from('blog_comments')
          .select('id', { count: 'exact' })
          .eq('blog_post_id', post);
        const staff = who === 'editor' || who === 'admin';
        expect(data, who).toHaveLength(staff ? 1 : 0);
        expect(count, who).toBe(staff ? 1 : 0);
      }
      const unhidden = await as.admin.from('blog_comments').update({ hidden: false }).eq('id', comment);
      expect(unhidden.error).toBeNull();
      expect((await as.anon.from('blog_comments').select('id').eq('id', comment)).data).toHaveLength(1);
      const log = await logOf(comment);
      expect(log.map((e) => [e.action, e.actor_id])).toEqual([
        ['comment.hide', users.editor.id],
        ['comment.unhide', users.admin.id],
      ]);
      expect(log[0]!.details).toMatchObject({ post_id: post, author_id: author2.id, excerpt: 'Rude words here' });
    });

    it('lets editors and admins delete any comment, logged; an author deleting their own is not', async () => {
      const del = await as.sales.from('blog_comments').delete().eq('id', comment).select('id');
      expect(del.data ?? []).toEqual([]);
      expect((await as.editor.from('blog_comments').delete().eq('id', comment).select('id')).data).toEqual([
        { id: comment },
      ]);
      const own = await newComment(author2, post, 'My own words');
      const mine = await clientAs(app, author2.accessToken).from('blog_comments').delete().eq('id', own).select('id');
      expect(mine.data).toEqual([{ id: own }]);
      expect((await logOf(comment)).map((e) => e.action)).toEqual(['comment.delete']);
      expect(await logOf(own)).toEqual([]);

      // A post deleted by staff logs the post, not each comment that goes with it.
      const other = await newComment(author2, post);
      expect((await as.admin.from('blog_posts').delete().eq('id', post)).error).toBeNull();
      expect(await logOf(other)).toEqual([]);
      expect((await logOf(post)).map((e) => e.action)).toEqual(['post.delete']);
    });

    it('takes one report per user of someone else’s visible comment, and shows reports to staff', async () => {
      const reporter = clientAs(app, users.user.accessToken);
      const anonReport = await as.anon.from('comment_reports').insert({ comment_id: comment, reason: 'spam' });
      expect(anonReport.error?.code).toBe('42501');
      const first = await reporter.from('comment_reports').insert({ comment_id: comment, reason: '  Insulting  ' });
      expect(first.error).toBeNull();
      const again = await reporter.from('comment_reports').insert({ comment_id: comment, reason: 'again' });
      expect(again.error?.code).toBe('23505');
      const tooLong = await as.sales.from('comment_reports').insert({ comment_id: comment, reason: 'x'.repeat(501) });
      expect(tooLong.error?.code).toBe('23514');
      const own = await clientAs(app, author2.accessToken).from('comment_reports').insert({ comment_id: comment });
      expect(own.error?.code).toBe('42501');
      const forged = await as.sales.from('comment_reports').insert({ comment_id: comment, reporter_id: users.user.id });
      expect(forged.error?.code).toBe('42501');
      expect((await as.sales.from('comment_reports').insert({ comment_id: comment })).error).toBeNull();

      expect((await reporter.from('comment_reports').select('reason').eq('comment_id', comment)).data).toEqual([
        { reason: 'Insulting' },
      ]);
      expect((await clientAs(app, author2.accessToken).from('comment_reports').select('id')).data).toEqual([]);
      expect((await as.editor.from('comment_reports').select('id').eq('comment_id', comment)).data).toHaveLength(2);

      // Reported first in the moderation list, with the reasons.
      const list = await as.editor
        .from('staff_comments')
        .select('id, post_title, author_name, hidden, report_count, reported, reports', { count: 'exact' })
        .order('reported', { ascending: false })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 0);
      expect(list.error).toBeNull();
      expect(list.data![0]).toMatchObject({
        author_name: author2.fullName,
        hidden: false,
        report_count: 2,
        reported: true,
        reports: expect.arrayContaining([expect.objectContaining({ reason: 'Insulting' })]),
      });
      for (const actor of ['anon', 'user', 'sales'] as const) {
        const res = await as[actor].from('staff_comments').select('id').eq('id', comment);
        if (actor === 'anon') expect(res.error?.code).toBe('42501');
        else expect(res.data, actor).toEqual([]);
      }

      // Hidden: nobody reports it any more; dismissing reports lowers the count.
      await as.editor.from('blog_comments').update({ hidden: true }).eq('id', comment);
      const late = await as.admin.from('comment_reports').insert({ comment_id: comment });
      expect(late.error?.code).toBe('42501');
      const userDismiss = await reporter.from('comment_reports').delete().eq('comment_id', comment).select('id');
      expect(userDismiss.data ?? []).toEqual([]);
      const dismissed = await as.editor.from('comment_reports').delete().eq('comment_id', comment).select('id');
      expect(dismissed.data).toHaveLength(2);
      expect((await sql(`select report_count from public.blog_comments where id = $1`, [comment]))[0]).toEqual({
        report_count: 0,
      });
    });
  });

  describe('users (admin RPCs)', () => {
    it('refuses everyone but admins with a clear error', async () => {
      const target = await createUser(app.deps);
      const calls = {
        admin_list_users: { search: null, page: 1, per_page: 5 },
        admin_set_role: { user_id: target.id, role: 'editor' },
        admin_ban_user: { user_id: target.id, duration: '1 day' },
        admin_unban_user: { user_id: target.id },
        admin_delete_user: { user_id: target.id },
      };
      const verbs: Record<string, string> = {
        admin_list_users: 'list users',
        admin_set_role: 'change roles',
        admin_ban_user: 'ban users',
        admin_unban_user: 'unban users',
        admin_delete_user: 'delete users',
      };
      for (const actor of ['anon', 'user', 'sales', 'editor'] as const) {
        for (const [fn, args] of Object.entries(calls)) {
          const { error, status } = await as[actor].rpc(fn, args);
          expect(error?.code, `${actor} ${fn}`).toBe('42501');
          if (actor === 'anon') expect(status).toBe(401);
          else expect(error?.message, `${actor} ${fn}`).toBe(`Only administrators can ${verbs[fn]}`);
        }
      }
      const [row] = await sql(
        `select raw_app_meta_data ->> 'role' as role, banned_until from auth.users where id = $1`,
        [target.id],
      );
      expect(row).toEqual({ role: null, banned_until: null });
    });

    it('lists users with their role, counts and a total', async () => {
      const tag = randomUUID().slice(0, 8);
      const found = await createUser(app.deps, { fullName: `Findable ${tag}`, staffRole: 'sales' });
      await newPost(found);
      const res = await as.admin.rpc('admin_list_users', { search: tag, page: 1, per_page: 10 });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        expect.objectContaining({
          id: found.id,
          email: found.email,
          display_name: `Findable ${tag}`,
          role: 'sales',
          banned_until: null,
          post_count: 1,
          comment_count: 0,
          total: 1,
        }),
      ]);
      const page = await as.admin.rpc('admin_list_users', { page: 2, per_page: 2 });
      expect(page.error).toBeNull();
      expect(page.data).toHaveLength(2);
      const { n } = await one<{ n: number }>(`select count(*)::int as n from auth.users`);
      expect(page.data![0].total).toBe(n);
    });

    it('sets and removes roles; the role reaches the token; an admin keeps their own', async () => {
      const target = await createUser(app.deps);
      expect(await as.admin.rpc('admin_set_role', { user_id: target.id, role: 'root' })).toMatchObject({
        error: { code: '22023' },
      });
      expect(await as.admin.rpc('admin_set_role', { user_id: target.id, role: 'editor' })).toMatchObject({
        error: null,
        data: 'editor',
      });
      const client = app.client();
      const signIn = await client.auth.signInWithPassword({ email: target.email, password: factoryPassword });
      expect(decodeJwt(signIn.data.session!.access_token).payload.app_metadata).toMatchObject({ role: 'editor' });

      // Taking it away ends the sessions: the refresh token no longer works.
      expect((await as.admin.rpc('admin_set_role', { user_id: target.id, role: null })).error).toBeNull();
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).not.toBeNull();
      const again = await app.client().auth.signInWithPassword({ email: target.email, password: factoryPassword });
      expect(decodeJwt(again.data.session!.access_token).payload.app_metadata).not.toHaveProperty('role');

      const self = await as.admin.rpc('admin_set_role', { user_id: users.admin.id, role: 'editor' });
      expect(self.error).toMatchObject({ code: 'P0001', message: 'You cannot remove your own admin role' });
      expect((await logOf(target.id)).map((e) => [e.action, e.details])).toEqual([
        ['user.role', expect.objectContaining({ from: null, to: 'editor' })],
        ['user.role', expect.objectContaining({ from: 'editor', to: null })],
      ]);
    });

    it('bans (ending every session) and unbans; an admin cannot ban themselves', async () => {
      const target = await createUser(app.deps);
      const client = app.client();
      expect(
        (await client.auth.signInWithPassword({ email: target.email, password: factoryPassword })).error,
      ).toBeNull();
      expect((await as.admin.rpc('admin_ban_user', { user_id: target.id, duration: '0 seconds' })).error?.code).toBe(
        '22023',
      );
      const ban = await as.admin.rpc('admin_ban_user', { user_id: target.id, duration: '7 days' });
      expect(ban.error).toBeNull();
      expect(Date.parse(ban.data as string)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      // Every session ends (as with a ban through the admin API): a refresh is told the user is banned.
      expect(
        await sql(`select 1 from auth.sessions where user_id = $1 and (not_after is null or not_after > now())`, [
          target.id,
        ]),
      ).toEqual([]);
      expect((await client.auth.refreshSession()).error?.code).toBe('user_banned');
      const refused = await app.client().auth.signInWithPassword({ email: target.email, password: factoryPassword });
      expect(refused.error?.code).toBe('user_banned');

      expect((await as.admin.rpc('admin_unban_user', { user_id: target.id })).error).toBeNull();
      const back = await app.client().auth.signInWithPassword({ email: target.email, password: factoryPassword });
      expect(back.error).toBeNull();
      const self = await as.admin.rpc('admin_ban_user', { user_id: users.admin.id, duration: '1 hour' });
      expect(self.error).toMatchObject({ code: 'P0001', message: 'You cannot ban yourself' });
      expect((await logOf(target.id)).map((e) => e.action)).toEqual(['user.ban', 'user.unban']);
    });

    it('deletes an account with its posts, comments and chat history; never the acting admin', async () => {
      const target = await createUser(app.deps);
      const post = await newPost(target);
      await newComment(author, post);
      const elsewhere = await newComment(target, await newPost(author));
      await sql(`insert into public.chat_history (user_id, message) values ($1, 'hello')`, [target.id]);
      const self = await as.admin.rpc('admin_delete_user', { user_id: users.admin.id });
      expect(self.error).toMatchObject({ code: 'P0001' });
      expect((await as.admin.rpc('admin_delete_user', { user_id: target.id })).error).toBeNull();
      const [left] = await sql(
        `select (select count(*) from auth.users where id = $1)::int as users,
                (select count(*) from public.blog_posts where author = $1)::int as posts,
                (select count(*) from public.blog_comments where blog_post_id = $2 or id = $3)::int as comments,
                (select count(*) from public.chat_history where user_id = $1)::int as chat`,
        [target.id, post, elsewhere],
      );
      expect(left).toEqual({ users: 0, posts: 0, comments: 0, chat: 0 });
      // One entry for the account, none for each post or comment that went with it.
      expect(await logOf(post)).toEqual([]);
      expect(await logOf(elsewhere)).toEqual([]);
      expect(await logOf(target.id)).toEqual([
        expect.objectContaining({
          action: 'user.delete',
          actor_id: users.admin.id,
          details: expect.objectContaining({ email: target.email, posts: 1, comments: 1 }),
        }),
      ]);
      expect((await as.admin.rpc('admin_delete_user', { user_id: target.id })).error?.message).toBe('No such user');
    });
  });
});
