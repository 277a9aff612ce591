import { useSyncExternalStore } from 'react';
import { toast } from './toast.ts';
import { readAuthUrl, withoutAuthError } from './auth-url.ts';
import { wantChromePart } from './chrome-parts.ts';
import { getPublicEnv } from './page-env.ts';
import { accessFromToken, type StaffRole } from './staff-role.ts';
import { getSupabase, getTablesClient, sessionStorageKey } from './supabase.ts';
import type { BrowserSupabase, Db } from './supabase-types.ts';

/**
 * App-wide view of who is signed in, for the header, chat, guards and account pages. It starts
 * from the session supabase-js stored in localStorage (no Supabase code needed for the first
 * paint), then loads the auth client (auth-js, browser-supabase.ts) at its first use, or when
 * the browser is idle once the stored token has less than `connectAheadMs` to live, and follows
 * its auth events (sign-in, sign-out, token refresh and user updates, in this tab or another).
 * auth-js persists and refreshes the session itself; nothing here reimplements that.
 * See docs/decisions/ (session handling).
 */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** The staff role the access token carries (`app_metadata.role`), or null for everyone else. */
  role: StaffRole | null;
  /** The session's assurance level: aal2 once a second factor was verified at sign-in. */
  aal: 'aal1' | 'aal2';
  /** Whether the account has a verified TOTP factor (sign-in then asks for a code). */
  hasTotp: boolean;
};

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null };

/** Things the UI should tell the visitor about, raised by email links and auth events. */
export type AuthNotice =
  | { kind: 'link-signed-in'; linkType: string | null }
  | { kind: 'password-recovery' }
  | { kind: 'link-error'; code: string | null; message: string };

// A page that uses the session (and so has loaded this module) shows the header's account area
// and the auth notices, whatever the visit had before (chrome-parts.ts).
if (typeof window !== 'undefined') wantChromePart('account');

const loading: SessionState = { status: 'loading', user: null };
const signedOut: SessionState = { status: 'signed-out', user: null };
let state: SessionState = loading;
const listeners = new Set<() => void>();
let started = false;

function set(next: SessionState) {
  if (next.status === state.status && sameUser(next.user, state.user)) return;
  state = next;
  for (const l of listeners) l();
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.fullName === b.fullName &&
    a.avatarUrl === b.avatarUrl &&
    a.role === b.role &&
    a.aal === b.aal &&
    a.hasTotp === b.hasTotp
  );
}

type RawUser = {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
  factors?: { status?: string; factor_type?: string }[];
};

export function toSessionUser(user: RawUser, accessToken?: string): SessionUser {
  const meta = user.user_metadata ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: str(meta.full_name) ?? str(meta.fullName),
    avatarUrl: str(meta.avatar_url),
    ...accessFromToken(accessToken),
    hasTotp: (user.factors ?? []).some((f) => f.status === 'verified' && f.factor_type === 'totp'),
  };
}

const storageKey = () => sessionStorageKey(getPublicEnv().supabaseUrl);

type StoredSession = { access_token?: string; refresh_token?: string; expires_at?: number; user?: RawUser };

/** The session auth-js stored, when it has both tokens, an expiry and a user. */
function readStoredSession(): (StoredSession & { access_token: string; expires_at: number; user: RawUser }) | null {
  try {
    const raw = window.localStorage.getItem(storageKey());
    if (!raw) return null;
    const s = JSON.parse(raw) as StoredSession;
    if (!s.access_token || !s.refresh_token || !s.expires_at || !s.user?.id) return null;
    return { ...s, access_token: s.access_token, expires_at: s.expires_at, user: s.user };
  } catch {
    return null;
  }
}

/** Reads the stored session without supabase-js; valid only with both tokens and an expiry. */
function peekStoredSession(): SessionState {
  const s = readStoredSession();
  return s ? { status: 'signed-in', user: toSessionUser(s.user, s.access_token) } : signedOut;
}

/**
 * How long before the stored access token expires the auth client is loaded (to refresh it:
 * auth-js refreshes with 90 s or less left). A token good for longer than this serves reads by
 * itself (`getReadClient`), so a signed-in page's first seconds need no auth-js (~23 KB gzip).
 */
const connectAheadMs = 5 * 60_000;
/** A stored token is used for a read only with at least this long to live. */
const tokenMarginMs = 60_000;

// ---- notices (email links, password recovery) -------------------------------------------------

const noticeListeners = new Set<(n: AuthNotice) => void>();
const pendingNotices: AuthNotice[] = [];

function notify(notice: AuthNotice) {
  if (noticeListeners.size === 0) pendingNotices.push(notice);
  for (const l of noticeListeners) l(notice);
}

/** Follows auth notices; notices raised before anyone listened are delivered at once. */
export function onAuthNotice(listener: (n: AuthNotice) => void): () => void {
  noticeListeners.add(listener);
  start();
  for (const n of pendingNotices.splice(0)) listener(n);
  return () => noticeListeners.delete(listener);
}

// ---- start-up and the supabase-js connection --------------------------------------------------

/** The type of the email link whose tokens supabase-js is about to take from the URL. */
let pendingLink: { type: string | null } | null = null;

function whenIdle(fn: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const fromUrl = readAuthUrl(window.location.href);
  if (fromUrl.kind === 'error') {
    // A dead link must not cost a valid session: drop the error before supabase-js sees it.
    window.history.replaceState(window.history.state, '', withoutAuthError(window.location.href));
    notify({ kind: 'link-error', code: fromUrl.code, message: fromUrl.message });
  }
  // Another tab may sign in or out: follow the storage event (supabase-js also relays events
  // between connected tabs over a BroadcastChannel).
  window.addEventListener('storage', (e) => {
    if (e.key === storageKey()) void connect();
  });
  if (fromUrl.kind === 'session') {
    pendingLink = { type: fromUrl.type };
    set(loading);
    void connect();
    return;
  }
  const peeked = peekStoredSession();
  set(peeked);
  // Signed out with nothing stored: the auth client is not needed until the visitor signs in.
  // Signed in: it is needed to refresh the token, so it loads in time for that (or at first use).
  if (peeked.status === 'signed-in') connectBeforeExpiry();
}

/** Loads the auth client when the browser is idle, once the stored token has `connectAheadMs` left. */
function connectBeforeExpiry() {
  const due = () => (readStoredSession()?.expires_at ?? 0) * 1000 - Date.now() - connectAheadMs;
  const check = () => {
    if (connecting) return;
    const wait = due();
    if (wait <= 0) whenIdle(() => void connect());
    // Timers are slowed in background tabs; coming back to the tab checks again.
    else window.setTimeout(check, Math.min(wait, 2 ** 31 - 1));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  check();
}

/** supabase-js clears the tokens with `location.hash = ''`, which leaves a bare '#'. */
function dropEmptyHash() {
  if (window.location.href.endsWith('#')) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

let connecting: Promise<BrowserSupabase> | undefined;

/** Loads supabase-js and follows its auth events. Called by anything that needs the client. */
export function connect(): Promise<void> {
  return getSessionClient().then(() => undefined);
}

/** The supabase-js client, with the session store following its auth events. */
export function getSessionClient(): Promise<BrowserSupabase> {
  connecting ??= getSupabase().then((supabase) => {
    supabase.auth.onAuthStateChange((event, session) => {
      set(session?.user ? { status: 'signed-in', user: toSessionUser(session.user, session.access_token) } : signedOut);
      if (event === 'PASSWORD_RECOVERY') {
        pendingLink = null;
        dropEmptyHash();
        notify({ kind: 'password-recovery' });
      } else if (event === 'SIGNED_IN' && pendingLink) {
        notify({ kind: 'link-signed-in', linkType: pendingLink.type });
        pendingLink = null;
        dropEmptyHash();
      }
    });
    void supabase.auth.initialize().then(({ error }) => {
      if (error && pendingLink) {
        pendingLink = null;
        notify({ kind: 'link-error', code: error.code ?? null, message: error.message });
      }
      if (state.status === 'loading') set(signedOut);
    });
    return supabase;
  });
  return connecting;
}

/**
 * A client for a page's reads. Once the auth client is loaded, that one; before, when nobody is
 * signed in, an anonymous tables-only client, and when the stored token is good for another
 * minute, a tables-only client with that token: the read does not wait for auth-js, which a
 * signed-in visit then loads only when used or before the token expires. Otherwise (a token to
 * refresh) the auth client.
 */
export async function getReadClient(): Promise<Db> {
  if (connecting) return connecting;
  const current = await readSession();
  if (connecting) return connecting;
  if (current.status !== 'signed-in') return getTablesClient(null);
  const stored = readStoredSession();
  if (stored && stored.user.id === current.user.id && stored.expires_at * 1000 - Date.now() > tokenMarginMs) {
    return getTablesClient(stored.access_token);
  }
  return getSessionClient();
}

/** GoTrue's answer to the first of an e-mail change's two links (server/auth/verify-token.ts). */
const emailChangeHalfMessage = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** What spending an e-mail link on the confirm page (app/routes/_auth/auth-confirm.tsx) came to. */
export type LinkOutcome =
  | { kind: 'signed-in' }
  | { kind: 'message'; message: string }
  | { kind: 'error'; code: string | null; message: string };

/**
 * Spends an e-mail link's token (`verifyOtp`, POST /auth/v1/verify): called only by the confirm
 * page's button, never by opening the page. A session it opens raises the same notice a link
 * that signed in always has (the toast, or the new-password page for a recovery link); the
 * first half of an e-mail change opens none and answers the server's message.
 */
export async function redeemEmailLink(tokenHash: string, type: string): Promise<LinkOutcome> {
  const supabase = await getSessionClient();
  pendingLink = { type };
  try {
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type } as Parameters<
      typeof supabase.auth.verifyOtp
    >[0]);
    if (error) return { kind: 'error', code: error.code ?? null, message: error.message };
    if (data.session) return { kind: 'signed-in' };
    // auth-js drops the body of an answer without a session: the first half of an e-mail change.
    return { kind: 'message', message: emailChangeHalfMessage };
  } catch (err) {
    return { kind: 'error', code: null, message: err instanceof Error ? err.message : 'This link could not be used.' };
  } finally {
    pendingLink = null;
  }
}

/**
 * Signs out (every session of the user, supabase-js's default) and tells the visitor.
 * supabase-js already ignores 401, 403 and 404 from the server: the local session is gone then
 * too. Resolves to whether the sign-out succeeded.
 */
export async function signOut(): Promise<boolean> {
  try {
    const supabase = await getSessionClient();
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
  } catch (err) {
    toast.error('Error', { description: err instanceof Error ? err.message : 'Failed to sign out.' });
    return false;
  }
  toast.success('Signed out', { description: 'You have successfully signed out' });
  return true;
}

/**
 * The session once it is known, for code outside React (route clientLoaders and clientActions).
 * A stored session or none answers at once; an email link's tokens wait for supabase-js.
 */
export function readSession(): Promise<SessionState> {
  start();
  if (state.status !== 'loading') return Promise.resolve(state);
  return new Promise((resolve) => {
    const settle = () => {
      if (state.status === 'loading') return;
      listeners.delete(settle);
      resolve(state);
    };
    listeners.add(settle);
  });
}

/** The signed-in user once the session is known (readSession), or null for a visitor who is not signed in. */
export async function readSignedInUser(): Promise<SessionUser | null> {
  const session = await readSession();
  return session.status === 'signed-in' ? session.user : null;
}

/** The name a user's posts and comments go out under: their full name, else their email. */
export function authorName(user: SessionUser): string {
  return user.fullName ?? user.email;
}

// ---- React ----------------------------------------------------------------------------------

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

const serverSnapshot = () => loading;
const clientSnapshot = () => state;

/**
 * The current session state: 'loading' during server rendering and hydration, then what the
 * browser knows. Each component that asks subscribes to the store itself (no context at the
 * root), so when the session resolves after hydration only those components render again,
 * rather than React walking the whole page for context consumers.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
