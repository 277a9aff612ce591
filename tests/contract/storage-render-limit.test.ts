/**
 * New image renditions cost CPU (a decode and an encode in the image pool), so each address may
 * ask for at most RATE_RENDERS_PER_MINUTE renders not yet kept (issue #26 item 4, ADR 036); a
 * kept rendition is served from the store and never counted, and other addresses are not
 * affected. Over the limit: 429 in Storage's error shape with Retry-After.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { clientAs, createUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { blogKey } from './storage-fixtures.ts';

describe('uncached renders per address (pglite)', () => {
  let base: string;
  const app = useTestApp('pglite', { RATE_RENDERS_PER_MINUTE: '3' });
  beforeAll(async () => {
    const owner = await createUser(app.deps);
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const key = blogKey();
    const { error } = await clientAs(app, owner.accessToken)
      .storage.from('images')
      .upload(key, png, { contentType: 'image/png' });
    expect(error).toBeNull();
    base = `${testSiteUrl}/storage/v1/render/image/public/images/${key}`;
  });

  const get = (width: number, ip = '192.0.2.90') =>
    app.fetch(`${base}?width=${width}&format=webp`, { headers: { 'X-Forwarded-For': ip } });

  it('renders three new sizes, refuses the fourth, and still serves the kept ones', async () => {
    // Three rendition sizes (16, 32, 48: widths round up, transform.ts).
    for (const width of [10, 20, 40]) expect((await get(width)).status).toBe(200);
    const refused = await get(64);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ statusCode: '429' });
    // A kept rendition costs nothing: served, and not counted.
    for (const width of [16, 30, 48]) expect((await get(width)).status).toBe(200);
    // Another address may render.
    expect((await get(64, '192.0.2.91')).status).toBe(200);
  });
});
