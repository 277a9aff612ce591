/**
 * /storage/v1: Supabase Storage's API as supabase-js's storage client uses it (compat reference
 * §3; ADR 007, 022, 031). Object bytes live in the ObjectStore `deps.store` (disk under
 * DATA_DIR/storage, or an S3 bucket), rows in storage.objects under RLS. See docs/decisions/ for the design.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { getBucketHandler, listBucketsHandler } from './buckets.ts';
import { createBucketHandler, deleteBucketHandler, emptyBucketHandler, updateBucketHandler } from './bucket-write.ts';
import { storageErrors } from './errors.ts';
import { errorResponse, storageHeaders } from './http.ts';
import { listHandler, removeManyHandler, removeOneHandler } from './manage.ts';
import { createImagePool, imageConcurrency } from './image-pool.ts';
import { infoHandler, readHandler } from './read.ts';
import { renderHandler } from './rendition-cache.ts';
import { listV2Handler } from './list-v2.ts';
import { copyHandler, moveHandler } from './move-copy.ts';
import { signedReadHandler, signHandler, signManyHandler } from './sign.ts';
import { signUploadHandler, uploadToSignedHandler } from './signed-upload.ts';
import { uploadHandler } from './upload.ts';

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Every handler answers its errors in Storage's envelope; nothing escapes as a bare 500. */
const safe =
  (handler: Handler): Handler =>
  async (c) => {
    try {
      return await handler(c);
    } catch (err) {
      return errorResponse(c, err);
    }
  };

export function createStorageApp(deps: ServerDeps): Hono<AppEnv> {
  const { store } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', storageHeaders({ https: deps.env.SITE_URL.startsWith('https:') }));
  // Image work (transformations, stripping uploads' metadata): one core less than the host has
  // (at least one), 32 waiting (ADR 026).
  const images = createImagePool({ concurrency: imageConcurrency(), maxQueued: 32 });

  app.get('/render/image/public/:bucket/*', safe(renderHandler(deps, store, images, 'public')));
  app.get('/render/image/authenticated/:bucket/*', safe(renderHandler(deps, store, images, 'authenticated')));
  app.get('/render/image/sign/:bucket/*', safe(renderHandler(deps, store, images, 'sign')));

  app.get('/object/public/:bucket/*', safe(readHandler(deps, store, 'public', '/object/public/')));
  app.get('/object/authenticated/:bucket/*', safe(readHandler(deps, store, 'authenticated', '/object/authenticated/')));
  app.get('/object/info/:bucket/*', safe(infoHandler(deps)));
  app.post('/object/list/:bucket', safe(listHandler(deps)));
  app.post('/object/list-v2/:bucket', safe(listV2Handler(deps)));

  // Parts of Storage this site does not use: answered plainly rather than misread as a bucket name.
  const unsupported = (c: Context<AppEnv>) =>
    errorResponse(c, storageErrors.routeNotFound(c.req.method, new URL(c.req.url).pathname));
  // Signed links (sign.ts): e.g. staff share a private object, such as a CV, for a limited time.
  app.post('/object/sign/:bucket', safe(signManyHandler(deps)));
  app.post('/object/sign/:bucket/*', safe(signHandler(deps)));
  app.get('/object/sign/:bucket/*', safe(signedReadHandler(deps, store)));
  // Signed uploads (signed-upload.ts), move and copy (move-copy.ts).
  app.post('/object/upload/sign/:bucket/*', safe(signUploadHandler(deps)));
  app.put('/object/upload/sign/:bucket/*', safe(uploadToSignedHandler(deps, store, images)));
  app.post('/object/move', safe(moveHandler(deps, store)));
  app.post('/object/copy', safe(copyHandler(deps, store)));
  app.all('/render/*', unsupported);

  const upload = safe(uploadHandler(deps, store, images, 'POST'));
  const update = safe(uploadHandler(deps, store, images, 'PUT'));
  app.post('/object/:bucket', upload);
  app.post('/object/:bucket/*', upload);
  app.put('/object/:bucket', update);
  app.put('/object/:bucket/*', update);
  app.get('/object/:bucket/*', safe(readHandler(deps, store, 'authenticated', '/object/')));
  app.delete('/object/:bucket', safe(removeManyHandler(deps, store)));
  app.delete('/object/:bucket/*', safe(removeOneHandler(deps, store)));

  // Buckets (buckets.ts, bucket-write.ts): the service role, or whom a policy allows.
  app.get('/bucket', safe(listBucketsHandler(deps)));
  app.post('/bucket', safe(createBucketHandler(deps)));
  app.get('/bucket/:id', safe(getBucketHandler(deps)));
  app.put('/bucket/:id', safe(updateBucketHandler(deps)));
  app.delete('/bucket/:id', safe(deleteBucketHandler(deps)));
  app.post('/bucket/:id/empty', safe(emptyBucketHandler(deps, store)));

  app.all('*', unsupported);
  return app;
}
