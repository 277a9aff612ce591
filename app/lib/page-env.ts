import { builtinPublishableKey, publicEnvPlaceholder } from '../../config/public-env.ts';

/** The browser-safe configuration, written by the server into <meta name="public-env">. */
export type PublicEnv = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteUrl: string;
};

let cached: PublicEnv | undefined;

/** Reads the public environment in the browser. */
export function getPublicEnv(): PublicEnv {
  if (cached) return cached;
  const meta = document.querySelector('meta[name="public-env"]');
  const raw = meta?.getAttribute('content');
  if (!raw || raw === publicEnvPlaceholder) {
    const origin = window.location.origin;
    return (cached = { supabaseUrl: origin, supabaseAnonKey: builtinPublishableKey, siteUrl: origin });
  }
  return (cached = JSON.parse(raw) as PublicEnv);
}
