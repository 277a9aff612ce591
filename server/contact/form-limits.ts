/**
 * The forms' limits (contact, support, webinar registration, whitepaper, job applications), sized
 * for a school (issue #26): a staff room or a computer lab shares one public address, so the
 * per-address limit is a ceiling well above a classroom (CONTACT_RATE_PER_ADDRESS_PER_10MIN, 150
 * by default: 40 people each sending a message and registering for a webinar fit twice over; a
 * script sending 200 in a minute does not), and what holds back one person is the per-email
 * limit (CONTACT_RATE_PER_EMAIL_PER_10MIN) and the honeypot. Both count over a sliding window
 * (server/lib/rate-limit.ts); the address first, so a refused address spends no email's budget.
 */
import { contactMessages } from '../../rules/contact-rules.ts';
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../lib/api-error.ts';
import { rateLimitKey } from '../lib/client-ip.ts';
import type { Env } from '../lib/env.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';

const tenMinutes = 600;

export const contactAddressRule = (env: Env): RateLimitRule => ({
  limit: env.CONTACT_RATE_PER_ADDRESS_PER_10MIN,
  windowSeconds: tenMinutes,
});

export const contactEmailRule = (env: Env): RateLimitRule => ({
  limit: env.CONTACT_RATE_PER_EMAIL_PER_10MIN,
  windowSeconds: tenMinutes,
});

/** Counts one form message for the address and, when given, the email; 429 over either. */
export async function takeFormLimits(
  deps: { db: Queryable; env: Env },
  input: { ip: string; email?: string | null | undefined },
): Promise<void> {
  const address = await hitRateLimit(deps.db, `contact:${rateLimitKey(input.ip)}`, contactAddressRule(deps.env));
  if (!address.allowed) {
    throw apiErrors.rateLimited(contactMessages.rateLimited, retryAfterSeconds(address.resetAt.getTime()));
  }
  const email = input.email?.trim().toLowerCase();
  if (!email) return;
  const person = await hitRateLimit(deps.db, `contact-email:${email}`, contactEmailRule(deps.env));
  if (!person.allowed) {
    throw apiErrors.rateLimited(contactMessages.rateLimited, retryAfterSeconds(person.resetAt.getTime()));
  }
}
