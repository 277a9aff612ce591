import { readAuthUrl } from './auth-url.ts';
import { getPublicEnv } from './page-env.ts';

/**
 * Which of the site chrome's later parts a visit needs (root.tsx, ADR 025). The header's account
 * area, the auth notices and the toaster all need code a page does not need to start, and most
 * visits need little of it: a visitor who has never signed in sees Login and Sign Up, no notice
 * and no toast until they send a form. So the session's code (session.ts, its supabase loader,
 * the avatar) loads only for a visit with an account (a stored session, or an email link's
 * tokens or error in the address), or once a page that uses the session has loaded it; the
 * toaster only at the first toast. Decided without the session's code, from this small module.
 */
export type ChromePart = 'account' | 'toaster';

/** The localStorage key supabase-js keeps the session under (hostname's first label; port ignored). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this visit involves an account: a stored session, or an email link just followed (its
 * tokens or error in the address, as the session store reads them: auth-url.ts).
 */
export function visitHasAccount(): boolean {
  if (readAuthUrl(window.location.href).kind !== 'none') return true;
  try {
    return window.localStorage.getItem(sessionStorageKey(getPublicEnv().supabaseUrl)) !== null;
  } catch {
    // Storage blocked (a privacy setting): auth-js cannot keep a session there either.
    return false;
  }
}

const wanted = new Set<ChromePart>();
const waiting = new Set<{ part: ChromePart; fn: () => void }>();

/** Something in the page needs `part` now: the session's code has loaded, or a toast was raised. */
export function wantChromePart(part: ChromePart): void {
  if (wanted.has(part)) return;
  wanted.add(part);
  for (const entry of waiting) {
    if (entry.part !== part) continue;
    waiting.delete(entry);
    entry.fn();
  }
}

/** Calls `fn` once `part` is wanted (at once if it already is); returns the cancel. */
export function whenChromePartWanted(part: ChromePart, fn: () => void): () => void {
  if (wanted.has(part)) {
    fn();
    return () => {};
  }
  const entry = { part, fn };
  waiting.add(entry);
  return () => {
    waiting.delete(entry);
  };
}
