// The public environment the server writes into every HTML page and the browser reads (never a
// secret). Shared by the server and the React app.

/** Replaced by the server, on every HTML response, with the JSON of the public environment. */
export const publicEnvPlaceholder = '__PUBLIC_ENV_JSON__';

/**
 * The built-in backend's publishable (anon) key: it maps any non-user key to the `anon` role, so
 * the key is a constant. Used when SUPABASE_ANON_KEY is not set.
 */
export const builtinPublishableKey = 'sb_publishable_builtin_site_key';
