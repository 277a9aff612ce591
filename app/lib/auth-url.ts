import { isUuid } from '#rules/uuid.ts';

/**
 * What an email link left in the address bar. The site's own e-mails open the confirm page
 * (routes/_auth/auth-confirm.tsx), which spends the link by its button; GoTrue's `/verify` (kept
 * for API callers) redirects to the site with `?code=<auth code>` for a PKCE link (the site's
 * flow: auth-js trades it with the verifier this browser kept), `#access_token=…&type=…` for an
 * implicit one, or `#error=…&error_code=…&error_description=…` when the link is invalid or
 * expired. Read without supabase-js, so marketing pages can react to a link without loading it.
 */
export type AuthUrlResult =
  { kind: 'session'; type: string | null } | { kind: 'error'; code: string | null; message: string } | { kind: 'none' };

const errorKeys = ['error', 'error_code', 'error_description'];

function params(url: URL): URLSearchParams {
  const merged = new URLSearchParams(url.search);
  for (const [k, v] of new URLSearchParams(url.hash.replace(/^#/, ''))) merged.set(k, v);
  return merged;
}

export function readAuthUrl(href: string): AuthUrlResult {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none' };
  }
  const p = params(url);
  if (p.get('error') || p.get('error_code') || p.get('error_description')) {
    const code = p.get('error_code') || p.get('error') || null;
    const message = p.get('error_description')?.trim() || 'This link could not be used. Please request a new one.';
    return { kind: 'error', code, message };
  }
  if (new URLSearchParams(url.hash.replace(/^#/, '')).get('access_token')) {
    return { kind: 'session', type: p.get('type') || null };
  }
  // The auth code of a verified PKCE link is a UUID (server/auth/flow-state.ts).
  if (isUuid(url.searchParams.get('code'))) return { kind: 'session', type: null };
  return { kind: 'none' };
}

/** The same address without the auth error parameters (query and fragment). */
export function withoutAuthError(href: string): string {
  const url = new URL(href);
  for (const key of errorKeys) url.searchParams.delete(key);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hadError = errorKeys.some((k) => hash.has(k));
  if (hadError) {
    for (const key of [...errorKeys, 'sb', 'type']) hash.delete(key);
    url.hash = hash.toString();
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
