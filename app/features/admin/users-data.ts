import type { BrowserSupabase, Db } from '../../lib/supabase-types.ts';
import { isStaffRole, type StaffRole } from '../../lib/staff-role.ts';
import { adminPageSize, type AdminListQuery } from './list-query.ts';

/** A user as the Users section shows them (from the admin-only RPC admin_list_users, 0044). */
export type UserRow = {
  id: string;
  email: string;
  confirmed: boolean;
  role: StaffRole | null;
  bannedUntil: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
  name: string | null;
  posts: number;
  comments: number;
};

/** What deleting an account does to what the user wrote (the UI and the README say the same). */
export const deleteConsequence =
  'Their account, profile, blog posts (drafts included) and comments are deleted for good. Their form messages stay in Leads.';

/** How long a ban lasts (PostgreSQL intervals, as admin_ban_user takes them). */
export const banDurations = [
  { value: '24 hours', label: '24 hours' },
  { value: '7 days', label: '7 days' },
  { value: '30 days', label: '30 days' },
  { value: '100 years', label: 'Permanently' },
] as const;

export function isBanDuration(value: unknown): value is string {
  return banDurations.some((d) => d.value === value);
}

type RawUser = Record<string, unknown>;

function str(v: unknown): string | null {
  return typeof v === 'string' && v ? v : null;
}

function toUserRow(raw: RawUser): UserRow {
  const role = raw.role;
  const bannedUntil = str(raw.banned_until);
  return {
    id: String(raw.id),
    email: str(raw.email) ?? '',
    confirmed: Boolean(str(raw.email_confirmed_at)),
    role: isStaffRole(role) ? role : null,
    bannedUntil: bannedUntil && new Date(bannedUntil).getTime() > Date.now() ? bannedUntil : null,
    createdAt: str(raw.created_at),
    lastSignInAt: str(raw.last_sign_in_at),
    name: str(raw.display_name),
    posts: Number(raw.post_count ?? 0),
    comments: Number(raw.comment_count ?? 0),
  };
}

/** One page of users whose email contains the search, with the total. */
export async function listUsers(supabase: Db, q: AdminListQuery): Promise<{ rows: UserRow[]; count: number }> {
  const { data, error } = await supabase.rpc('admin_list_users', {
    search: q.q || null,
    page: q.page,
    per_page: adminPageSize,
  });
  if (error) throw error;
  const users = (data ?? []) as RawUser[];
  // Every row carries the search's total; a page past the end has no rows and so no total.
  const total = users.length > 0 ? Number(users[0]?.total) : 0;
  return { rows: users.map(toUserRow), count: Number.isFinite(total) ? total : users.length };
}

export async function setUserRole(supabase: Db, userId: string, role: StaffRole | null): Promise<void> {
  const { error } = await supabase.rpc('admin_set_role', { user_id: userId, role });
  if (error) throw error;
}

export async function banUser(supabase: Db, userId: string, duration: string): Promise<void> {
  const { error } = await supabase.rpc('admin_ban_user', { user_id: userId, duration });
  if (error) throw error;
}

export async function unbanUser(supabase: Db, userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_unban_user', { user_id: userId });
  if (error) throw error;
}

export async function deleteUser(supabase: Db, userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_delete_user', { user_id: userId });
  if (error) throw error;
}

/** Sends the sign-up confirmation email again (the public endpoint; no admin rights involved). */
export async function resendConfirmation(supabase: BrowserSupabase, email: string): Promise<void> {
  const { error } = await supabase.auth.resend({ type: 'signup', email });
  if (error) throw error;
}
