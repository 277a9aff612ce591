import { describe, expect, it } from 'vitest';
import { langOfPath, pathInLang, pathWithoutLang } from './languages.ts';

describe('languages', () => {
  it('finds the language of a path', () => {
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/hi')).toBe('hi');
    expect(langOfPath('/hi/contact')).toBe('hi');
    expect(langOfPath('/hiring')).toBe('en');
    expect(langOfPath('/blog/hi')).toBe('en');
  });

  it('strips the prefix', () => {
    expect(pathWithoutLang('/hi')).toBe('/');
    expect(pathWithoutLang('/hi/blog/abc')).toBe('/blog/abc');
    expect(pathWithoutLang('/hiring')).toBe('/hiring');
  });

  it('maps a path to the other language, keeping query and hash', () => {
    expect(pathInLang('/', 'hi')).toBe('/hi');
    expect(pathInLang('/contact', 'hi')).toBe('/hi/contact');
    expect(pathInLang('/hi/contact', 'hi')).toBe('/hi/contact');
    expect(pathInLang('/hi/blog?page=2#top', 'en')).toBe('/blog?page=2#top');
    expect(pathInLang('/hi?x=1', 'en')).toBe('/?x=1');
    expect(pathInLang('/search?q=a', 'hi')).toBe('/hi/search?q=a');
    expect(pathInLang('https://example.com/a', 'hi')).toBe('https://example.com/a');
    expect(pathInLang('mailto:a@b.c', 'hi')).toBe('mailto:a@b.c');
  });
});
