/**
 * Request reading for /auth/v1: the JSON body (size-capped by the router), typed field access
 * with clear 400 validation_failed errors, e-mail normalisation and the redirect allow-list.
 */
import type { Context } from 'hono';
import { invalid } from './errors.ts';

export type Body = Record<string, unknown>;

export const maxBodyBytes = 64 * 1024;

/** The request body as a JSON object; an empty body counts as `{}`. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('Could not parse request body as JSON: the body is not valid JSON');
  }
  if (!isObject(parsed)) throw invalid('Could not parse request body as JSON: expected a JSON object');
  return parsed;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field; absent or null gives undefined, any other type is a 400. */
export function stringField(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`"${key}" must be a string`);
  return value;
}

/** An object field (e.g. user metadata); absent or null gives undefined. */
export function objectField(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw invalid(`"${key}" must be a JSON object`);
  return value;
}

// The pragmatic subset of RFC 5322 GoTrue also accepts: one @, a dotted domain, no spaces.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Trims and lower-cases an address, or throws GoTrue's 400 for a malformed one. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    throw invalid('Unable to validate email address: invalid format');
  }
  return email;
}

/** An optional address field, normalised; absent, null or empty gives undefined. */
export function emailField(body: Body, key = 'email'): string | undefined {
  const raw = stringField(body, key);
  return raw ? normaliseEmail(raw) : undefined;
}

/** `redirect_to` is honoured only on the site's own origin; anything else falls back to SITE_URL. */
export function safeRedirect(siteUrl: string, redirectTo: string | undefined | null): string {
  if (!redirectTo) return siteUrl;
  try {
    const target = new URL(redirectTo);
    if (target.origin === new URL(siteUrl).origin) return target.href;
  } catch {
    // not a URL: fall through
  }
  return siteUrl;
}

/** PKCE parameters as supabase-js sends them (explicit nulls in the implicit flow). */
export type PkceParams = { codeChallenge: string; method: 's256' | 'plain' };

export function pkceParams(body: Body): PkceParams | undefined {
  const challenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method');
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw invalid('PKCE flow requires code_challenge and code_challenge_method');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw invalid('code_challenge_method must be s256 or plain');
  if (challenge.length < 43 || challenge.length > 128) throw invalid('code_challenge has an invalid length');
  return { codeChallenge: challenge, method: m };
}
