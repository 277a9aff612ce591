/** Shared MFA pieces: loading the caller's factor by id, and TOTP parameters. */
import { TOTP } from 'otpauth';
import type { Queryable } from '../db/types.ts';
import { AuthApiError } from './errors.ts';
import { isUuid } from '../../rules/uuid.ts';

export const challengeLifetimeSeconds = 300;
export const totpPeriod = 30;

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
};

/** The factor `id` of `userId`, or 404 mfa_factor_not_found (also for another user's factor). */
export async function findFactor(q: Queryable, userId: string, id: string | undefined): Promise<FactorRow> {
  if (!isUuid(id)) throw new AuthApiError('mfa_factor_not_found');
  const { rows } = await q.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, secret from auth.mfa_factors where id = $1 and user_id = $2`,
    [id, userId],
  );
  const factor = rows[0];
  if (!factor) throw new AuthApiError('mfa_factor_not_found');
  return factor;
}

export function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: totpPeriod, secret });
}
