/**
 * A supabase-js auth storage kept in `stored` (what localStorage holds in a browser), for a
 * client outside a browser that keeps its session or its PKCE verifier.
 */
export function memoryStorage(stored: Map<string, string>) {
  return {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
}

/**
 * supabase-js `auth` options of a client that keeps its session in `stored` and neither refreshes
 * it nor reads it from the URL; `more` adds to them (a storage key, the PKCE flow).
 */
export function memorySessionAuth(stored: Map<string, string>, more: { storageKey?: string; flowType?: 'pkce' } = {}) {
  return {
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage: memoryStorage(stored),
    ...more,
  };
}
