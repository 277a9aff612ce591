/**
 * Blog preview images (/og/blog/{id}.png) are rendered on demand, each a decode and an encode in
 * the image pool, so a render not yet kept counts against the address's RATE_RENDERS_PER_MINUTE
 * (shared with image renditions; #26, ADR 036): over it, 429 with Retry-After and nothing
 * rendered. A kept image is served without counting, requests for one being rendered share its
 * render, and other addresses are not held back. With the real site (production build).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

describe('preview image renders per address (pglite)', () => {
  const posts: string[] = [];

  const app = useTestApp('pglite', { RATE_RENDERS_PER_MINUTE: '3' }, { site: true });
  beforeAll(async () => {
    const author = await createUser(app.deps, { fullName: 'Meera Preview' });
    const { data, error } = await clientAs(app, author.accessToken)
      .from('blog_posts')
      .insert(Array.from({ length: 6 }, (_, i) => postInput(author, { title: `Preview post ${i}` })))
      .select('id');
    if (error) throw error;
    posts.push(...data.map((row: { id: string }) => row.id));
  }, 180_000);

  const preview = (id: string, ip = '192.0.2.120') =>
    app.fetch(`${testSiteUrl}/og/blog/${id}.png`, { headers: { 'X-Forwarded-For': ip } });

  it('renders three new previews, refuses the fourth, still serves the kept ones, and not for another address', async () => {
    const [a, b, c, d, e, f] = posts;
    // Two requests for one image at once: one render, counted once.
    const [first, again] = await Promise.all([preview(a!), preview(a!)]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    for (const id of [b!, c!]) expect((await preview(id)).status).toBe(200);

    const refused = await preview(d!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.text()).toBe(
      'Too many new image sizes requested from your network. Please try again in a minute.',
    );
    // Spelled otherwise, the route and its limit are the same.
    expect(
      (await app.fetch(`${testSiteUrl}/OG/blog/${e}.png`, { headers: { 'X-Forwarded-For': '192.0.2.120' } })).status,
    ).toBe(429);

    // Kept images cost nothing: served, and not counted.
    for (const id of [a!, b!, c!]) expect((await preview(id)).status).toBe(200);
    // Another address may render.
    expect((await preview(d!, '192.0.2.121')).status).toBe(200);
    expect((await preview(f!, '192.0.2.121')).status).toBe(200);
  });
});
