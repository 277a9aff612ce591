/**
 * The operator's side of the signing keys (`npm run keys`, scripts/keys.ts; `POST /_admin/keys`
 * beside a running server on the embedded database):
 *
 * - **rotate**: one transaction adds a new key, which signs from then on, and gives every other
 *   active key a `retire_at` (now + grace): until then it still verifies the access tokens and
 *   API keys it signed, afterwards nothing. Every process drops its key cache at the commit
 *   (NOTIFY auth_signing_keys, migration 0031), so all instances switch at once; signed-in users
 *   get tokens from the new key at their next refresh and are never signed out.
 * - **retire**: ends every grace now (`revoked_at`): after a leak, or once the API keys in use
 *   were minted again.
 * - **mint**: the API keys (server/auth/api-keys.ts), with the lifetime the operator chose.
 * - **list**: every key and what it does.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../db/types.ts';
import type { KeyStore } from '../lib/keys.ts';
import { mintApiKeys, type ApiKeys } from './api-keys.ts';
import { goDurationMillis } from './go-duration.ts';

export type KeyInfo = {
  kid: string;
  createdAt: string;
  /**
   * signing: signs new tokens; verifying: an older key with no retirement set (verifies until
   * rotated away); retiring: verifies until retireAt; retired: verifies nothing.
   */
  status: 'signing' | 'verifying' | 'retiring' | 'retired';
  retireAt: string | null;
};

export type KeyCommand =
  | { action: 'mint'; lifetimeSeconds: number }
  | { action: 'rotate'; graceSeconds: number }
  | { action: 'retire' }
  | { action: 'list' };

export type KeyCommandResult =
  | { action: 'mint'; keys: ApiKeys }
  | { action: 'rotate'; kid: string; retiring: KeyInfo[] }
  | { action: 'retire'; retired: string[] }
  | { action: 'list'; keys: KeyInfo[] };

export class KeyCommandError extends Error {}

const actions = new Set(['mint', 'rotate', 'retire', 'list']);
const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** A command as JSON (POST /_admin/keys), checked. */
export function parseKeyCommand(body: unknown): KeyCommand {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.action !== 'string' || !actions.has(b.action)) {
    throw new KeyCommandError('The body must be JSON: {"action": "mint" | "rotate" | "retire" | "list", …}.');
  }
  if (b.action === 'mint' && !positive(b.lifetimeSeconds)) throw new KeyCommandError('mint needs lifetimeSeconds > 0.');
  if (b.action === 'rotate' && !positive(b.graceSeconds)) throw new KeyCommandError('rotate needs graceSeconds > 0.');
  return b as KeyCommand;
}

/** `90d`, `12h`, `45m`, `1h30m` (Go durations, plus days) in seconds; throws KeyCommandError. */
export function durationSeconds(text: string, what: string): number {
  const days = /^(\d+)d$/.exec(text);
  let seconds: number;
  try {
    seconds = days ? Number(days[1]) * 86400 : goDurationMillis(text) / 1000;
  } catch {
    seconds = NaN;
  }
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new KeyCommandError(`${what}: "${text}" is not a duration like 90d, 12h or 30m.`);
  }
  return seconds;
}

export async function runKeyCommand(
  deps: { db: Db; keys: KeyStore; privateKeyFile?: string | undefined },
  command: KeyCommand,
): Promise<KeyCommandResult> {
  if (command.action === 'mint') {
    return { action: 'mint', keys: await mintApiKeys(deps.keys, new Date(), command.lifetimeSeconds) };
  }
  if (command.action === 'list') return { action: 'list', keys: await listSigningKeys(deps.db) };
  if (deps.privateKeyFile) {
    throw new KeyCommandError(
      'The signing key comes from JWT_PRIVATE_KEY_FILE: rotate it by pointing that variable at a new PEM file.',
    );
  }
  if (command.action === 'rotate')
    return { action: 'rotate', ...(await rotateSigningKey(deps.db, command.graceSeconds)) };
  return { action: 'retire', retired: await retireSigningKeys(deps.db) };
}

export async function rotateSigningKey(db: Db, graceSeconds: number): Promise<{ kid: string; retiring: KeyInfo[] }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const [privateJwk, publicJwk] = [await exportJWK(privateKey), await exportJWK(publicKey)];
  await db.transaction(async (tx) => {
    await tx.query(
      `update auth.signing_keys set retire_at = now() + make_interval(secs => $1::float8)
        where revoked_at is null and (retire_at is null or retire_at > now() + make_interval(secs => $1::float8))`,
      [graceSeconds],
    );
    // clock_timestamp(): newer than every key made before, within this transaction too.
    await tx.query(
      `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk, created_at)
       values ($1, 'ES256', $2, $3, clock_timestamp())`,
      [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
    );
  });
  return { kid, retiring: (await listSigningKeys(db)).filter((k) => k.status === 'retiring') };
}

/** Ends every grace period now; returns the keys that stopped verifying. */
export async function retireSigningKeys(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ kid: string }>(
    `update auth.signing_keys set revoked_at = now(), retire_at = least(retire_at, now())
      where revoked_at is null and retire_at is not null returning kid`,
  );
  return rows.map((r) => r.kid);
}

export async function listSigningKeys(db: Db): Promise<KeyInfo[]> {
  // Ordered by the timestamp itself, not by its text to the second (an output column named
  // created_at would be what ORDER BY sorts on): two keys made in one second keep their order.
  const { rows } = await db.query<{ kid: string; created: string; retire_at: string | null; live: boolean }>(
    `select kid, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created,
            to_char(retire_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as retire_at,
            revoked_at is null and (retire_at is null or retire_at > now()) as live
       from auth.signing_keys k order by k.created_at desc, kid`,
  );
  let signer = false;
  return rows.map((r) => {
    let status: KeyInfo['status'] = r.live ? (r.retire_at === null ? 'signing' : 'retiring') : 'retired';
    // Only the newest key without a retirement signs.
    if (status === 'signing' && signer) status = 'verifying';
    if (status === 'signing') signer = true;
    return { kid: r.kid, createdAt: r.created, status, retireAt: r.retire_at };
  });
}
