import { useSyncExternalStore } from 'react';
import { getPublicEnv } from './public-env.ts';
import { getSupabase, sessionStorageKey } from './supabase.ts';

/**
 * App-wide view of who is signed in, for the header, chat and guards. It starts from the
 * session supabase-js stored in localStorage (no supabase-js needed for the first paint), then
 * loads supabase-js when the browser is idle and follows its auth events (sign-in, sign-out and
 * token refresh in this tab or another).
 */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null };

const loading: SessionState = { status: 'loading', user: null };
let state: SessionState = loading;
const listeners = new Set<() => void>();
let started = false;

function set(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

type RawUser = { id: string; email?: string; user_metadata?: Record<string, unknown> };

export function toSessionUser(user: RawUser): SessionUser {
  const meta = user.user_metadata ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: str(meta.full_name) ?? str(meta.fullName),
    avatarUrl: str(meta.avatar_url),
  };
}

/** Reads the stored session without supabase-js; valid only with both tokens and an expiry. */
function peekStoredSession(): SessionState {
  try {
    const raw = window.localStorage.getItem(sessionStorageKey(getPublicEnv().supabaseUrl));
    if (!raw) return { status: 'signed-out', user: null };
    const s = JSON.parse(raw) as { access_token?: string; refresh_token?: string; expires_at?: number; user?: RawUser };
    if (!s.access_token || !s.refresh_token || !s.expires_at || !s.user?.id)
      return { status: 'signed-out', user: null };
    return { status: 'signed-in', user: toSessionUser(s.user) };
  } catch {
    return { status: 'signed-out', user: null };
  }
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const peeked = peekStoredSession();
  // Signed out with nothing stored: supabase-js is not needed until the visitor signs in.
  set(peeked.status === 'signed-in' ? peeked : { status: 'signed-out', user: null });
  if (peeked.status === 'signed-in' || new URLSearchParams(window.location.hash.slice(1)).has('access_token')) {
    connect();
  } else {
    // Another tab may sign in: follow the storage event to pick that up.
    window.addEventListener('storage', (e) => {
      if (e.key === sessionStorageKey(getPublicEnv().supabaseUrl)) connect();
    });
  }
}

let connecting: Promise<void> | undefined;

/** Loads supabase-js and follows its auth events. Called by anything that needs the client. */
export function connect(): Promise<void> {
  connecting ??= getSupabase().then((supabase) => {
    supabase.auth.onAuthStateChange((_event, session) => {
      set(
        session?.user
          ? { status: 'signed-in', user: toSessionUser(session.user) }
          : { status: 'signed-out', user: null },
      );
    });
  });
  return connecting;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** The current session state; 'loading' during server rendering and hydration. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
