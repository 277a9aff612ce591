/**
 * Refresh tokens are random and stored only as their SHA-256. A rotated token's child is derived
 * from it with an HMAC under a server secret, so when the same parent is presented again within
 * the reuse interval (concurrent tabs) the server can hand back the child it already issued
 * without ever storing a token in clear. The secret comes from the oldest active signing key,
 * which every process on the database shares (KeyStore.refreshTokenSecret, server/lib/keys.ts).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable, Statement } from '../db/types.ts';

/** A revoked token presented again this soon returns its already-issued child. */
export const reuseIntervalSeconds = 10;

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The child a parent token rotates into (deterministic for this server secret). */
export function childToken(secret: Buffer, parent: string): string {
  return createHmac('sha256', secret).update(parent).digest().subarray(0, 24).toString('base64url');
}

type RefreshTokenRow = { token: string; userId: string; sessionId: string; parentHash: string | null };

export function refreshTokenStatement(row: RefreshTokenRow): Statement {
  return {
    sql: `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent)
          values ($1::text, $2::uuid, $3::uuid, $4::text)`,
    params: [hashToken(row.token), row.userId, row.sessionId, row.parentHash],
  };
}

export async function insertRefreshToken(q: Queryable, row: RefreshTokenRow): Promise<void> {
  const { sql, params } = refreshTokenStatement(row);
  await q.query(sql, params);
}
