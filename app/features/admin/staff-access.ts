import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import { readOr, type Viewer } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { canOpen, type AdminSection, type StaffRole } from '../../lib/staff-role.ts';

/**
 * What a staff member's session still needs before staff privileges work (they need aal2 in the
 * database, ADR 034): nothing, the code of the factor they have, or setting a factor up first.
 */
export type SecondFactorNeed = 'none' | 'verify' | 'enrol';

/** Who opens a staff page: the viewer, their role, and whether this section is theirs. */
export type StaffAccess = { viewer: Viewer; role: StaffRole | null; allowed: boolean; secondFactor: SecondFactorNeed };

/**
 * The session's staff role and whether it may open `section` (or any section, without one): only
 * with a verified second factor (aal2). Everyone else gets the not-found page; the data is
 * protected by row-level security anyway.
 */
export async function staffAccess(section?: AdminSection): Promise<StaffAccess> {
  const session = await readSession();
  if (session.status !== 'signed-in') return { viewer: null, role: null, allowed: false, secondFactor: 'none' };
  const { role, aal, hasTotp } = session.user;
  const secondFactor: SecondFactorNeed = role === null || aal === 'aal2' ? 'none' : hasTotp ? 'verify' : 'enrol';
  const mayOpen = section ? canOpen(role, section) : role !== null;
  return { viewer: session.user.id, role, allowed: mayOpen && secondFactor === 'none', secondFactor };
}

/**
 * A section's data, loaded with the staff member's own session when they may open it. A failed
 * load is logged and shown as a toast; the page then says it could not load (`data` null).
 */
export async function loadSection<T>(
  section: AdminSection,
  load: (supabase: BrowserSupabase, access: StaffAccess) => Promise<T>,
): Promise<StaffAccess & { data: T | null }> {
  const access = await staffAccess(section);
  if (!access.allowed) return { ...access, data: null };
  const data = await readOr(
    async () => load(await getSessionClient(), access),
    { title: 'Could not load', description: 'The list could not be loaded. Please try again.' },
    null,
  );
  return { ...access, data };
}
