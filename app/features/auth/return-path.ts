const authPages = /^\/(login|signup|forgot-password|reset-password)\/?$/;

/**
 * The same-site path to return to after sign-in, from the location the guard put in the
 * navigation state (`{ from: location }`), or null when the value is not one. Never an
 * absolute or protocol-relative URL, never an account page, never an auth fragment.
 */
export function safeReturnPath(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { pathname, search, hash } = value as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname.includes('\\') || authPages.test(pathname)) return null;
  const s = typeof search === 'string' && search.startsWith('?') ? search : '';
  const h = typeof hash === 'string' && hash.startsWith('#') && !/access_token|error/.test(hash) ? hash : '';
  return `${pathname}${s}${h}`;
}

/**
 * Where a spent e-mail link goes on (the confirm page, routes/_auth/auth-confirm.tsx): a recovery
 * link to the new-password page; the others to the link's `next`, a path on this site only
 * (never another origin, never the confirm page again), else the home page.
 */
export function linkNextPath(next: string | null, type: string): string {
  if (type === 'recovery') return '/reset-password';
  // Browsers drop tabs and newlines from a URL ('/\t/evil.example' is '//evil.example'): no
  // control character, space or backslash is allowed.
  const unsafe = (ch: string) => ch === '\\' || ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f;
  if (!next || !next.startsWith('/') || next.startsWith('//') || [...next].some(unsafe)) return '/';
  if (/^\/auth\/confirm\/?(\?|$)/i.test(next)) return '/';
  return next;
}
