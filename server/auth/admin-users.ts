/**
 * /admin/users: GoTrue's admin API behind supabase-js `auth.admin.*` (listUsers, getUserById,
 * createUser, updateUserById, deleteUser), for the service key only (requireServiceRole).
 * Shapes and error codes are GoTrue's (internal/api/admin.go). Every change is logged to the
 * staff activity log in its own transaction (server/auth/staff-log.ts, actor 'service key').
 *
 * Bans set `banned_until` (Go duration from now; 'none' lifts) and end the user's sessions: their
 * access tokens stop working on /auth/v1 at once (on /rest/v1 when they expire, as in Supabase),
 * and their refresh tokens are answered 400 user_banned, then session_expired once lifted.
 * Deleting a user ends their sessions and removes what references them with ON DELETE CASCADE.
 */
import { statementBudgetMs } from '../lib/statement-timeout.ts';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { AuthApiError, invalid } from './errors.ts';
import { DurationError, goDurationMillis } from './go-duration.ts';
import type { AuthEnv } from './guards.ts';
import { emailField, isObject, normaliseEmail, objectField, readBody, stringField, type Body } from './http.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { logStaffAction, serviceKeyActor, type StaffAction } from './staff-log.ts';
import { isStaffRole, staffRoles } from './staff-roles.ts';
import { findUserById, json, listUsersPage, toWireUser, type UserRecord } from './wire-user.ts';
import { isUuid } from '../../rules/uuid.ts';

const defaultPerPage = 50;
const maxPerPage = 1000;
/** GET /admin/users?page=&per_page=&filter= → {users, aud} with X-Total-Count and Link. */
export async function adminListUsers(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const page = pageParam(c.req.query('page'), 1, 'page');
  const perPage = pageParam(c.req.query('per_page'), defaultPerPage, 'per_page');
  if (perPage > maxPerPage) throw invalid(`Bad Pagination Parameters: per_page must be at most ${maxPerPage}`);
  const filter = c.req.query('filter') || undefined;
  const budgetMs = statementBudgetMs(deps.env, deps.db.kind, 'staff');
  const { users, total } = await listUsersPage(deps.db, { page, perPage, filter, budgetMs });
  c.header('Link', paginationLink(c.req.url, page, perPage, total));
  c.header('X-Total-Count', String(total));
  c.header('Cache-Control', 'no-store');
  return c.json({ users: users.map(toWireUser), aud: 'authenticated' });
}

function pageParam(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw invalid(`Bad Pagination Parameters: ${name} must be a whole number from 1`);
  }
  return Number(text);
}

/**
 * GoTrue's Link header: `<…?page=N&per_page=M>; rel="next", <…?page=L&per_page=M>; rel="last"`,
 * the request's own path and query with `page` first (supabase-js reads the number after the
 * first `=`).
 */
export function paginationLink(requestUrl: string, page: number, perPage: number, total: number): string {
  const url = new URL(requestUrl);
  const totalPages = Math.ceil(total / perPage);
  const at = (n: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.delete('page');
    query.set('per_page', String(perPage));
    const rest = [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const search = new URLSearchParams([['page', String(n)], ...rest]);
    return `<${url.pathname}?${search}>`;
  };
  let header = '';
  if (totalPages > page) header += `${at(page + 1)}; rel="next", `;
  header += `${at(totalPages)}; rel="last"`;
  return header;
}

/** GET /admin/users/:id */
export async function adminGetUser(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const user = await loadUser(deps.db, c.req.param('id'));
  return c.json(toWireUser(user));
}

async function loadUser(q: Queryable, id: string | undefined, options: { lock?: boolean } = {}): Promise<UserRecord> {
  if (!isUuid(id)) {
    throw new AuthApiError('validation_failed', 'user_id must be an UUID', { status: 404 });
  }
  const user = await findUserById(q, id, options);
  if (!user) throw new AuthApiError('user_not_found', 'User not found', { status: 404 });
  return user;
}

type Ban = { until: Date | null; duration: string };

/** `ban_duration`: a Go duration from now, or 'none' to lift a ban (GoTrue: 400 validation_failed otherwise). */
export function readBan(body: Body, now = new Date()): Ban | undefined {
  const duration = stringField(body, 'ban_duration');
  if (duration === undefined || duration === '') return undefined;
  if (duration === 'none') return { until: null, duration };
  let millis: number;
  try {
    millis = goDurationMillis(duration);
  } catch (err) {
    if (err instanceof DurationError) throw invalid(`invalid format for ban duration: ${err.message}`);
    throw err;
  }
  // A zero duration lifts the ban, as GoTrue's user.Ban.
  return { until: millis === 0 ? null : new Date(now.getTime() + millis), duration };
}

function booleanField(body: Body, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid(`"${key}" must be a boolean`);
  return value;
}

/**
 * app_metadata from the admin API: merged into the stored one (a null value deletes a key).
 * `role` is a staff role (or null to remove it); `provider`/`providers` stay the server's.
 */
function readAppMetadata(body: Body): Record<string, unknown> | undefined {
  const meta = objectField(body, 'app_metadata');
  if (!meta) return undefined;
  if ('role' in meta && meta.role !== null && !isStaffRole(meta.role)) {
    throw invalid(`app_metadata.role must be one of ${staffRoles.join(', ')} (or null to remove it)`);
  }
  const { provider: _p, providers: _ps, ...rest } = meta;
  return rest;
}

/** GoTrue's db `role` column becomes the token's role claim: only the default is accepted. */
function refuseDbRole(body: Body): void {
  const role = stringField(body, 'role');
  if (role !== undefined && role !== '' && role !== 'authenticated') {
    throw invalid('role must be "authenticated"; staff roles go in app_metadata.role');
  }
}

function refusePhone(body: Body): void {
  if (stringField(body, 'phone')) throw new AuthApiError('phone_provider_disabled');
}

async function mergeJson(
  tx: Queryable,
  userId: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  data: Record<string, unknown>,
) {
  const set = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  const removed = Object.keys(data).filter((k) => data[k] === null);
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(set), removed],
  );
}

/**
 * Sets banned_until. A ban (not a lift) also ends every open session of the user: the trigger of
 * migration 0050 does it for every way a ban is set, the rows kept so that their refresh tokens
 * are answered user_banned.
 */
async function applyBan(tx: Queryable, userId: string, ban: Ban): Promise<void> {
  await tx.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
    userId,
    ban.until?.toISOString() ?? null,
  ]);
}

const banLog = (ban: Ban): { action: StaffAction; details: Record<string, unknown> } =>
  ban.until && ban.until.getTime() > Date.now()
    ? { action: 'user.ban', details: { duration: ban.duration, until: ban.until.toISOString() } }
    : { action: 'user.unban', details: { duration: ban.duration } };

/** POST /admin/users */
export async function adminCreateUser(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  refusePhone(body);
  refuseDbRole(body);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw invalid('Cannot create a user without either an email or phone');
  const email = normaliseEmail(rawEmail);
  const password = stringField(body, 'password');
  if (password !== undefined && password !== '') assertAcceptablePassword(password, 'Password is required');
  if (stringField(body, 'password_hash')) throw invalid('password_hash is not accepted here; send password');
  const confirmed = booleanField(body, 'email_confirm');
  const userMetadata = objectField(body, 'user_metadata') ?? {};
  const appMetadata = readAppMetadata(body) ?? {};
  const ban = readBan(body);
  const id = stringField(body, 'id');
  if (id !== undefined && id !== '' && !isUuid(id)) throw invalid('ID must conform to the uuid v4 format');
  const passwordHash = password ? await hashPassword(password) : null;

  const user = await deps.db.transaction(async (tx) => {
    const { rows: taken } = await tx.query(`select 1 from auth.users where lower(email) = $1`, [email]);
    if (taken.length > 0) throw new AuthApiError('email_exists');
    const app = Object.fromEntries(
      Object.entries({ provider: 'email', providers: ['email'], ...appMetadata }).filter(([, v]) => v !== null),
    );
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data)
       values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', 'authenticated', $2, $3,
         case when $4::boolean then now() end, $5, $6)
       returning id`,
      [id || null, email, passwordHash, confirmed, JSON.stringify(app), JSON.stringify(userMetadata)],
    );
    const userId = rows[0]!.id;
    const identityData = { sub: userId, email, email_verified: confirmed, phone_verified: false };
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
      [userId, JSON.stringify(identityData)],
    );
    if (ban) await applyBan(tx, userId, ban);
    await logStaffAction(tx, {
      actor: serviceKeyActor,
      action: 'user.create',
      userId,
      details: { email, email_confirm: confirmed, role: isStaffRole(app.role) ? app.role : null },
    });
    if (ban) await logStaffAction(tx, { actor: serviceKeyActor, userId, ...banLog(ban) });
    return (await findUserById(tx, userId))!;
  });
  c.get('log').info({ userId: user.id }, 'admin: user created');
  return c.json(toWireUser(user));
}

/** PUT /admin/users/:id */
export async function adminUpdateUser(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  refusePhone(body);
  refuseDbRole(body);
  const email = emailField(body);
  const password = stringField(body, 'password');
  if (password !== undefined) assertAcceptablePassword(password, 'Password update requires a valid password');
  const confirm = booleanField(body, 'email_confirm');
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = readAppMetadata(body);
  const ban = readBan(body);
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
  const id = c.req.param('id');

  const user = await deps.db.transaction(async (tx) => {
    const before = await loadUser(tx, id, { lock: true });
    const changed: string[] = [];
    if (email !== undefined && email !== before.email?.toLowerCase()) {
      const { rows } = await tx.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [
        email,
        before.id,
      ]);
      if (rows.length > 0) throw new AuthApiError('email_exists');
      await tx.query(`update auth.users set email = $2, email_change = null, updated_at = now() where id = $1`, [
        before.id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [before.id, email, confirm],
      );
      changed.push('email');
    }
    if (confirm && !before.email_confirmed_at) {
      await tx.query(`update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1`, [before.id]);
      changed.push('email_confirm');
    }
    if (passwordHash !== undefined) {
      // As GoTrue's UpdatePassword without a session: every session and pending link ends.
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        before.id,
        passwordHash,
      ]);
      await tx.query(`delete from auth.sessions where user_id = $1`, [before.id]);
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [before.id]);
      changed.push('password');
    }
    if (userMetadata) {
      await mergeJson(tx, before.id, 'raw_user_meta_data', userMetadata);
      changed.push('user_metadata');
    }
    const roleBefore = roleOf(before);
    if (appMetadata) {
      await mergeJson(tx, before.id, 'raw_app_meta_data', appMetadata);
      const otherKeys = Object.keys(appMetadata).filter((k) => k !== 'role');
      if (otherKeys.length > 0) changed.push(...otherKeys.map((k) => `app_metadata.${k}`));
    }
    if (ban) await applyBan(tx, before.id, ban);
    const after = (await findUserById(tx, before.id))!;
    const roleAfter = roleOf(after);
    const target = { actor: serviceKeyActor, userId: before.id };
    if (changed.length > 0) {
      await logStaffAction(tx, { ...target, action: 'user.update', details: { email: after.email, changed } });
    }
    if (roleBefore !== roleAfter) {
      await logStaffAction(tx, {
        ...target,
        action: 'user.role',
        details: { email: after.email, from: roleBefore, to: roleAfter },
      });
    }
    if (ban)
      await logStaffAction(tx, { ...target, ...banLog(ban), details: { email: after.email, ...banLog(ban).details } });
    return after;
  });
  c.get('log').info({ userId: user.id, ban: ban?.duration }, 'admin: user updated');
  return c.json(toWireUser(user));
}

function roleOf(user: UserRecord): string | null {
  const meta = json<Record<string, unknown>>(user.raw_app_meta_data);
  return isObject(meta) && typeof meta.role === 'string' ? meta.role : null;
}

/**
 * DELETE /admin/users/:id {should_soft_delete?}. Hard: the row goes, and with it (ON DELETE
 * CASCADE) sessions, refresh tokens, identities, factors, the profile, blog posts and their
 * comments, comments and chat history; uploads (storage.objects, no foreign key) stay, owner
 * kept. Soft (GoTrue's): the row stays with deleted_at set, its address, phone, password and
 * metadata cleared, identities, factors and sessions deleted; the user's content stays.
 */
export async function adminDeleteUser(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  // An empty body is a hard delete.
  const soft = booleanField(await readBody(c), 'should_soft_delete');
  const id = c.req.param('id');
  await deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, id, { lock: true });
    await logStaffAction(tx, {
      actor: serviceKeyActor,
      action: 'user.delete',
      userId: user.id,
      details: { email: user.email, soft },
    });
    if (!soft) {
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
      return;
    }
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null,
         email_change = null, raw_user_meta_data = '{}'::jsonb,
         raw_app_meta_data = raw_app_meta_data - 'role', updated_at = now() where id = $1`,
      [user.id],
    );
    for (const table of ['auth.sessions', 'auth.identities', 'auth.mfa_factors', 'auth.one_time_tokens']) {
      await tx.query(`delete from ${table} where user_id = $1`, [user.id]);
    }
  });
  c.get('log').info({ userId: id, soft }, 'admin: user deleted');
  return c.json({});
}
