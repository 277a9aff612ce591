import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { responsiveImage, squareImage, transformedImageUrl } from './image-url.ts';

const site = 'https://aravali.example';
const storage = createClient(site, 'anon-key').storage.from('images');
const path = 'blog-images/1700000000000-abc def.png';
const publicUrl = storage.getPublicUrl(path).data.publicUrl;

describe('image transformation URLs', () => {
  it('are the URLs supabase-js builds for getPublicUrl(path, { transform })', () => {
    for (const transform of [
      { width: 640, height: 360, resize: 'cover' as const },
      { width: 96 },
      { height: 100, resize: 'contain' as const, quality: 70 },
    ]) {
      expect(transformedImageUrl(publicUrl, transform)).toBe(storage.getPublicUrl(path, { transform }).data.publicUrl);
    }
  });

  it('leave pictures outside the bucket as they are', () => {
    expect(transformedImageUrl('/images/blog/low-bandwidth-classrooms.svg', { width: 10 })).toBeUndefined();
    expect(responsiveImage('/images/blog-fallback.svg', { aspect: 16 / 9, sizes: '100vw' })).toEqual({
      src: '/images/blog-fallback.svg',
    });
  });

  it('offer every cover width cropped to the shape shown, and avatars at 1x to 3x', () => {
    const cover = responsiveImage(publicUrl, { aspect: 16 / 9, sizes: '100vw' });
    expect(cover.src).toContain('/render/image/public/images/blog-images/');
    expect(cover.src).toMatch(/\?width=960&height=540&resize=cover$/);
    expect(cover.srcSet?.split(', ')).toHaveLength(6);
    expect(cover.srcSet).toContain('width=1600&height=900&resize=cover 1600w');
    const avatar = squareImage(publicUrl, 36);
    expect(avatar.srcSet).toMatch(
      /width=36&height=36&resize=cover 1x, .*width=72&height=72&resize=cover 2x, .*width=108/,
    );
  });
});
