import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { bucketTarget, isValidKey, objectTarget } from './object-key.ts';

describe('isValidKey', () => {
  it.each([
    'blog-images/1700000000000-ab12cd.png',
    'avatars/7f1c0c3e-2d5e-4a8b-9a51-0c3d9f6f2a11/me.webp',
    "a/b c/(1)!'*&$@=;:+,?.png",
  ])('accepts %s', (key) => expect(isValidKey(key)).toBe(true));

  it.each([
    '',
    '/leading',
    'trailing/',
    'a//b',
    '..',
    '../x',
    'a/../../b',
    'a/./b',
    'a\\b',
    'nul\0byte',
    'café.png',
    'a#b',
    'a%2e',
    '<script>',
    'x'.repeat(1025),
    `${'y'.repeat(256)}.png`,
  ])('refuses %j', (key) => expect(isValidKey(key)).toBe(false));
});

describe('objectTarget', () => {
  const url = (p: string) => `http://localhost/storage/v1${p}`;

  it('splits bucket and key and decodes each once', () => {
    expect(objectTarget(url('/object/public/images/blog-images/a%20b.png'), '/object/public/')).toEqual({
      bucket: 'images',
      key: 'blog-images/a b.png',
    });
  });

  it.each([
    '/object/images/%2e%2e%2fsecret',
    '/object/images/a%2F..%2F..%2Fb',
    '/object/images',
    '/object/images/%E0%A4%A',
  ])('refuses %s with InvalidKey', (p) => {
    const err = (() => {
      try {
        objectTarget(url(p), '/object/');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).code).toBe('InvalidKey');
  });

  it('refuses a bad bucket id', () => {
    expect(() => bucketTarget(url('/bucket/%2e%2e'), '/bucket/')).toThrow(/Bucket name invalid/);
    expect(bucketTarget(url('/object/list/images'), '/object/list/')).toBe('images');
  });
});
