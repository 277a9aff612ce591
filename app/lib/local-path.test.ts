import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localPath } from './local-path.ts';

describe('localPath', () => {
  it.each([
    ['/contact', '/hi/contact'],
    ['/', '/hi'],
    ['/#about', '/hi#about'],
    ['/blog?page=2', '/hi/blog?page=2'],
    ['/administration', '/hi/administration'],
  ])('keeps a Hindi page’s links in Hindi where the page exists in Hindi: %j', (href, hindi) => {
    expect(localPath(href, 'hi')).toBe(hindi);
  });

  it.each(['/blog/create', '/admin', '/social/linkedin', 'mailto:a@b.in', 'https://example.org/x'])(
    'leaves English-only pages and external links alone: %j',
    (href) => expect(localPath(href, 'hi')).toBe(href),
  );

  it('leaves English pages alone', () => {
    expect(localPath('/contact', 'en')).toBe('/contact');
  });
});

describe('localPath against the route table (app/routes.ts)', () => {
  type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };
  const flat = (entries: readonly Entry[], base = ''): { id?: string; path: string }[] =>
    entries.flatMap((e) => {
      const path = e.index ? base || '/' : `${base}/${e.path ?? ''}`.replace(/\/+$/, '') || '/';
      return [{ id: e.id, path }, ...flat(e.children ?? [], path)];
    });
  const sample = (path: string) => path.replace(/:[a-z]+/gi, 'x').replace(/\*$/, 'x');

  it('sends every page with a Hindi route to it, /auth/confirm included', async () => {
    const { default: routes } = await import('../routes.ts');
    const all = flat(routes as readonly Entry[]);
    const hindi = all.filter((r) => r.path.startsWith('/hi') && r.id !== 'hi/*').map((r) => sample(r.path));
    expect(hindi).toContain('/hi/auth/confirm');
    for (const path of hindi) expect(localPath(path.replace(/^\/hi/, '') || '/', 'hi')).toBe(path);
    expect(localPath('/auth/confirm?token_hash=t&type=signup', 'hi')).toBe('/hi/auth/confirm?token_hash=t&type=signup');
  });

  it('keeps every English-only route English', async () => {
    const { default: routes } = await import('../routes.ts');
    const all = flat(routes as readonly Entry[]);
    const hindi = new Set(all.filter((r) => r.path.startsWith('/hi')).map((r) => r.path.replace(/^\/hi/, '') || '/'));
    const englishOnly = all.filter((r) => !r.path.startsWith('/hi') && r.path !== '/*' && !hindi.has(r.path));
    expect(englishOnly.map((r) => r.path)).toEqual(expect.arrayContaining(['/blog/create', '/admin', '/rss.xml']));
    for (const { path } of englishOnly) expect(localPath(sample(path), 'hi')).toBe(sample(path));
    expect(localPath('/auth/v1/verify?token=t', 'hi')).toBe('/auth/v1/verify?token=t');
  });
});

describe('localPath is the one call for links on a page', () => {
  it('is used by features and routes instead of pathInLang (which stays for rules and server code)', () => {
    const root = join(import.meta.dirname, '..');
    const sources = ['features', 'routes'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => /\bpathInLang\b/.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
