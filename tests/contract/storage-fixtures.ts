import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll } from 'vitest';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import type { DbKind } from '../setup/test-db.ts';
import { useTestApp, type TestApp } from '../setup/test-app.ts';
import { storeEnv, type StoreKind } from '../setup/test-s3.ts';
/**
 * Small, valid image files for the storage contract tests (each a 1×1 or 2×2 picture), and
 * files that pretend to be images.
 */
const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

export const images = {
  'image/png': b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  'image/jpeg': b64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  'image/gif': b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  'image/webp': b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  'image/avif': b64(
    'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  ),
} as const;

export type ImageMime = keyof typeof images;
export const png = images['image/png'];

const text = (s: string) => new TextEncoder().encode(s);

/** Not images, whatever their names say. */
export const disguised = {
  'text/plain': text('just some words, not a picture at all\n'),
  'text/html': text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  'image/svg+xml': text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
} as const;

/** A PNG of exactly `size` bytes: a real signature followed by filler. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(png.subarray(0, Math.min(png.length, size)));
  return bytes;
}

export const maxBytes = 5 * 1024 * 1024;

let counter = 0;
/** A fresh key under blog-images/, as the site names cover images. */
export function blogKey(ext = 'png'): string {
  counter += 1;
  return `blog-images/${Date.now()}-${counter}${Math.random().toString(36).slice(2, 8)}.${ext}`;
}

/**
 * A describe block's test app on the given store (rate limits off) and a signed-up owner with their
 * supabase-js client (`owner` and `sb`, set in its beforeAll).
 */
export function useStorageOwner(
  kind: DbKind,
  storeKind: StoreKind,
): { app: TestApp; owner: TestUser; sb: SupabaseClient } {
  const run = {
    app: useTestApp(kind, async () => ({ ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' })),
  } as { app: TestApp; owner: TestUser; sb: SupabaseClient };
  beforeAll(async () => {
    run.owner = await createUser(run.app.deps);
    run.sb = clientAs(run.app, run.owner.accessToken);
  });
  return run;
}
