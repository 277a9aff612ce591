import { describe, expect, it } from 'vitest';
import { langOfPath, pathInLang, pathWithoutLang } from './languages.ts';

describe('languages', () => {
  it.each([
    ['/', 'en'],
    ['/hi', 'hi'],
    ['/hi/contact', 'hi'],
    ['/hiring', 'en'],
    ['/blog/hi', 'en'],
  ] as const)('finds the language of a path: %s is %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it.each([
    ['/hi', '/'],
    ['/hi/blog/abc', '/blog/abc'],
    ['/hiring', '/hiring'],
  ])('strips the prefix: %s becomes %s', (path, stripped) => {
    expect(pathWithoutLang(path)).toBe(stripped);
  });

  it.each([
    ['/', 'hi', '/hi'],
    ['/contact', 'hi', '/hi/contact'],
    ['/hi/contact', 'hi', '/hi/contact'],
    ['/hi/blog?page=2#top', 'en', '/blog?page=2#top'],
    ['/hi?x=1', 'en', '/?x=1'],
    ['/search?q=a', 'hi', '/hi/search?q=a'],
    ['https://example.com/a', 'hi', 'https://example.com/a'],
    ['mailto:a@b.c', 'hi', 'mailto:a@b.c'],
  ] as const)('maps a path to the other language, keeping query and hash: %s in %s is %s', (path, lang, mapped) => {
    expect(pathInLang(path, lang)).toBe(mapped);
  });
});
