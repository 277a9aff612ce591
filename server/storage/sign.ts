/**
 * Signed URLs, as Supabase Storage has them (ADR 029): `POST /object/sign/{bucket}/{key}` with
 * `{expiresIn}` (seconds) answers `{signedURL: "/object/sign/{bucket}/{key}?token=…"}` when the
 * caller may read the object under RLS (the staff who may read the private applications bucket);
 * `GET /object/sign/{bucket}/{key}?token=…` then serves the object to whoever holds the link until
 * it expires. The token is a JWT signed with the server's ES256 key (server/lib/keys.ts) naming
 * exactly that object; it cannot be used for another one.
 */
import type { Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { StorageError, storageErrors } from './errors.ts';
import { readJson } from './http.ts';
import { attachment } from './read.ts';
import { objectTarget } from './object-key.ts';
import { findObject } from './objects-db.ts';
import type { ObjectStore } from './store.ts';

/** At most a week, as Supabase allows. */
export const maxSignedSeconds = 7 * 24 * 3600;
const marker = '/object/sign/';

const invalidSignature = () => new StorageError('400', 'InvalidSignature', 'InvalidSignature', 'Invalid signature');

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function signHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const caller = await callerOf(c, deps);
    const body = (await readJson(c)) as { expiresIn?: unknown } | null;
    const expiresIn = Number(body?.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > maxSignedSeconds) {
      throw storageErrors.invalidRequest(`expiresIn must be a whole number of seconds from 1 to ${maxSignedSeconds}`);
    }
    const row = await asCaller(deps.db, caller, (tx) => findObject(tx, bucket, key));
    if (!row) throw storageErrors.noSuchKey();
    const { kid, privateKey } = await deps.keys.signingKey();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ url: `${bucket}/${key}` })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(privateKey);
    return c.json({ signedURL: `${marker}${encodeURIComponent(bucket)}/${encodeKey(key)}?token=${token}` });
  };
}

export function signedReadHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const token = c.req.query('token');
    if (!token) throw invalidSignature();
    let url: unknown;
    try {
      const { payload } = await jwtVerify(token, async (header) => {
        const found = header.kid ? await deps.keys.verificationKey(header.kid) : undefined;
        if (!found) throw new Error('unknown key');
        return found;
      });
      url = payload.url;
    } catch {
      throw invalidSignature();
    }
    if (url !== `${bucket}/${key}`) throw invalidSignature();
    // The link is the permission: read the row as the server.
    const row = await findObject(deps.db, bucket, key);
    if (!row?.version) throw storageErrors.noSuchKey();
    const object = await store.get({ bucket, key, version: row.version });
    if (!object) throw storageErrors.noSuchKey();
    const headers = new Headers({
      'Content-Type': row.mimetype ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': 'private, no-store',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    const download = c.req.query('download');
    if (download !== undefined) headers.set('Content-Disposition', attachment(download || key.split('/').pop() || key));
    return new Response(object.body, { status: 200, headers });
  };
}
