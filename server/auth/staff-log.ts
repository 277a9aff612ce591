/**
 * Staff actions on users go to the activity log (`public.staff_activity`) through
 * `public.log_staff_action`, in the transaction of the change: the entry exists exactly when the
 * change does. The actor is set transaction-locally in `app.actor` ('service key' for the admin
 * API, 'operator: npm run staff' for the command); the function prefers a request's JWT claims.
 */
import type { Queryable } from '../db/types.ts';

export type StaffAction = 'user.create' | 'user.update' | 'user.role' | 'user.ban' | 'user.unban' | 'user.delete';

export const serviceKeyActor = 'service key';
export const staffCommandActor = 'operator: npm run staff';

export async function logStaffAction(
  tx: Queryable,
  entry: { actor: string; action: StaffAction; userId: string; details: Record<string, unknown> },
): Promise<void> {
  await tx.query(`select set_config('app.actor', $1, true)`, [entry.actor]);
  await tx.query(`select public.log_staff_action($1, 'user', $2, $3::jsonb)`, [
    entry.action,
    entry.userId,
    JSON.stringify(entry.details),
  ]);
}
