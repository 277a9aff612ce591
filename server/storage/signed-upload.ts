/**
 * Signed upload URLs (supabase-js `createSignedUploadUrl` / `uploadToSignedUrl`), as Supabase
 * Storage has them:
 *
 * - `POST /object/upload/sign/{bucket}/{key}` (`x-upsert: true` to allow replacing) asks, as the
 *   caller, whether RLS would let them write that key (a rolled-back dry run, as an upload does)
 *   and counts the write against their budget (limits.ts); it answers
 *   `{url: "/object/upload/sign/{bucket}/{key}?token=…", token}`, valid two hours.
 * - `PUT /object/upload/sign/{bucket}/{key}?token=…` receives the file from whoever holds the
 *   token, with every check an upload has (size while streaming, type sniffed, metadata
 *   stripped), and writes the row for the signer (`owner` from the token). Without upsert the
 *   token makes the object once: a second upload is `409 The resource already exists`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { callerOf, dryRun } from './caller.ts';
import type { ImagePool } from './image-pool.ts';
import { takeObjectWrite } from './limits.ts';
import { objectTarget } from './object-key.ts';
import { requireBucket, writeObjectRow } from './objects-db.ts';
import { signToken, verifyToken } from './signed-token.ts';
import type { ObjectStore } from './store.ts';
import { ownerOf, receiveUpload } from './upload.ts';

/** Storage's default lifetime of an upload URL. */
export const uploadUrlSeconds = 2 * 3600;
const marker = '/object/upload/sign/';

export function signUploadHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const caller = await callerOf(c, deps);
    const upsert = /^true$/i.test(c.req.header('x-upsert') ?? '');
    await requireBucket(deps.db, bucket);
    const owner = ownerOf(caller);
    const write = { bucket, key, owner, metadata: null, userMetadata: null };
    await dryRun(deps.db, caller, async (tx) => void (await writeObjectRow(tx, upsert ? 'upsert' : 'insert', write)));
    await takeObjectWrite(deps, caller, c);
    const url = `${bucket}/${key}`;
    const token = await signToken(deps, { url, scope: 'upload', owner, upsert }, uploadUrlSeconds);
    return c.json({ url: `${marker}${url}?token=${token}`, token });
  };
}

export function uploadToSignedHandler(deps: ServerDeps, store: ObjectStore, pool: ImagePool) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const claims = await verifyToken(deps, c.req.query('token'), `${bucket}/${key}`, 'upload');
    // The token is the permission the signer was given: write as the server, for the signer.
    const owner = typeof claims.owner === 'string' ? claims.owner : undefined;
    const caller: RequestAuth = {
      role: 'service_role',
      claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    };
    const mode = claims.upsert === true ? 'upsert' : 'insert';
    const { Key } = await receiveUpload(c, deps, store, pool, { bucketId: bucket, key, caller, mode, counted: false });
    return c.json({ Key });
  };
}
