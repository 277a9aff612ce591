/**
 * The admission middleware (ADR 036): before any route runs, the request is matched to its
 * route's policy (policy.ts) and counted against that route's per-address limit, if it has one,
 * under the limit's name: every spelling of a route (case, trailing slash, `.data`) and every
 * route sharing a limit (the /search page and /api/search) count as one. Over it: 429 with
 * Retry-After in the answering surface's own shape.
 *
 * A limit that counts only costly calls (`render`: renditions and preview images not yet kept)
 * is taken by the route itself, through `takeRouteLimit`, once it knows it must do the work.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { searchMessages } from '../../rules/site-search.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../lib/env.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';
import { matchPolicy, type AdmissionLimitName } from './policy.ts';

type LimitSpec = {
  rule: (env: Env) => RateLimitRule;
  /** Counted by the middleware for every matching request ('request'), or by the route ('route'). */
  takenBy: 'request' | 'route';
  /** Only requests this applies to count (a search without `q` is the empty page). */
  applies?: (c: Context<AppEnv>) => boolean;
  message: string;
};

export const admissionLimits: Record<AdmissionLimitName, LimitSpec> = {
  search: {
    rule: (env) => ({ limit: env.RATE_SEARCH_PER_MINUTE, windowSeconds: 60 }),
    takenBy: 'request',
    applies: (c) => Boolean(c.req.query('q')),
    message: searchMessages.rateLimited,
  },
  render: {
    rule: (env) => ({ limit: env.RATE_RENDERS_PER_MINUTE, windowSeconds: 60 }),
    takenBy: 'route',
    message: 'Too many new image sizes requested from your network. Please try again in a minute.',
  },
};

export class RouteLimitReached extends Error {
  readonly retryAfter: number;
  constructor(message: string, retryAfter: number) {
    super(message);
    this.name = 'RouteLimitReached';
    this.retryAfter = retryAfter;
  }
}

/** Counts one call against `name` for the caller's address; throws RouteLimitReached over it. */
export async function takeRouteLimit(deps: ServerDeps, c: Context<AppEnv>, name: AdmissionLimitName): Promise<void> {
  if (!deps.env.RATE_LIMITS) return;
  const spec = admissionLimits[name];
  const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
  const result = await hitRateLimit(deps.db, `${name}:${rateLimitKey(ip)}`, spec.rule(deps.env));
  if (result.allowed) return;
  const retryAfter = retryAfterSeconds(result.resetAt.getTime());
  c.get('log').warn({ ip, limit: name, retryAfter }, 'refused: route limit');
  throw new RouteLimitReached(spec.message, retryAfter);
}

/** The 429 for a route limit, in the shape of the surface that was asked. */
export function routeLimitResponse(c: Context<AppEnv>, err: RouteLimitReached): Response {
  const headers = { 'Retry-After': String(err.retryAfter) };
  const path = c.req.path;
  if (path.startsWith('/api/')) return sendApiError(c, apiErrors.rateLimited(err.message, err.retryAfter));
  if (path.startsWith('/storage/v1/')) {
    return c.json({ statusCode: '429', error: 'too_many_requests', message: err.message }, 429, headers);
  }
  return c.text(err.message, 429, headers);
}

/** Matches the request's route policy and counts its per-address limit (server/app.ts). */
export function admission(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { policy } = matchPolicy(c.req.method, c.req.path);
    const spec = policy.limit ? admissionLimits[policy.limit] : undefined;
    if (!policy.limit || !spec || spec.takenBy !== 'request' || (spec.applies && !spec.applies(c))) return next();
    try {
      await takeRouteLimit(deps, c, policy.limit);
    } catch (err) {
      if (err instanceof RouteLimitReached) return routeLimitResponse(c, err);
      throw err;
    }
    return next();
  };
}
