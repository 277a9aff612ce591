/** The browser-safe configuration, written by the server into <meta name="public-env">. */
export type PublicEnv = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteUrl: string;
};

/** Replaced by the server on every HTML response (prerendered or rendered). */
export const publicEnvPlaceholder = '__PUBLIC_ENV_JSON__';

let cached: PublicEnv | undefined;

/** Reads the public environment in the browser. */
export function getPublicEnv(): PublicEnv {
  if (cached) return cached;
  const meta = document.querySelector('meta[name="public-env"]');
  const raw = meta?.getAttribute('content');
  if (!raw || raw === publicEnvPlaceholder) {
    const origin = window.location.origin;
    return (cached = { supabaseUrl: origin, supabaseAnonKey: 'sb_publishable_builtin_site_key', siteUrl: origin });
  }
  return (cached = JSON.parse(raw) as PublicEnv);
}
