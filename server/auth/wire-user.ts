/**
 * Reading users the way the wire needs them: one query loads the row, its identities and its
 * MFA factors, with timestamps formatted as ISO 8601 in UTC by PostgreSQL. `toWireUser` shapes
 * GoTrue's `models.User` JSON (empty timestamps omitted, email/phone always strings).
 */
import { readRows } from '../db/read.ts';
import type { Db, Queryable, Statement } from '../db/types.ts';

export type WireUser = Record<string, unknown> & { id: string };

export type UserRecord = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  invited_at: string | null;
  reauthentication_sent_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  is_banned: boolean;
  /** Seconds since confirmation/recovery/e-mail-change mails were last sent (for cool-downs). */
  confirmation_sent_ago: number | null;
  recovery_sent_ago: number | null;
  email_change_sent_ago: number | null;
  identities: unknown;
  factors: unknown;
};

/** `to_char(col)` as ISO 8601 UTC with microseconds, like Go's JSON encoding of time.Time. */
export function iso(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const ago = (column: string) => `extract(epoch from (now() - u.${column}))::float8`;

const userSelect = `
  select u.id, u.aud, u.role, u.email, u.phone, u.encrypted_password,
    ${iso('u.email_confirmed_at')} as email_confirmed_at, ${iso('u.phone_confirmed_at')} as phone_confirmed_at,
    ${iso('u.confirmed_at')} as confirmed_at, ${iso('u.confirmation_sent_at')} as confirmation_sent_at,
    ${iso('u.recovery_sent_at')} as recovery_sent_at, u.email_change,
    ${iso('u.email_change_sent_at')} as email_change_sent_at, ${iso('u.invited_at')} as invited_at,
    ${iso('u.reauthentication_sent_at')} as reauthentication_sent_at, ${iso('u.banned_until')} as banned_until,
    ${iso('u.deleted_at')} as deleted_at, ${iso('u.last_sign_in_at')} as last_sign_in_at,
    u.raw_app_meta_data, u.raw_user_meta_data, ${iso('u.created_at')} as created_at,
    ${iso('u.updated_at')} as updated_at, u.is_anonymous,
    coalesce(u.banned_until > now(), false) as is_banned,
    ${ago('confirmation_sent_at')} as confirmation_sent_ago, ${ago('recovery_sent_at')} as recovery_sent_ago,
    ${ago('email_change_sent_at')} as email_change_sent_ago,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', ${iso('i.last_sign_in_at')},
        'created_at', ${iso('i.created_at')}, 'updated_at', ${iso('i.updated_at')}, 'email', i.email)
        order by i.created_at), '[]'::jsonb)
      from auth.identities i where i.user_id = u.id) as identities,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
        'created_at', ${iso('f.created_at')}, 'updated_at', ${iso('f.updated_at')},
        'last_challenged_at', ${iso('f.last_challenged_at')}, 'phone', coalesce(f.phone, ''))
        order by f.created_at), '[]'::jsonb)
      from auth.mfa_factors f where f.user_id = u.id) as factors
  from auth.users u`;

/** The statement that reads one live user as a `UserRecord`, for callers that batch it. */
export function userByIdStatement(id: string): Statement {
  return { sql: `${userSelect} where u.id = $1 and u.deleted_at is null`, params: [id] };
}

export async function findUserById(q: Queryable | Db, id: string, options: { lock?: boolean } = {}) {
  if (options.lock) await q.query('select 1 from auth.users where id = $1 for update', [id]);
  const { sql, params } = userByIdStatement(id);
  const rows = await readRows<UserRecord>(q, sql, params);
  return rows[0];
}

/** One page of live users, newest first, and how many there are in all (GET /admin/users). */
export async function listUsersPage(
  q: Queryable | Db,
  options: { page: number; perPage: number; filter?: string | undefined; budgetMs?: number | undefined },
): Promise<{ users: UserRecord[]; total: number }> {
  const params: unknown[] = [];
  let where = `u.deleted_at is null and u.aud = 'authenticated'`;
  if (options.budgetMs !== undefined) {
    // The clock guard at every row scanned (server/lib/statement-timeout.ts): a filter is a scan.
    params.push(Math.max(1, Math.floor(options.budgetMs)));
    where = `rest_guard.on_time($1::int) and ${where}`;
  }
  if (options.filter) {
    // GoTrue's filter: the address or the name, case-insensitive, anywhere in the text.
    params.push(`%${options.filter.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const p = `$${params.length}`;
    where += ` and (u.email ilike ${p} or u.raw_user_meta_data ->> 'full_name' ilike ${p}
      or u.raw_user_meta_data ->> 'fullName' ilike ${p})`;
  }
  const n = params.length;
  const users = await readRows<UserRecord>(
    q,
    `${userSelect} where ${where} order by u.created_at desc, u.id limit $${n + 1} offset $${n + 2}`,
    [...params, options.perPage, (options.page - 1) * options.perPage],
  );
  const counted = await readRows<{ total: number }>(
    q,
    `select count(*)::int as total from auth.users u where ${where}`,
    params,
  );
  return { users, total: counted[0]?.total ?? 0 };
}

export async function findUserByEmail(q: Queryable | Db, email: string): Promise<UserRecord | undefined> {
  const rows = await readRows<UserRecord>(
    q,
    `${userSelect} where lower(u.email) = lower($1) and u.deleted_at is null`,
    [email],
  );
  return rows[0];
}

export function json<T = unknown>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export type WireFactor = { id: string; friendly_name?: string | null; status: string; factor_type: string };

export function factorsOf(user: UserRecord): WireFactor[] {
  return json<WireFactor[]>(user.factors) ?? [];
}

export function hasVerifiedFactor(user: UserRecord): boolean {
  return factorsOf(user).some((f) => f.status === 'verified');
}

export function toWireUser(u: UserRecord): WireUser {
  const out: WireUser = { id: u.id, aud: u.aud, role: u.role, email: u.email ?? '' };
  const optional = (key: string, value: string | null) => {
    if (value) out[key] = value;
  };
  optional('email_confirmed_at', u.email_confirmed_at);
  out.phone = u.phone ?? '';
  optional('phone_confirmed_at', u.phone_confirmed_at);
  optional('confirmation_sent_at', u.confirmation_sent_at);
  optional('confirmed_at', u.confirmed_at);
  optional('recovery_sent_at', u.recovery_sent_at);
  optional('new_email', u.email_change);
  optional('email_change_sent_at', u.email_change_sent_at);
  optional('invited_at', u.invited_at);
  optional('reauthentication_sent_at', u.reauthentication_sent_at);
  optional('banned_until', u.banned_until);
  optional('deleted_at', u.deleted_at);
  optional('last_sign_in_at', u.last_sign_in_at);
  out.app_metadata = json(u.raw_app_meta_data) ?? {};
  out.user_metadata = json(u.raw_user_meta_data) ?? {};
  out.identities = json(u.identities) ?? [];
  const factors = factorsOf(u).map((f) => {
    const { friendly_name, ...rest } = f;
    return friendly_name ? { ...rest, friendly_name } : rest;
  });
  if (factors.length > 0) out.factors = factors;
  out.created_at = u.created_at;
  out.updated_at = u.updated_at;
  out.is_anonymous = u.is_anonymous;
  return out;
}
