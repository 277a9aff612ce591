import { describe, expect, it } from 'vitest';
import { gzipTemplate, templateBytes, textFilled } from '../lib/gzip-template.ts';
import {
  cachedPageKind,
  createPageCache,
  pageCacheKey,
  type CachedPage,
  type PageKind,
  type RenderOutcome,
} from './page-cache.ts';

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: gzipTemplate([text]),
});
const textOf = (outcome: { page?: CachedPage }) =>
  outcome.page ? textFilled(outcome.page.body, '').toString() : undefined;

/** A render that finishes when told to. */
function pending() {
  let finish!: (outcome: RenderOutcome) => void;
  const promise = new Promise<RenderOutcome>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('page cache', () => {
  const options = { maxAgeMs: 60_000, maxBytes: 1 << 20 };

  it('renders a page once, then serves it until a write makes it stale', async () => {
    const cache = createPageCache(options);
    let renders = 0;
    const render = (kind: PageKind) => () => Promise.resolve({ page: page(`${kind} ${++renders}`) });
    const listing = pageCacheKey('listing', false, '/blog');
    const post = pageCacheKey('post', false, '/blog/1');

    expect(await cache.get(listing, 'listing', render('listing'))).toMatchObject({ source: 'miss' });
    expect(await cache.get(post, 'post', render('post'))).toMatchObject({ source: 'miss' });
    const again = await cache.get(listing, 'listing', render('listing'));
    expect(again.source).toBe('hit');
    expect(textOf(again as { page: CachedPage })).toBe('listing 1');
    expect(cache.stats().pages).toBe(2);

    // A comment makes post pages stale, not the listing.
    cache.invalidate('blog_comments');
    expect((await cache.get(listing, 'listing', render('listing'))).source).toBe('hit');
    expect((await cache.get(post, 'post', render('post'))).source).toBe('miss');
    // A post changes every page.
    cache.invalidate('blog_posts');
    expect(cache.stats().pages).toBe(0);
    expect((await cache.get(listing, 'listing', render('listing'))).source).toBe('miss');
    // Notices possibly missed: everything goes.
    cache.invalidate(null);
    expect(cache.stats()).toEqual({ pages: 0, bytes: 0 });
    expect(renders).toBe(4);
  });

  it('does not keep a render that began before a write', async () => {
    const cache = createPageCache(options);
    const key = pageCacheKey('listing', false, '/blog');
    const slow = pending();
    const first = cache.get(key, 'listing', () => slow.promise);
    cache.invalidate('blog_posts');
    slow.finish({ page: page('before the write') });
    expect((await first).source).toBe('miss');
    expect(cache.stats().pages).toBe(0);
    const next = await cache.get(key, 'listing', () => Promise.resolve({ page: page('after the write') }));
    expect(next.source).toBe('miss');
    expect(textOf(next as { page: CachedPage })).toBe('after the write');
  });

  it('lets requests for a page being rendered wait for that render, unless a write came in between', async () => {
    const cache = createPageCache(options);
    const key = pageCacheKey('post', false, '/blog/1');
    const slow = pending();
    let renders = 0;
    const leader = cache.get(key, 'post', () => (renders++, slow.promise));
    const follower = cache.get(key, 'post', () => (renders++, Promise.resolve({ page: page('own') })));
    cache.invalidate('blog_comments');
    const late = pending();
    const afterWrite = cache.get(key, 'post', () => (renders++, late.promise));
    slow.finish({ page: page('first') });
    late.finish({ page: page('after the comment') });
    expect(await leader).toMatchObject({ source: 'miss' });
    const shared = await follower;
    expect(shared.source).toBe('shared');
    expect(textOf(shared as { page: CachedPage })).toBe('first');
    expect(textOf((await afterWrite) as { page: CachedPage })).toBe('after the comment');
    expect(renders).toBe(2);
    const kept = await cache.get(key, 'post', () => Promise.reject(new Error('not rendered')));
    expect(textOf(kept as { page: CachedPage })).toBe('after the comment');
  });

  it('never keeps a response that is not a page, and its waiters render for themselves', async () => {
    const cache = createPageCache(options);
    const key = pageCacheKey('listing', false, '/blog?page=2');
    const failing = pending();
    const leader = cache.get(key, 'listing', () => failing.promise);
    const follower = cache.get(key, 'listing', () => Promise.resolve({ page: page('rendered by the follower') }));
    failing.finish({ response: new Response('skeleton', { status: 200 }) });
    expect((await leader).source).toBe('bypass');
    expect((await follower).source).toBe('miss');
    expect(cache.stats().pages).toBe(0);
  });

  it('expires pages after the maximum age and drops the least recently served past the size cap', async () => {
    let now = 0;
    const size = templateBytes(page('x'.repeat(100)).body);
    const cache = createPageCache({ maxAgeMs: 1000, maxBytes: size * 2, now: () => now });
    const render = () => Promise.resolve({ page: page('x'.repeat(100)) });
    const [a, b, c] = ['/blog?page=1', '/blog?page=2', '/blog?page=3'].map((p) => pageCacheKey('listing', false, p));
    await cache.get(a!, 'listing', render);
    await cache.get(b!, 'listing', render);
    expect((await cache.get(a!, 'listing', render)).source).toBe('hit'); // a is now the most recent
    await cache.get(c!, 'listing', render); // b goes
    expect(cache.stats().pages).toBe(2);
    expect((await cache.get(a!, 'listing', render)).source).toBe('hit');
    expect((await cache.get(b!, 'listing', render)).source).toBe('miss');
    now = 1001;
    expect((await cache.get(a!, 'listing', render)).source).toBe('miss');
  });
});

describe('content pages (ADR 038)', () => {
  it('keeps /careers, /case-studies, /whitepapers, /webinars and /support until the content changes; blog writes leave them, content writes leave the blog', async () => {
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    let renders = 0;
    const render = () => Promise.resolve({ page: page(`r${++renders}`) });
    const careers = pageCacheKey('content', false, '/careers');
    const blog = pageCacheKey('listing', false, '/blog');
    expect(cachedPageKind('/careers')).toBe('content');
    expect(cachedPageKind('/webinars')).toBe('content');
    expect(cachedPageKind('/case-studies')).toBe('content');
    expect(cachedPageKind('/whitepapers')).toBe('content');
    expect(cachedPageKind('/support')).toBe('content');
    expect(cachedPageKind('/webinars.data')).toBeUndefined();
    expect(await cache.get(careers, 'content', render)).toMatchObject({ source: 'miss' });
    expect(await cache.get(blog, 'listing', render)).toMatchObject({ source: 'miss' });
    cache.invalidate('blog_posts');
    expect(await cache.get(careers, 'content', render)).toMatchObject({ source: 'hit' });
    expect(await cache.get(blog, 'listing', render)).toMatchObject({ source: 'miss' });
    cache.invalidate('content_entries');
    expect(await cache.get(blog, 'listing', render)).toMatchObject({ source: 'hit' });
    expect(await cache.get(careers, 'content', render)).toMatchObject({ source: 'miss' });
    cache.invalidate(null);
    expect(await cache.get(careers, 'content', render)).toMatchObject({ source: 'miss' });
  });
});

describe('cachedPageKind', () => {
  it('keeps the listing and post pages only', () => {
    expect(cachedPageKind('/blog')).toBe('listing');
    expect(cachedPageKind('/blog/2f1e4c1a-0000-4000-8000-000000000000')).toBe('post');
    for (const path of ['/blog/create', '/blog/edit/1', '/blog.data', '/blog/1.data', '/profile', '/', '/blogs']) {
      expect(cachedPageKind(path)).toBeUndefined();
    }
  });

  it('keeps the Hindi pages of the same kinds, and not the Hindi 404s', () => {
    expect(cachedPageKind('/hi/blog')).toBe('listing');
    expect(cachedPageKind('/hi/blog/2f1e4c1a-0000-4000-8000-000000000000')).toBe('post');
    expect(cachedPageKind('/hi/careers')).toBe('content');
    expect(cachedPageKind('/hi/support')).toBe('content');
    for (const path of ['/hi/blog/create', '/hi', '/hi/blog.data', '/hindi/blog', '/hi/profile']) {
      expect(cachedPageKind(path)).toBeUndefined();
    }
    expect(pageCacheKey('content', false, '/hi/careers')).not.toBe(pageCacheKey('content', false, '/careers'));
  });

  it('keys crawlers apart from browsers', () => {
    expect(pageCacheKey('listing', true, '/blog')).not.toBe(pageCacheKey('listing', false, '/blog'));
  });
});
