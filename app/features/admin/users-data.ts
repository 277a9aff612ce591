import type { SupabaseClient } from '@supabase/supabase-js';
import { isStaffRole, type StaffRole } from '../../lib/staff-role.ts';
import { adminPageSize, type AdminListQuery } from './list-query.ts';

/** A user as the Users section shows them (from the admin-only RPC admin_list_users). */
export type UserRow = {
  id: string;
  email: string;
  confirmed: boolean;
  role: StaffRole | null;
  bannedUntil: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
};

/** What deleting an account does to what the user wrote (the UI and the README say the same). */
export const deleteConsequence =
  'Their account, profile, blog posts (drafts included) and comments are deleted for good. Their form messages stay in Leads.';

/** How long a ban lasts (Go durations, as GoTrue's ban_duration takes them). */
export const banDurations = [
  { value: '24h', label: '24 hours' },
  { value: '168h', label: '7 days' },
  { value: '720h', label: '30 days' },
  { value: '876000h', label: 'Permanently' },
] as const;

export function isBanDuration(value: unknown): value is string {
  return banDurations.some((d) => d.value === value);
}

type RawUser = Record<string, unknown>;

function str(v: unknown): string | null {
  return typeof v === 'string' && v ? v : null;
}

function toUserRow(raw: RawUser): UserRow {
  const appMeta = (raw.app_metadata ?? raw.raw_app_meta_data ?? {}) as { role?: unknown };
  const role = raw.role !== undefined && raw.role !== 'authenticated' ? raw.role : appMeta.role;
  const bannedUntil = str(raw.banned_until);
  return {
    id: String(raw.id),
    email: str(raw.email) ?? '',
    confirmed: typeof raw.confirmed === 'boolean' ? raw.confirmed : Boolean(str(raw.email_confirmed_at)),
    role: isStaffRole(role) ? role : null,
    bannedUntil: bannedUntil && new Date(bannedUntil).getTime() > Date.now() ? bannedUntil : null,
    createdAt: str(raw.created_at),
    lastSignInAt: str(raw.last_sign_in_at),
  };
}

/** One page of users whose email contains the search, with the total. */
export async function listUsers(
  supabase: SupabaseClient,
  q: AdminListQuery,
): Promise<{ rows: UserRow[]; count: number }> {
  const { data, error } = await supabase.rpc('admin_list_users', {
    search: q.q || null,
    page: q.page,
    per_page: adminPageSize,
  });
  if (error) throw error;
  const body = data as { users?: RawUser[]; total?: number } | RawUser[] | null;
  const users = Array.isArray(body) ? body : (body?.users ?? []);
  const first = users[0] as { total_count?: unknown } | undefined;
  const total = Array.isArray(body) ? Number(first?.total_count ?? users.length) : Number(body?.total ?? users.length);
  return { rows: users.map(toUserRow), count: Number.isFinite(total) ? total : users.length };
}

export async function setUserRole(supabase: SupabaseClient, userId: string, role: StaffRole | null): Promise<void> {
  const { error } = await supabase.rpc('admin_set_role', { user_id: userId, role });
  if (error) throw error;
}

export async function banUser(supabase: SupabaseClient, userId: string, duration: string): Promise<void> {
  const { error } = await supabase.rpc('admin_ban_user', { user_id: userId, duration });
  if (error) throw error;
}

export async function unbanUser(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_unban_user', { user_id: userId });
  if (error) throw error;
}

export async function deleteUser(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_delete_user', { user_id: userId });
  if (error) throw error;
}

/** Sends the sign-up confirmation email again (the public endpoint; no admin rights involved). */
export async function resendConfirmation(supabase: SupabaseClient, email: string): Promise<void> {
  const { error } = await supabase.auth.resend({ type: 'signup', email });
  if (error) throw error;
}
