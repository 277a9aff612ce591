/**
 * Passwords: bcrypt (cost 10, the `$2a$` format Supabase Auth stores) computed by @node-rs/bcrypt
 * on low-priority worker threads (password-pool.ts), so hashing never blocks or crowds out the
 * event loop; the strength rules; and a decoy verification that makes an unknown e-mail cost as
 * much as a wrong password.
 */
import { randomBytes } from 'node:crypto';
import { AuthApiError, invalid } from './errors.ts';
import { runPasswordJob } from './password-pool.ts';

export const minPasswordLength = 6;
const cost = 10;

export function hashPassword(password: string): Promise<string> {
  return runPasswordJob({ op: 'hash', password, cost }) as Promise<string>;
}

function verify(password: string, encodedHash: string): Promise<boolean> {
  return runPasswordJob({ op: 'verify', password, hash: encodedHash }) as Promise<boolean>;
}

export function verifyPassword(password: string, encodedHash: string | null | undefined): Promise<boolean> {
  if (!encodedHash) return burnVerifyTime(password);
  return verify(password, encodedHash);
}

let decoy: Promise<string> | undefined;

/** Spends one bcrypt verification on a random hash and answers false. */
export async function burnVerifyTime(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
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
