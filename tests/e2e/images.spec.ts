/**
 * Pictures sized for the screen and previews social sites show, in a real browser against the
 * real server: the post page's cover through the transformation endpoint (srcset, sizes, width
 * and height, fetched first, in AVIF), the listing's cards, and the og:image of a post with a
 * cover, a post without one and marketing pages: 1200×630 PNG or JPEG, stated in the meta tags.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '../setup/server-process.ts';
import { viewports, useBrowserAndServer } from './browser.ts';
import { apiUser, openOn, seedPosts, startBlogServer, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);

let author: BlogUser;
let withCover: string;
let withoutCover: string;
let coverUrl: string;
const stamp = Date.now().toString(36);

/** A 1600×1000 PNG, what the issue measured: a phone-sized cover. */
async function coverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="800" cy="500" r="300" fill="#312e81"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Meera Joshi');
  const key = `blog-images/${stamp}-cover.png`;
  const { error } = await author.db.storage
    .from('images')
    .upload(key, await coverPng(), { contentType: 'image/png', cacheControl: '31536000' });
  if (error) throw new Error(`cover upload failed: ${error.message}`);
  coverUrl = author.db.storage.from('images').getPublicUrl(key).data.publicUrl;
  [withCover, withoutCover] = (await seedPosts(author, [
    { title: `Labs on a budget ${stamp}`, excerpt: 'Cheap kits that work.', image_url: coverUrl },
    { title: `Reading circles ${stamp}`, excerpt: 'A habit for every class.', category: 'Learning Design' },
  ])) as [string, string];
}, 120_000);

/** Fetches a meta tag's image from the test server (the tag names the canonical site address). */
async function previewOf(page: Page): Promise<{ url: string; type: string; info: Metadata }> {
  const head = page.locator('head');
  const content = (await head.locator('meta[property="og:image"]').getAttribute('content'))!;
  expect(await head.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(content);
  expect(await head.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
  expect(await head.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630');
  const { pathname, search } = new URL(content);
  const res = await fetch(`${run.server.url}${pathname}${search}`);
  expect(res.status).toBe(200);
  const type = res.headers.get('content-type') ?? '';
  expect(await head.locator('meta[property="og:image:type"]').getAttribute('content')).toBe(type);
  return { url: content, type, info: await sharp(Buffer.from(await res.arrayBuffer())).metadata() };
}

describe('pictures sized for the screen', () => {
  it("serves the post's cover through the transformation endpoint, prioritised, without layout shift", async () => {
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context, errors } = await openOn(run.browser, run.server.url);
      await page.setViewportSize(viewport);
      const images: { url: string; type: string }[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/storage/v1/')) images.push({ url: r.url(), type: r.headers()['content-type'] ?? '' });
      });
      await page.goto(`/blog/${withCover}`);
      const cover = page.getByRole('article').locator('img').first();
      await cover.waitFor();
      expect(await cover.getAttribute('fetchpriority')).toBe('high');
      expect(await cover.getAttribute('loading')).toBeNull();
      expect(await cover.getAttribute('width')).toBe('1280');
      expect(await cover.getAttribute('height')).toBe('720');
      expect(await cover.getAttribute('sizes')).toBe('(min-width: 768px) 720px, calc(100vw - 32px)');
      const srcset = (await cover.getAttribute('srcset'))!;
      const render = coverUrl.replace('/object/public/', '/render/image/public/');
      expect(srcset.split(', ')).toEqual(
        [400, 640, 800, 960, 1280, 1600].map(
          (w) => `${render}?width=${w}&height=${Math.round((w * 9) / 16)}&resize=cover ${w}w`,
        ),
      );
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const chosen = await cover.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.naturalWidth,
        height: img.naturalHeight,
        shown: img.getBoundingClientRect().width,
      }));
      // The browser picked a rendition no narrower than the cover is shown, cropped to 16:9, in AVIF.
      expect(chosen.src.startsWith(`${render}?width=`)).toBe(true);
      expect(chosen.width).toBeGreaterThanOrEqual(Math.min(chosen.shown, 1600));
      expect(chosen.width).toBeLessThan(1600);
      expect(Math.abs(chosen.width / chosen.height - 16 / 9)).toBeLessThan(0.01);
      expect(images.find((i) => i.url === chosen.src)?.type).toBe('image/avif');
      expect(images.some((i) => i.url.includes('/object/public/'))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('offers the cards on the listing at card widths, lazy below the first row', async () => {
    const { page, context } = await openOn(run.browser, run.server.url);
    await page.goto('/blog');
    const card = page.locator('article', { hasText: `Labs on a budget ${stamp}` }).locator('img');
    await card.waitFor();
    expect(await card.getAttribute('srcset')).toContain('/render/image/public/images/blog-images/');
    expect(await card.getAttribute('width')).toBe('640');
    expect(await card.getAttribute('height')).toBe('360');
    const loading = await page.locator('article img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(0, 3).every((l) => l === 'eager')).toBe(true);
    expect(loading.slice(3).every((l) => l === 'lazy')).toBe(true);
    await context.close();
  });
});

describe('previews social sites show', () => {
  it('gives a post with a cover its cover cropped to 1200×630 JPEG, and one without a card of its title', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    await page.goto(`/blog/${withCover}`);
    const cover = await previewOf(page);
    expect(cover.url).toMatch(new RegExp(`/og/blog/${withCover}\\.jpg\\?v=[0-9a-z]+$`));
    expect(cover.type).toBe('image/jpeg');
    expect(cover.info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    await page.goto(`/blog/${withoutCover}`);
    const card = await previewOf(page);
    expect(card.url).toMatch(new RegExp(`/og/blog/${withoutCover}\\.png\\?v=[0-9a-z]+$`));
    expect(card.type).toBe('image/png');
    expect(card.info).toMatchObject({ format: 'png', width: 1200, height: 630 });

    expect((await fetch(`${run.server.url}/og/blog/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    await context.close();
  });

  it('gives every marketing page and the blog its own 1200×630 PNG', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    for (const [path, image] of [
      ['/', '/og/home.png'],
      ['/careers', '/og/careers.png'],
      ['/products/ai-learning', '/og/products/ai-learning.png'],
      ['/blog', '/og/blog.png'],
    ] as const) {
      await page.goto(path);
      const preview = await previewOf(page);
      expect(new URL(preview.url).pathname, path).toBe(image);
      expect(preview.type, path).toBe('image/png');
      expect(preview.info, path).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // React Router's data file for the image's resource route is neither built nor served.
      expect(existsSync(join(root, process.env.BUILD_DIR ?? 'build', 'client', `${image}.data`)), image).toBe(false);
      expect((await fetch(`${run.server.url}${image}.data`)).status, image).toBe(404);
    }
    expect((await fetch(`${run.server.url}/og/blog/${withoutCover}.png.data`)).status).toBe(404);
    await context.close();
  });
});
