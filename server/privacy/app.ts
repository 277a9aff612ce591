/**
 * /api/account: the privacy rights the privacy page promises (ADR 035). The routing table, each
 * route with its guards (who, body cap, rate):
 *
 *   GET  /export            signed in; 10 an hour per user      the account's data as a JSON file
 *   POST /deletion          signed in; 1 KB; 5 an hour per user {keep_content}: emails the link
 *   GET  /deletion?token=   anyone with the link; 30/5 min/IP   what the link would delete (spends nothing)
 *   POST /deletion/confirm  anyone with the link; 1 KB; 30/5 min/IP  {token}: deletes the account
 *
 * Errors are `{ error: { code, message } }` (privacy-errors.ts). RATE_LIMITS=false turns the
 * rates off (tests only).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';
import { confirmDeletion, inspectDeletion, requestAccountDeletion } from './account-deletion.ts';
import { exportAccountData } from './export-account-data.ts';
import { PrivacyError, privacyErrors } from './privacy-errors.ts';
import { signedInUser, type AccountHolder } from './signed-in-user.ts';

type PrivacyEnv = { Variables: AppEnv['Variables'] & { holder: AccountHolder } };

export const privacyLimits = {
  export: { limit: 10, windowSeconds: 3600 },
  deletion: { limit: 5, windowSeconds: 3600 },
  link: { limit: 30, windowSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>;

const maxBodyBytes = 1024;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function createPrivacyApp(deps: ServerDeps): Hono<PrivacyEnv> {
  const app = new Hono<PrivacyEnv>();
  const signedIn: MiddlewareHandler<PrivacyEnv> = async (c, next) => {
    c.set('holder', await signedInUser(c, deps));
    return next();
  };
  const perUser = (name: keyof typeof privacyLimits): MiddlewareHandler<PrivacyEnv> =>
    limit(deps, name, (c) => `user:${c.get('holder').id}`);
  const perIp = (name: keyof typeof privacyLimits): MiddlewareHandler<PrivacyEnv> =>
    limit(deps, name, (c) => `ip:${rateLimitKey(clientIp(c, { trustedHops: deps.env.TRUST_PROXY }))}`);
  const small = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw privacyErrors.tooLarge();
    },
  });

  app.get('/export', signedIn, perUser('export'), async (c) => {
    const data = await exportAccountData(deps.db, c.get('holder'), deps.env.SITE_URL);
    c.header(
      'Content-Disposition',
      `attachment; filename="account-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    c.header('Cache-Control', 'no-store');
    c.get('log').info({ userId: c.get('holder').id }, 'account data exported');
    return c.json(data);
  });
  app.post('/deletion', small, signedIn, perUser('deletion'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body.keep_content !== 'boolean') {
      throw privacyErrors.invalidBody('Say whether your posts and comments are kept (keep_content: true or false).');
    }
    const sent = await requestAccountDeletion(deps, c.get('holder'), body.keep_content);
    c.get('log').info({ userId: c.get('holder').id }, 'account deletion requested');
    return c.json(sent, 202);
  });
  app.get('/deletion', perIp('link'), async (c) => c.json(await inspectDeletion(deps, tokenOf(c.req.query('token')))));
  app.post('/deletion/confirm', small, perIp('link'), async (c) => {
    const body = await jsonBody(c);
    const result = await confirmDeletion(deps, tokenOf(body.token));
    c.get('log').info({ ...result }, 'account deleted by its owner');
    return c.json({ deleted: true, ...result });
  });

  app.onError((err, c) => {
    if (err instanceof PrivacyError) {
      return c.json({ error: { code: err.code, message: err.message } }, err.status, err.headers);
    }
    c.get('log').error({ err }, 'account request failed');
    return c.json({ error: { code: 'unexpected_failure', message: 'Something went wrong. Please try again.' } }, 500);
  });
  return app;
}

function limit(
  deps: ServerDeps,
  name: keyof typeof privacyLimits,
  keyOf: (c: Context<PrivacyEnv>) => string,
): MiddlewareHandler<PrivacyEnv> {
  return async (c, next) => {
    if (!deps.env.RATE_LIMITS) return next();
    const result = await hitRateLimit(deps.db, `account:${name}:${keyOf(c)}`, privacyLimits[name]);
    if (!result.allowed) {
      throw privacyErrors.tooMany(retryAfterSeconds(result.resetAt.getTime()), 'requests');
    }
    return next();
  };
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw privacyErrors.invalidBody('Send a JSON object.');
  return body as Record<string, unknown>;
}

function tokenOf(value: unknown): string {
  if (typeof value !== 'string' || !tokenPattern.test(value)) throw privacyErrors.linkDead();
  return value;
}
