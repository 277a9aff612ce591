/**
 * Staff roles: `app_metadata.role` of an ordinary user, `admin`, `editor`, `sales` or `marketing` (content only, ADR 038), which
 * GoTrue copies into the access token's `app_metadata` claim (row-level security reads it there).
 * Set only by the service key (/auth/v1/admin) or `npm run staff`; `PUT /user` never touches
 * app_metadata. A change reaches the user's token at its next refresh (within JWT_EXPIRY).
 */
import type { Queryable } from '../db/types.ts';
import { logStaffAction } from './staff-log.ts';

export const staffRoles = ['admin', 'editor', 'sales', 'marketing'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export class StaffInputError extends Error {}

export type StaffMember = { id: string; email: string; role: string; last_sign_in_at: string | null };

export type RoleChange = { id: string; email: string; from: string | null; to: string | null };

/** Everyone with a role in app_metadata, by role then address. */
export async function listStaff(q: Queryable): Promise<StaffMember[]> {
  const { rows } = await q.query<StaffMember>(
    `select id, email, raw_app_meta_data ->> 'role' as role,
       to_char(last_sign_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_sign_in_at
     from auth.users where deleted_at is null and raw_app_meta_data ? 'role'
     order by array_position($1::text[], raw_app_meta_data ->> 'role'), lower(email)`,
    [staffRoles],
  );
  return rows;
}

/**
 * Sets (role) or removes (null) the staff role of the user with `email`, logged as `user.role`
 * with {from, to} in the same transaction. Unknown address or role: StaffInputError.
 */
export async function setStaffRole(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  input: { email: string; role: string | null; actor: string },
): Promise<RoleChange> {
  if (input.role !== null && !isStaffRole(input.role)) {
    throw new StaffInputError(`Unknown role "${input.role}". Valid roles: ${staffRoles.join(', ')}.`);
  }
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string; role: string | null }>(
      `select id, email, raw_app_meta_data ->> 'role' as role from auth.users
       where lower(email) = $1 and deleted_at is null for update`,
      [email],
    );
    const user = rows[0];
    if (!user) throw new StaffInputError(`No user has the email address ${email}.`);
    const change: RoleChange = { id: user.id, email: user.email, from: user.role, to: input.role };
    if (change.from === change.to) return change;
    await tx.query(
      `update auth.users set raw_app_meta_data = case when $2::text is null
         then coalesce(raw_app_meta_data, '{}'::jsonb) - 'role'
         else coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', $2::text) end,
       updated_at = now() where id = $1`,
      [user.id, input.role],
    );
    await logStaffAction(tx, {
      actor: input.actor,
      action: 'user.role',
      userId: user.id,
      details: { email: user.email, from: change.from, to: change.to },
    });
    return change;
  });
}
