/**
 * GET /api/account/export: everything the site keeps about the signed-in user, as one JSON file
 * (the DPDP Act's right of access, as the privacy page promises): the account (address, name,
 * when it was made and last used, its staff role, its second factors without their secrets, its
 * open sessions), the profile, posts, comments, reports, chat history, uploaded files, and the
 * messages sent through the site's forms with the account's address, when that address is
 * confirmed (so nobody reads another person's messages by signing up with their address), with
 * the webinar registrations made with it. Staff's internal notes on a message are the company's
 * working record, not part of it. One statement: one consistent snapshot, one round trip.
 */
import type { Db } from '../db/types.ts';
import type { AccountHolder } from './signed-in-user.ts';

const exportSql = `
select jsonb_build_object(
  'account', (select jsonb_build_object(
      'id', u.id, 'email', u.email, 'email_confirmed_at', u.email_confirmed_at, 'created_at', u.created_at,
      'last_sign_in_at', u.last_sign_in_at, 'user_metadata', u.raw_user_meta_data,
      'staff_role', u.raw_app_meta_data ->> 'role')
    from auth.users u where u.id = $1),
  'two_step_verification', (select coalesce(jsonb_agg(jsonb_build_object(
      'type', f.factor_type, 'name', f.friendly_name, 'status', f.status, 'created_at', f.created_at)
      order by f.created_at), '[]'::jsonb)
    from auth.mfa_factors f where f.user_id = $1),
  'sessions', (select coalesce(jsonb_agg(jsonb_build_object(
      'created_at', s.created_at, 'last_active_at', greatest(s.created_at, s.refreshed_at, s.updated_at),
      'user_agent', s.user_agent, 'ip', s.ip) order by s.created_at), '[]'::jsonb)
    from auth.sessions s where s.user_id = $1 and (s.not_after is null or s.not_after > now())),
  'profile', (select to_jsonb(p) from public.profiles p where p.id = $1),
  'posts', (select coalesce(jsonb_agg(to_jsonb(p) order by p.date, p.id), '[]'::jsonb)
    from public.blog_posts p where p.author = $1),
  'comments', (select coalesce(jsonb_agg(to_jsonb(c) - 'report_count' - 'hidden_by' order by c.created_at, c.id), '[]'::jsonb)
    from public.blog_comments c where c.author_id = $1),
  'comment_reports', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at, r.id), '[]'::jsonb)
    from public.comment_reports r where r.reporter_id = $1),
  'chat_history', (select coalesce(jsonb_agg(jsonb_build_object(
      'message', h.message, 'is_bot', h.is_bot, 'created_at', h.created_at) order by h.created_at, h.id), '[]'::jsonb)
    from public.chat_history h where h.user_id = $1),
  'uploads', (select coalesce(jsonb_agg(jsonb_build_object(
      'bucket', o.bucket_id, 'name', o.name, 'created_at', o.created_at,
      'size', o.metadata ->> 'size', 'content_type', o.metadata ->> 'mimetype') order by o.created_at), '[]'::jsonb)
    from storage.objects o where o.owner = $1),
  'messages_sent_with_your_email', case when $3 then (select coalesce(jsonb_agg(
      to_jsonb(m) - 'note' - 'handled_by' - 'updated_at' order by m.created_at, m.id), '[]'::jsonb)
    from public.contact_messages m where m.email ilike $2) else '[]'::jsonb end,
  'webinar_registrations', case when $3 then (select coalesce(jsonb_agg(jsonb_build_object(
      'webinar_id', w.webinar_id, 'name', w.name, 'email', w.email, 'organization', w.organization,
      'created_at', w.created_at) order by w.created_at), '[]'::jsonb)
    from public.webinar_registrations w where w.email ilike $2) else '[]'::jsonb end
) as data`;

/** An address as an ILIKE pattern that matches it alone, in any case. */
function exactly(email: string): string {
  return email.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function exportAccountData(db: Db, holder: AccountHolder, siteUrl: string): Promise<unknown> {
  const { rows } = await db.query<{ data: unknown }>(exportSql, [
    holder.id,
    exactly(holder.email),
    holder.emailConfirmed,
  ]);
  const data = rows[0]?.data;
  const parsed =
    typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : (data as Record<string, unknown>);
  return {
    exported_at: new Date().toISOString(),
    site: siteUrl,
    about:
      'Everything this site keeps about your account. Messages you sent through the forms are included when they ' +
      'carry your account’s confirmed email address.',
    ...parsed,
  };
}
