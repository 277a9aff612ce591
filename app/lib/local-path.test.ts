import { describe, expect, it } from 'vitest';
import { localPath } from './local-path.ts';

describe('localPath', () => {
  it('keeps a Hindi page’s links in Hindi where the page exists in Hindi', () => {
    expect(localPath('/contact', 'hi')).toBe('/hi/contact');
    expect(localPath('/', 'hi')).toBe('/hi');
    expect(localPath('/#about', 'hi')).toBe('/hi#about');
    expect(localPath('/blog?page=2', 'hi')).toBe('/hi/blog?page=2');
  });

  it('leaves English-only pages, external links and English pages alone', () => {
    expect(localPath('/blog/create', 'hi')).toBe('/blog/create');
    expect(localPath('/admin', 'hi')).toBe('/admin');
    expect(localPath('/social/linkedin', 'hi')).toBe('/social/linkedin');
    expect(localPath('mailto:a@b.in', 'hi')).toBe('mailto:a@b.in');
    expect(localPath('https://example.org/x', 'hi')).toBe('https://example.org/x');
    expect(localPath('/contact', 'en')).toBe('/contact');
    expect(localPath('/administration', 'hi')).toBe('/hi/administration');
  });
});
