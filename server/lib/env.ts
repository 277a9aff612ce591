import proxyAddr from 'proxy-addr';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: which peers are our reverse proxies (server/lib/client-ip.ts), either
 * - their addresses or subnets, comma-separated, as `proxy-addr` reads them (`10.0.0.2`,
 *   `10.0.0.0/8`, `::1`, and the names `loopback`, `linklocal`, `uniquelocal`): X-Forwarded-For
 *   is read only from those peers, so a client that reaches the port directly is its own socket
 *   address whatever it writes (#26); or
 * - how many proxies stand in front (`true`/`yes` one, `false`/`no` none, or a number): every
 *   peer is trusted that many hops, so the port must be reachable by the proxy only.
 */
export type TrustProxy = number | string[];
const trustedProxies = z.string().transform((v, ctx): TrustProxy => {
  const value = v.trim();
  if (/^(true|yes)$/i.test(value)) return 1;
  if (/^(false|no)$/i.test(value)) return 0;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    if (list.length === 0) throw new Error('empty');
    proxyAddr.compile(list);
    return list;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message:
        "expected the proxies' addresses or subnets, comma-separated (10.0.0.2, 10.0.0.0/8, loopback), " +
        'or the number of reverse proxies in front of the server (0 = none, 1 = one nginx, …); true means 1, false means 0',
    });
    return z.NEVER;
  }
});

// Empty values are dropped before parsing, so "unset" and "set to nothing" mean the same.
const optionalUrl = z.url().optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  SITE_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Aravali Learning <no-reply@aravalilearning.in>'),
  CONTACT_INBOX: z.email().optional(),
  SUPPORT_INBOX: z.email().optional(),
  SALES_INBOX: z.email().optional(),
  CAREERS_INBOX: z.email().optional(),
  WEBINARS_INBOX: z.email().optional(),
  DEV_MAILBOX: bool.default(false),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(1).max(300).default(5),
  MAIL_GIVE_UP_HOURS: z.coerce.number().min(1).max(168).default(24),
  AUTH_AUTOCONFIRM: bool.default(false),
  AUTH_SECURE_PASSWORD_CHANGE: bool.default(false),
  JWT_EXPIRY: z.coerce.number().int().min(60).max(604800).default(3600),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  TRUST_PROXY: trustedProxies.default(0),
  RATE_LIMITS: bool.default(true),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_IN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  MFA_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  MFA_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  // Per-address limits the admission layer counts on the route as matched (server/admission/, ADR 036).
  RATE_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  // /auth/v1 per address per 5 minutes (server/auth/guards.ts).
  AUTH_RATE_TOKEN_PER_5MIN: z.coerce.number().int().min(1).max(100000).default(150),
  AUTH_RATE_SIGNUP_PER_5MIN: z.coerce.number().int().min(1).max(100000).default(100),
  AUTH_RATE_EMAIL_PER_5MIN: z.coerce.number().int().min(1).max(100000).default(100),
  // The forms (server/contact/form-limits.ts): a per-address ceiling above a classroom, and per email.
  CONTACT_RATE_PER_ADDRESS_PER_10MIN: z.coerce.number().int().min(1).max(100000).default(150),
  CONTACT_RATE_PER_EMAIL_PER_10MIN: z.coerce.number().int().min(1).max(100000).default(5),
  // The site search's budget (server/search/search-budget.ts).
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(10).max(60000).default(500),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100000).default(500),
  RATE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  QUOTA_POSTS_PER_DAY: z.coerce.number().int().min(1).max(100000).default(50),
  QUOTA_SAMPLE_IMPORTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(1),
  QUOTA_COMMENTS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
  QUOTA_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  // #26: every application with a CV, the whole site together, per UTC day; and the files sent
  // without an account from one address (every form together), in MB per UTC day.
  // #26: the chat's saved messages (each reply of the assistant is one too) and comment reports.
  QUOTA_CHAT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(200),
  QUOTA_CHAT_MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(1000000).default(1000),
  QUOTA_COMMENT_REPORTS_PER_DAY: z.coerce.number().int().min(1).max(100000).default(50),
  QUOTA_CVS_PER_DAY: z.coerce.number().int().min(1).max(100000).default(200),
  QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).max(2000).default(100),
  // Per person, by email address, per UTC day (#26): a person (or someone using their address)
  // cannot flood the webinar registrations or the applications; per address the forms' ceiling.
  QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).max(100000).default(10),
  QUOTA_APPLICATIONS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).max(100000).default(5),
  // /rest/v1 limits (server/rest/limits.ts, admission.ts; ADR 019).
  // Schemas /rest/v1 exposes, comma-separated; the first is the default (Accept-Profile /
  // Content-Profile choose another, as PostgREST's db-schemas).
  REST_SCHEMAS: z
    .string()
    .default('public')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(
      z
        .array(
          z
            .string()
            .min(1)
            .max(63)
            .regex(/^[^\0]+$/),
        )
        .min(1),
    ),
  REST_MAX_ROWS: z.coerce.number().int().min(1).max(100000).default(1000),
  REST_TIMEOUT_ANON_MS: z.coerce.number().int().min(1).max(600000).default(3000),
  REST_TIMEOUT_AUTHENTICATED_MS: z.coerce.number().int().min(1).max(600000).default(8000),
  REST_TIMEOUT_EMBEDDED_MS: z.coerce.number().int().min(1).max(600000).default(200),
  REST_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(512 * 1024 * 1024)
    .default(32 * 1024 * 1024),
  REST_CONCURRENCY_PER_IP: z.coerce.number().int().min(1).max(1000).default(8),
  // A REST request over REST_CONCURRENCY_PER_IP waits this long for a turn before its 429.
  REST_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(10000).default(2000),
  REST_EMBEDDED_SLOTS: z.coerce.number().int().min(1).max(64).default(1),
  // Aggregates in select (count(), col.sum()…), off by default as PostgREST's db-aggregates-enabled.
  REST_AGGREGATES: bool.default(false),
  // The blog's anonymous pages are kept until the blog changes, at most this long (ADR 018); 0: off.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  // GET /metrics: with a token, for callers sending it as a bearer token; without, loopback callers only.
  METRICS_TOKEN: z.string().min(16).optional(),
  // npm run backup -- --drill: a server whose role may create databases, for the scratch copy.
  DRILL_DATABASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(0),
  STORAGE_BACKEND: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/** Rules that span several keys: each names the key to fix. */
function crossCheck(env: z.infer<typeof envSchema>): string[] {
  const issues: string[] = [];
  if (env.STORAGE_BACKEND === 's3' && !env.S3_BUCKET) issues.push('S3_BUCKET: required with STORAGE_BACKEND=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issues.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
    issues.push('SUPABASE_ANON_KEY: SUPABASE_URL and SUPABASE_ANON_KEY are set together or not at all');
  }
  return issues;
}

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class EnvError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
    this.issues = issues;
  }
}

/**
 * The service key (a JWT with role service_role, `npm run keys`) must never reach a browser:
 * refused in SUPABASE_ANON_KEY (sent to every page) and in any VITE_ variable (Vite may inline
 * those into the client bundle).
 */
function publicSecrets(source: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (key !== 'SUPABASE_ANON_KEY' && !key.startsWith('VITE_')) continue;
    if (value && jwtRole(value) === 'service_role') {
      issues.push(
        `${key}: holds a service_role key, which bypasses row-level security and must never reach a browser; ` +
          'use the anon key here and keep SERVICE_ROLE_KEY on servers only',
      );
    }
  }
  return issues;
}

function jwtRole(value: string): unknown {
  const payload = value.trim().split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** Parses and validates the environment once; throws EnvError listing every bad key. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = result.data;
  const issues = [...crossCheck(env), ...publicSecrets(cleaned)];
  if (issues.length > 0) throw new EnvError(issues);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const mailboxProblem = env.DEV_MAILBOX ? devMailboxProblem(env, siteUrl) : undefined;
  if (mailboxProblem) {
    throw new EnvError([
      `DEV_MAILBOX: the dev mailbox serves every email the site sends, password-reset links included, so it is ` +
        `only allowed when SITE_URL is a loopback address (localhost, 127.0.0.1, [::1]), set explicitly, and HOST ` +
        `is a loopback address (127.0.0.1, ::1, localhost); ${mailboxProblem}. Unset DEV_MAILBOX on a public site.`,
    ]);
  }
  return { ...env, SITE_URL: siteUrl };
}

/** http(s)://localhost, *.localhost, 127.0.0.0/8 or [::1]. */
/**
 * Why the dev mailbox may not run here, or undefined (#26): SITE_URL must be set and loopback
 * (`npm run dev`, NODE_ENV=development, may leave it to its localhost default), and the server
 * must listen on a loopback address only.
 */
function devMailboxProblem(env: z.infer<typeof envSchema>, siteUrl: string): string | undefined {
  if (!env.SITE_URL && env.NODE_ENV !== 'development') return `SITE_URL is not set`;
  if (!isLoopbackUrl(siteUrl)) return `SITE_URL is ${siteUrl}`;
  if (!isLoopbackHost(env.HOST)) return `HOST is ${env.HOST}`;
  return undefined;
}

/** Whether a bind address is loopback only (0.0.0.0 and :: listen on every interface). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::1';
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]'
  );
}
