/**
 * Staff roles as the access token carries them (`app_metadata.role`: admin, editor, sales, marketing), and
 * which sections of /admin each role may open (docs/decisions/030-admin-area.md). The browser
 * only uses this to decide what to show; row-level security and the admin RPCs decide what the
 * staff member may read and change.
 */
export const staffRoles = ['admin', 'editor', 'sales', 'marketing'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const adminSections = [
  'leads',
  'webinars',
  'comments',
  'posts',
  'content',
  'users',
  'mail',
  'activity',
  'settings',
] as const;
export type AdminSection = (typeof adminSections)[number];

const access: Record<AdminSection, readonly StaffRole[]> = {
  leads: ['admin', 'sales'],
  webinars: ['admin', 'sales'],
  mail: ['admin'],
  comments: ['admin', 'editor'],
  posts: ['admin', 'editor'],
  // The content studio (ADR 038): the marketing role opens nothing else.
  content: ['admin', 'editor', 'marketing'],
  users: ['admin'],
  activity: ['admin'],
  settings: ['admin'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Whether `role` may open `section`. */
export function canOpen(role: StaffRole | null, section: AdminSection): boolean {
  return role !== null && access[section].includes(role);
}

/** The sections `role` may open, in the menu's order. */
export function sectionsFor(role: StaffRole | null): AdminSection[] {
  return adminSections.filter((s) => canOpen(role, s));
}

/** What the UI reads from an access token: the staff role and the assurance level. */
export type TokenAccess = { role: StaffRole | null; aal: 'aal1' | 'aal2' };

/**
 * The staff role (`app_metadata.role`) and assurance level (`aal`: aal2 once a second factor was
 * verified) in an access token's claims. The signature is not checked: the server checks it on
 * every request, and staff privileges need aal2 in the database (ADR 034); this only picks what
 * the UI offers.
 */
export function accessFromToken(token: string | undefined | null): TokenAccess {
  const none: TokenAccess = { role: null, aal: 'aal1' };
  const payload = token?.split('.')[1];
  if (!payload) return none;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { app_metadata?: { role?: unknown }; aal?: unknown };
    const role = claims.app_metadata?.role;
    return { role: isStaffRole(role) ? role : null, aal: claims.aal === 'aal2' ? 'aal2' : 'aal1' };
  } catch {
    return none;
  }
}
