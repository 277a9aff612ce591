/**
 * Passwords: bcrypt (cost 10, the `$2a$` format Supabase Auth stores) computed on libuv's thread
 * pool by @node-rs/bcrypt, so hashing never blocks the event loop; the strength rules; and a
 * decoy verification that makes an unknown e-mail cost as much as a wrong password.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';
import { AuthApiError, invalid } from './errors.ts';

export const minPasswordLength = 6;
const cost = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost, version: '2a' });
}

export function verifyPassword(password: string, encodedHash: string | null | undefined): Promise<boolean> {
  if (!encodedHash) return burnVerifyTime(password);
  return verify(password, encodedHash);
}

let decoy: Promise<string> | undefined;

/** Spends one bcrypt verification on a random hash and answers false. */
export async function burnVerifyTime(password: string): Promise<false> {
  decoy ??= hash(randomBytes(18).toString('base64'), { cost, version: '2a' });
  await verify(password, await decoy);
  return false;
}

/** Reasons a password fails the current rules ([] when it passes). */
export function weakPasswordReasons(password: string): string[] {
  return [...password].length < minPasswordLength ? ['length'] : [];
}

/** Checks a new password: present, at most 72 bytes (bcrypt's limit), strong enough. */
export function assertAcceptablePassword(password: string | undefined, missingMessage: string): string {
  if (!password) throw invalid(missingMessage);
  if (Buffer.byteLength(password, 'utf8') > 72) throw invalid('Password cannot be longer than 72 characters');
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    const message = `Password should be at least ${minPasswordLength} characters.`;
    throw new AuthApiError('weak_password', message, { extra: { weak_password: { reasons } } });
  }
  return password;
}
