import { describe, expect, it } from 'vitest';
import { checkCoverFile, coverPath, maxCoverBytes } from './upload-cover-image.ts';

describe('checkCoverFile', () => {
  it('accepts an image up to exactly 5 MB', () => {
    expect(checkCoverFile({ type: 'image/png', size: maxCoverBytes })).toEqual({ ok: true });
  });
  it('refuses other types with the spec message', () => {
    expect(checkCoverFile({ type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      title: 'Invalid file type',
      description: 'Please upload an image file (JPEG, PNG, etc.)',
    });
    expect(checkCoverFile({ type: '', size: 10 }).ok).toBe(false);
  });
  it('refuses image types the bucket does not take (SVG, HEIC, BMP, TIFF) before any upload', () => {
    for (const type of ['image/svg+xml', 'image/heic', 'image/bmp', 'image/tiff'])
      expect(checkCoverFile({ type, size: 10 })).toEqual({
        ok: false,
        title: 'Invalid file type',
        description: 'Please upload an image file (JPEG, PNG, etc.)',
      });
  });
  it('refuses more than 5 MB with the spec message', () => {
    expect(checkCoverFile({ type: 'image/jpeg', size: maxCoverBytes + 1 })).toEqual({
      ok: false,
      title: 'File too large',
      description: 'Image must be less than 5MB',
    });
  });
});

describe('coverPath', () => {
  it('is blog-images/{timestamp}-{random}.{extension}', () => {
    expect(coverPath({ name: 'My Photo.JPG', type: 'image/jpeg' }, 1700000000000, 0.123456789)).toMatch(
      /^blog-images\/1700000000000-[a-z0-9]{1,8}\.jpg$/,
    );
  });
  it('takes the extension from the type when the name has none', () => {
    expect(coverPath({ name: 'clipboard', type: 'image/webp' }, 1, 0.5)).toMatch(/\.webp$/);
  });
});
