/**
 * The admission table (ADR 036): one explicit policy for every route the server answers, so a
 * door cannot be added without saying who may use it, how large a body it takes, how often it
 * may be called and what one call may cost. tests/security/route-policies.test.ts lists the
 * server's route table (Hono's routes and React Router's route config) and fails on a route that
 * has none here.
 *
 * A route is named as it is matched, never by the raw path: `/SEARCH.data?q=`, `/Search?q=`
 * and `/search/?q=` are all the page route `search` (React Router matches pages case-insensitively,
 * ignores a trailing slash, and answers `<route>.data` for its data request), so they count
 * against one limit (`canonicalPagePath`, `matchPolicy`).
 *
 * `limit` names a per-address limit that the admission middleware (admit.ts) enforces before the
 * route runs; `rate` says in words what limits the route otherwise (the sub-app's own counters,
 * quotas and concurrency caps, each named by its file), and `cost` the budget that bounds one call.
 */
import { matchRoutes } from 'react-router';
import { PatternRouter } from 'hono/router/pattern-router';

export type Who =
  /** Anyone on the network, signed in or not. */
  | 'anyone'
  /** A signed-in user (a valid access token); row-level security decides the rest. */
  | 'signed-in'
  /** Anyone with the API key; row-level security decides per row (anon, authenticated, service_role). */
  | 'api-key'
  /** The service role's key only (GoTrue's admin API). */
  | 'service-role'
  /** Loopback callers, or a bearer METRICS_TOKEN. */
  | 'loopback-or-token'
  /** The operator commands on this machine, with the token in DATA_DIR/admin.json. */
  | 'operator'
  /** DEV_MAILBOX=1 with a loopback SITE_URL only (development and tests). */
  | 'development';

/** The per-address limits the admission middleware counts (admit.ts), by name. */
export type AdmissionLimitName = 'search' | 'render';

export type RoutePolicy = {
  who: Who;
  /** The largest request body taken, in bytes (0: none is read). */
  bodyBytes: number;
  /** Enforced here, before the route runs, on the route as matched. */
  limit?: AdmissionLimitName;
  /** What else bounds how often it may be called: the counter, quota or cap and where it lives. */
  rate: string;
  /** What bounds the work of one call. */
  cost: string;
};

const kb = 1024;
const mb = 1024 * kb;
/** server/app.ts maxSiteBodyBytes: every body outside the APIs. */
const siteBody = mb;
/** The APIs' own JSON caps (server/auth/body.ts, server/rest/body.ts). */
const authBody = 64 * kb;
const restBody = 8 * mb;
/** A storage upload: the bucket's limit (at most the global 50 MB) plus multipart overhead. */
const uploadBody = 50 * mb + 64 * kb;

const staticCost = 'no database work; answered from memory or the build';
const restCost =
  'REST statement budget: REST_TIMEOUT_* statement timeout, REST_MAX_ROWS, REST_MAX_RESPONSE_BYTES, one embedded-database slot (server/rest/admission.ts)';
const restRate =
  'REST_CONCURRENCY_PER_IP requests in flight per address (more wait up to REST_QUEUE_WAIT_MS for a turn), then 429';
const authCost = 'bcrypt at most once; statements behind the auth priority gate (server/rest/admission.ts)';
const storageCost = 'one object read or write streamed; statements under the storage statement budget';
const renderCost =
  'one rendition at a fixed width (STORAGE_RENDER_WIDTHS), decoded under the pixel cap, in the image pool (server/storage/image-pool.ts); kept in the object store';
const pageCost =
  'one server render; its loaders go through /rest/v1 in-process (REST statement budget); blog pages kept in the page cache';

const api = (p: Partial<RoutePolicy> & Pick<RoutePolicy, 'who' | 'rate'>): RoutePolicy => ({
  bodyBytes: 0,
  cost: restCost,
  ...p,
});

/** Hono routes, by `METHOD path` exactly as registered (`ALL` for every method). */
export const apiPolicies: Record<string, RoutePolicy> = {
  // Probes and metrics
  'GET /healthz': api({ who: 'anyone', rate: 'none: one `select 1` budgeted by the probe timeout', cost: staticCost }),
  'GET /readyz': api({
    who: 'anyone',
    rate: 'none: cached readiness checks',
    cost: 'one `select 1` under its timeout',
  }),
  'GET /metrics': api({
    who: 'loopback-or-token',
    rate: 'one collection a second at most (server/metrics/app.ts)',
    cost: 'in-memory counters; pool and slot gauges',
  }),

  // /auth/v1 (server/auth/app.ts; limits in server/auth/guards.ts, AUTH_RATE_*)
  'GET /auth/v1/health': api({ who: 'anyone', rate: 'none', cost: staticCost }),
  'GET /auth/v1/settings': api({ who: 'anyone', rate: 'none', cost: staticCost }),
  'GET /auth/v1/.well-known/jwks.json': api({ who: 'anyone', rate: 'none', cost: 'public keys, cached' }),
  'POST /auth/v1/signup': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'AUTH_RATE_SIGNUP per address per 5 min (sliding); one confirmation mail per address a minute',
    cost: authCost,
  }),
  'POST /auth/v1/token': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'AUTH_RATE_TOKEN per address per 5 min (sliding); SIGN_IN_MAX_FAILURES per account',
    cost: authCost,
  }),
  'POST /auth/v1/logout': api({ who: 'signed-in', bodyBytes: authBody, rate: 'one session', cost: authCost }),
  'GET /auth/v1/user': api({ who: 'signed-in', rate: 'token check only', cost: authCost }),
  'PUT /auth/v1/user': api({
    who: 'signed-in',
    bodyBytes: authBody,
    rate: 'user_update: AUTH_RATE_EMAIL per address per 5 min (sliding)',
    cost: authCost,
  }),
  'GET /auth/v1/reauthenticate': api({
    who: 'signed-in',
    rate: 'reauthenticate: AUTH_RATE_EMAIL per address per 5 min; one mail a minute',
    cost: authCost,
  }),
  'POST /auth/v1/recover': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'recover: AUTH_RATE_EMAIL per address per 5 min (sliding); one mail per address a minute',
    cost: authCost,
  }),
  'GET /auth/v1/verify': api({
    who: 'anyone',
    rate: 'verify: AUTH_RATE_EMAIL per address per 5 min (sliding)',
    cost: authCost,
  }),
  'POST /auth/v1/verify': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'verify: AUTH_RATE_EMAIL per address per 5 min (sliding)',
    cost: authCost,
  }),
  'POST /auth/v1/resend': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'resend: AUTH_RATE_EMAIL per address per 5 min (sliding); one mail a minute',
    cost: authCost,
  }),
  'POST /auth/v1/factors': api({
    who: 'signed-in',
    bodyBytes: authBody,
    rate: 'mfa: 15 per address a minute; MFA_MAX_FAILURES per factor',
    cost: authCost,
  }),
  'POST /auth/v1/factors/:id/challenge': api({
    who: 'signed-in',
    bodyBytes: authBody,
    rate: 'mfa: 15 per address a minute',
    cost: authCost,
  }),
  'POST /auth/v1/factors/:id/verify': api({
    who: 'signed-in',
    bodyBytes: authBody,
    rate: 'mfa: 15 per address a minute; MFA_MAX_FAILURES per factor',
    cost: authCost,
  }),
  'DELETE /auth/v1/factors/:id': api({ who: 'signed-in', rate: 'mfa: 15 per address a minute', cost: authCost }),
  'GET /auth/v1/admin/users': api({
    who: 'service-role',
    rate: 'service role only',
    cost: 'one page of users (per_page capped)',
  }),
  'POST /auth/v1/admin/users': api({
    who: 'service-role',
    bodyBytes: authBody,
    rate: 'service role only',
    cost: authCost,
  }),
  'GET /auth/v1/admin/users/:id': api({ who: 'service-role', rate: 'service role only', cost: authCost }),
  'PUT /auth/v1/admin/users/:id': api({
    who: 'service-role',
    bodyBytes: authBody,
    rate: 'service role only',
    cost: authCost,
  }),
  'DELETE /auth/v1/admin/users/:id': api({ who: 'service-role', rate: 'service role only', cost: authCost }),
  'ALL /auth/v1/*': api({ who: 'anyone', rate: 'none: 404 in the auth error shape', cost: staticCost }),

  // /rest/v1 (server/rest/app.ts, ADR 019)
  'GET /rest/v1/rpc/:fn': api({ who: 'api-key', rate: restRate }),
  'HEAD /rest/v1/rpc/:fn': api({ who: 'api-key', rate: restRate }),
  'POST /rest/v1/rpc/:fn': api({ who: 'api-key', bodyBytes: restBody, rate: restRate }),
  'ALL /rest/v1/rpc/:fn': api({ who: 'anyone', rate: 'none: 405', cost: staticCost }),
  'GET /rest/v1/:table': api({ who: 'api-key', rate: restRate }),
  'HEAD /rest/v1/:table': api({ who: 'api-key', rate: restRate }),
  'POST /rest/v1/:table': api({
    who: 'api-key',
    bodyBytes: restBody,
    rate: `${restRate}; per-user quotas (QUOTA_*) and the forms' per-address and per-email limits (CONTACT_RATE_*)`,
  }),
  'PATCH /rest/v1/:table': api({ who: 'api-key', bodyBytes: restBody, rate: `${restRate}; QUOTA_*` }),
  'DELETE /rest/v1/:table': api({ who: 'api-key', rate: restRate }),
  'PUT /rest/v1/:table': api({ who: 'api-key', bodyBytes: restBody, rate: restRate }),
  'OPTIONS /rest/v1/:table': api({ who: 'anyone', rate: 'none: CORS preflight', cost: staticCost }),
  'ALL /rest/v1/*': api({ who: 'anyone', rate: 'none: 404 in the PostgREST error shape', cost: staticCost }),

  // /storage/v1 (server/storage/app.ts)
  'GET /storage/v1/render/image/public/:bucket/*': api({
    who: 'anyone',
    limit: 'render',
    rate: 'uncached renders: RATE_RENDERS_PER_MINUTE per address (sliding); kept renditions are free',
    cost: renderCost,
  }),
  'GET /storage/v1/render/image/authenticated/:bucket/*': api({
    who: 'signed-in',
    limit: 'render',
    rate: 'uncached renders: RATE_RENDERS_PER_MINUTE per address (sliding)',
    cost: renderCost,
  }),
  'GET /storage/v1/render/image/sign/:bucket/*': api({
    who: 'anyone',
    limit: 'render',
    rate: 'uncached renders: RATE_RENDERS_PER_MINUTE per address (sliding); a signed token',
    cost: renderCost,
  }),
  'GET /storage/v1/object/public/:bucket/*': api({ who: 'anyone', rate: 'none: a stored object', cost: storageCost }),
  'GET /storage/v1/object/authenticated/:bucket/*': api({ who: 'signed-in', rate: 'none', cost: storageCost }),
  'GET /storage/v1/object/info/:bucket/*': api({ who: 'api-key', rate: 'none', cost: storageCost }),
  'POST /storage/v1/object/list/:bucket': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'none',
    cost: 'one page of names (limit capped)',
  }),
  'POST /storage/v1/object/list-v2/:bucket': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'none',
    cost: 'one page of names (limit capped)',
  }),
  'POST /storage/v1/object/sign/:bucket': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'none',
    cost: 'at most 1000 paths',
  }),
  'POST /storage/v1/object/sign/:bucket/*': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'none',
    cost: storageCost,
  }),
  'GET /storage/v1/object/sign/:bucket/*': api({ who: 'anyone', rate: 'a signed token', cost: storageCost }),
  'POST /storage/v1/object/upload/sign/:bucket/*': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR per user, or per address for anon (server/storage/limits.ts)',
    cost: storageCost,
  }),
  'PUT /storage/v1/object/upload/sign/:bucket/*': api({
    who: 'anyone',
    bodyBytes: uploadBody,
    rate: 'a signed upload token, used once',
    cost: storageCost,
  }),
  'POST /storage/v1/object/move': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR',
    cost: storageCost,
  }),
  'POST /storage/v1/object/copy': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR',
    cost: storageCost,
  }),
  'ALL /storage/v1/render/*': api({ who: 'anyone', rate: 'none: 404/405', cost: staticCost }),
  'POST /storage/v1/object/:bucket': api({
    who: 'api-key',
    bodyBytes: uploadBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR',
    cost: storageCost,
  }),
  'POST /storage/v1/object/:bucket/*': api({
    who: 'api-key',
    bodyBytes: uploadBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR per user, or per address for anon',
    cost: storageCost,
  }),
  'PUT /storage/v1/object/:bucket': api({
    who: 'api-key',
    bodyBytes: uploadBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR',
    cost: storageCost,
  }),
  'PUT /storage/v1/object/:bucket/*': api({
    who: 'api-key',
    bodyBytes: uploadBody,
    rate: 'QUOTA_UPLOADS_PER_HOUR per user, or per address for anon',
    cost: storageCost,
  }),
  'GET /storage/v1/object/:bucket/*': api({ who: 'api-key', rate: 'none', cost: storageCost }),
  'DELETE /storage/v1/object/:bucket': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: 'at most 1000 paths',
    cost: storageCost,
  }),
  'DELETE /storage/v1/object/:bucket/*': api({ who: 'api-key', rate: 'none', cost: storageCost }),
  'GET /storage/v1/bucket': api({ who: 'api-key', rate: 'none', cost: 'the bucket list' }),
  'POST /storage/v1/bucket': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: '30 bucket changes an hour per user or address (server/storage/limits.ts)',
    cost: storageCost,
  }),
  'GET /storage/v1/bucket/:id': api({ who: 'api-key', rate: 'none', cost: 'one row' }),
  'PUT /storage/v1/bucket/:id': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: '30 bucket changes an hour',
    cost: storageCost,
  }),
  'DELETE /storage/v1/bucket/:id': api({ who: 'api-key', rate: '30 bucket changes an hour', cost: storageCost }),
  'POST /storage/v1/bucket/:id/empty': api({
    who: 'api-key',
    bodyBytes: authBody,
    rate: '30 bucket changes an hour',
    cost: 'objects discarded in batches',
  }),
  'ALL /storage/v1/*': api({ who: 'anyone', rate: 'none: 404 in the storage error shape', cost: staticCost }),

  // The site's own APIs
  'GET /api/search': api({
    who: 'anyone',
    limit: 'search',
    rate: 'RATE_SEARCH_PER_MINUTE per address (sliding), shared with the /search page in every spelling',
    cost: 'search budget: SEARCH_TIMEOUT_MS statement timeout, an embedded-database slot, at most 3 fuzzy words and 20 results; popular queries cached',
  }),
  'GET /api/assistant': api({
    who: 'anyone',
    limit: 'search',
    rate: 'RATE_SEARCH_PER_MINUTE per address (sliding), the same limit as the site search',
    cost: 'one embedded-database slot; at most three search statements under SEARCH_TIMEOUT_MS and one read of three results’ texts (30 rows)',
  }),
  'POST /api/careers/applications': api({
    who: 'anyone',
    bodyBytes: 5 * mb + 64 * kb,
    rate: 'the forms per-address ceiling and per-email limit (CONTACT_RATE_*)',
    cost: 'one CV streamed to the object store; one transaction',
  }),
  'GET /api/account/export': api({
    who: 'signed-in',
    rate: 'a few an hour per account (server/privacy/app.ts)',
    cost: "the account's own rows",
  }),
  'POST /api/account/deletion': api({
    who: 'signed-in',
    bodyBytes: siteBody,
    rate: 'a few an hour per account (server/privacy/app.ts)',
    cost: 'one mail queued',
  }),
  'GET /api/account/deletion': api({ who: 'signed-in', rate: 'per account', cost: 'one row' }),
  'POST /api/account/deletion/confirm': api({
    who: 'anyone',
    bodyBytes: siteBody,
    rate: 'a few an hour per address (server/privacy/app.ts)',
    cost: 'one transaction',
  }),

  // Operator and development
  'GET /_admin/contact-messages': api({ who: 'operator', rate: 'operator only', cost: 'one page of rows' }),
  'GET /_admin/backup': api({ who: 'operator', rate: 'operator only', cost: 'a database dump, streamed' }),
  'GET /_admin/migrations': api({ who: 'operator', rate: 'operator only', cost: 'the migration list' }),
  'POST /_admin/seed': api({ who: 'operator', bodyBytes: siteBody, rate: 'operator only', cost: 'the sample data' }),
  'GET /_admin/keys': api({ who: 'operator', rate: 'operator only', cost: 'the key list' }),
  'POST /_admin/keys': api({ who: 'operator', bodyBytes: siteBody, rate: 'operator only', cost: 'one key' }),
  'GET /_admin/staff': api({ who: 'operator', rate: 'operator only', cost: 'the staff list' }),
  'GET /_admin/mail': api({ who: 'operator', rate: 'operator only', cost: 'held and failed mail, at most 500 rows' }),
  'POST /_admin/mail/discard': api({
    who: 'operator',
    bodyBytes: siteBody,
    rate: 'operator only',
    cost: 'one update of at most 1,000 messages, logged',
  }),
  'POST /_admin/mail/send-test': api({
    who: 'operator',
    bodyBytes: siteBody,
    rate: 'operator only',
    cost: 'one queued email',
  }),
  'POST /_admin/staff': api({ who: 'operator', bodyBytes: siteBody, rate: 'operator only', cost: 'one row' }),
  'ALL /_admin/*': api({ who: 'operator', rate: 'none: 401/404', cost: staticCost }),
  'GET /_dev/mailbox.json': api({ who: 'development', rate: 'development only', cost: 'the held mail' }),
  'GET /_dev/mailbox': api({ who: 'development', rate: 'development only', cost: 'the held mail' }),
  // The site: React Router's pages (pagePolicies) behind one catch-all.
  'ALL /*': api({ who: 'anyone', bodyBytes: siteBody, rate: 'by page route (pagePolicies)', cost: pageCost }),
};

/** The page routes that have a Hindi version, as app/routes.ts registers them. */
const hindiPagePaths = [
  'hi',
  ...[
    'products/ai-learning',
    'products/ar-vr-labs',
    'products/cloud-lms',
    'products/ai-teacher',
    'products/enterprise',
    'careers',
    'case-studies',
    'whitepapers',
    'webinars',
    'support',
    'contact',
    'privacy',
    'terms',
    'sitemap',
    'search',
    'signup',
    'login',
    'forgot-password',
    'reset-password',
    'auth/confirm',
    'profile',
    'blog',
    'blog/:id',
    'account/delete',
    '*',
  ].map((path) => `hi/${path}`),
];

const page = (p: Partial<RoutePolicy> = {}): RoutePolicy => ({
  who: 'anyone',
  bodyBytes: siteBody,
  rate: 'none: prerendered or cached, or its loaders count against /rest/v1',
  cost: pageCost,
  ...p,
});
const guardedPage = page({ rate: 'a shell; the browser loads data through the APIs', cost: 'a shell render' });

/** React Router's routes (app/routes.ts), by path pattern as written there ('' for the index). */
export const pagePolicies: Record<string, RoutePolicy> = {
  '': page({ cost: 'prerendered' }),
  'products/ai-learning': page({ cost: 'prerendered' }),
  'products/ar-vr-labs': page({ cost: 'prerendered' }),
  'products/cloud-lms': page({ cost: 'prerendered' }),
  'products/ai-teacher': page({ cost: 'prerendered' }),
  'products/enterprise': page({ cost: 'prerendered' }),
  careers: page({ cost: 'one read of the live openings (content), kept in the page cache until content changes' }),
  'case-studies': page({
    cost: 'one read of the live case studies (content), kept in the page cache until content changes',
  }),
  whitepapers: page({
    cost: 'one read of the live whitepapers (content), kept in the page cache until content changes',
  }),
  webinars: page({ cost: 'one read of the live webinars (content), kept in the page cache until content changes' }),
  support: page({ cost: 'one read of the live FAQ entries (content), kept in the page cache until content changes' }),
  contact: page({ cost: 'prerendered' }),
  privacy: page({ cost: 'prerendered' }),
  terms: page({ cost: 'prerendered' }),
  sitemap: page({ cost: 'prerendered' }),
  'social/:network': page({ cost: 'a redirect' }),
  search: page({
    limit: 'search',
    rate: 'RATE_SEARCH_PER_MINUTE per address (sliding), one limit for /search, /search.data and /api/search in any case or trailing slash',
    cost: 'search budget: SEARCH_TIMEOUT_MS statement timeout, an embedded-database slot, capped fuzzy words and results; cached',
  }),
  'sitemap.xml': page({ rate: 'none', cost: 'published post ids, one indexed statement under the REST budget' }),
  'robots.txt': page({ rate: 'none', cost: staticCost }),
  'og/blog/:file': page({
    limit: 'render',
    rate: 'uncached renders: RATE_RENDERS_PER_MINUTE per address (sliding); kept images are free',
    cost: 'one preview image render in the image pool, kept in memory (64 images); concurrent requests for one share its render',
  }),
  'og/*': page({
    limit: 'render',
    rate: 'static files (built at build time) are free; a content page’s card not yet kept (og-content-cards.ts): RATE_RENDERS_PER_MINUTE per address (sliding)',
    cost: 'a content page’s card: one read of its live entries and one card render, kept in memory (16 cards); the rest are static files',
  }),
  signup: page(),
  login: page(),
  'forgot-password': page(),
  'reset-password': page(),
  'auth/confirm': page({
    cost: 'a render with no statement of its own: opening it spends nothing; its button calls POST /auth/v1/verify',
  }),
  profile: guardedPage,
  blog: page({ cost: 'one page of cards (indexed), kept in the page cache' }),
  'blog/create': guardedPage,
  'blog/edit/:id': guardedPage,
  'blog/:id': page({ cost: 'one post, kept in the page cache' }),
  'rss.xml': page({ rate: 'none', cost: 'the latest posts (capped), one statement' }),
  admin: guardedPage,
  'admin/leads': guardedPage,
  'admin/leads/:id': guardedPage,
  'admin/comments': guardedPage,
  'admin/posts': guardedPage,
  'admin/users': guardedPage,
  'admin/activity': guardedPage,
  'admin/settings': guardedPage,
  'admin/webinars': guardedPage,
  'admin/webinars/:id': guardedPage,
  'admin/mail': guardedPage,
  'admin/content': guardedPage,
  'admin/content/images': guardedPage,
  'admin/content/:id': guardedPage,
  'admin/content/:id/preview': guardedPage,
  'account/delete': page(),
  '*': page({ rate: 'none', cost: 'the not-found page' }),
};

/**
 * The Hindi pages (`hi/…`, app/routes.ts withHindi) answer as their English page does: the same
 * policy, and the same named limit (the Hindi search counts with the English one).
 */
for (const path of hindiPagePaths) {
  const english = path === 'hi' ? '' : path === 'hi/*' ? '*' : path.slice('hi/'.length);
  pagePolicies[path] = pagePolicies[english]!;
}

export type MatchedPolicy = { route: string; policy: RoutePolicy };

const apiRouter = new PatternRouter<string>();
for (const key of Object.keys(apiPolicies)) {
  const [method, path] = key.split(' ') as [string, string];
  if (path !== '/*') apiRouter.add(method, path, key);
}

// Pages as React Router matches them: case-insensitive, trailing slash ignored (matchRoutes ranks
// the patterns itself).
const pageRoutes = Object.keys(pagePolicies).map((path) => ({ path: path === '' ? '/' : `/${path}`, id: path }));

/**
 * The path a page request names, as React Router reads it: its data request `<path>.data`
 * (`/_root.data` for the index) is the page's own path, and so is any spelling that differs only
 * in case or a trailing slash.
 */
export function canonicalPagePath(path: string): string {
  let p = path;
  if (p.endsWith('.data')) p = p.slice(0, -'.data'.length);
  if (p === '/_root') p = '/';
  p = p.replace(/\/+$/, '');
  return (p || '/').toLowerCase();
}

/** The policy of the route that answers `method path`, with that route's name (its pattern). */
export function matchPolicy(method: string, path: string): MatchedPolicy {
  const [handlers] = apiRouter.match(method, path);
  // The most specific registered route (PatternRouter keeps registration order; the table lists
  // the specific ones first, as the sub-apps register them).
  const api = handlers.map(([key]) => key).find((key) => !key.startsWith('ALL ')) ?? handlers[0]?.[0];
  if (api) return { route: api, policy: apiPolicies[api]! };
  const canonical = canonicalPagePath(path);
  const matches = matchRoutes(pageRoutes, canonical);
  const id = matches?.[matches.length - 1]?.route.id ?? '*';
  return { route: `page:${id}`, policy: pagePolicies[id]! };
}
