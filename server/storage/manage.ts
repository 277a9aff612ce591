/**
 * DELETE /object/{bucket} with `{prefixes}` (supabase-js `remove`), DELETE /object/{bucket}/{key},
 * and POST /object/list/{bucket} (supabase-js `list`). Rows are deleted as the caller, so only
 * what RLS lets them delete goes; the bytes follow after the commit (discard.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { readJson } from './http.ts';
import { listObjects, parseListOptions } from './list.ts';
import { bucketTarget, isValidKey, objectTarget } from './object-key.ts';
import { sweepDiscarded } from './discard.ts';
import { deleteObjects, requireBucket } from './objects-db.ts';
import type { ObjectStore } from './store.ts';

const maxPrefixes = 1000;

function parsePrefixes(body: unknown): string[] {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > maxPrefixes) {
    throw storageErrors.invalidRequest(`prefixes must be an array of 1 to ${maxPrefixes} object keys`);
  }
  if (!prefixes.every((p): p is string => typeof p === 'string')) {
    throw storageErrors.invalidRequest('prefixes must be strings');
  }
  // A key Storage would never accept cannot name an object: it simply matches nothing.
  return [...new Set(prefixes.map((p) => p.replace(/^\/+/, '')))].filter(isValidKey);
}

async function removeKeys(c: Context<AppEnv>, deps: ServerDeps, store: ObjectStore, bucket: string, keys: string[]) {
  const caller = await callerOf(c, deps);
  await requireBucket(deps.db, bucket);
  if (keys.length === 0) return [];
  const rows = await asCaller(deps.db, caller, (tx) => deleteObjects(tx, bucket, keys));
  // The deleted rows' versions were recorded as discarded in the same transaction.
  await sweepDiscarded(deps.db, store, c.get('log')).catch((err: unknown) =>
    c.get('log').warn({ err, bucket }, 'could not remove deleted object bytes'),
  );
  return rows;
}

export function removeManyHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const bucket = bucketTarget(c.req.url, '/object/');
    const keys = parsePrefixes(await readJson(c));
    return c.json(await removeKeys(c, deps, store, bucket, keys));
  };
}

export function removeOneHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, '/object/');
    const rows = await removeKeys(c, deps, store, bucket, [key]);
    if (rows.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  };
}

export function listHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const bucket = bucketTarget(c.req.url, '/object/list/');
    const options = parseListOptions(await readJson(c));
    const caller = await callerOf(c, deps);
    await requireBucket(deps.db, bucket);
    return c.json(await asCaller(deps.db, caller, (tx) => listObjects(tx, bucket, options)));
  };
}
