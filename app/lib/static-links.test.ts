import { describe, expect, it } from 'vitest';
import { clientNavigationPath } from './static-links.ts';

const origin = 'https://example.test';

function anchor(href: string, attributes: Record<string, string> = { 'data-discover': 'true' }, target = '') {
  return {
    href: new URL(href, origin).href,
    target,
    hasAttribute: (name: string) => name in attributes,
  };
}

function click(
  link: ReturnType<typeof anchor> | null,
  overrides: Partial<Parameters<typeof clientNavigationPath>[0]> = {},
) {
  return {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: { closest: () => link },
    ...overrides,
  };
}

describe('clientNavigationPath', () => {
  it('returns the path, search and hash of a plain click on a link React Router rendered', () => {
    expect(clientNavigationPath(click(anchor('/careers')), origin)).toBe('/careers');
    expect(clientNavigationPath(click(anchor('/#about')), origin)).toBe('/#about');
    expect(clientNavigationPath(click(anchor('/contact?topic=demo')), origin)).toBe('/contact?topic=demo');
  });

  it('leaves modified, non-primary and already handled clicks to the browser', () => {
    const link = anchor('/careers');
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(clientNavigationPath(click(link, { [key]: true }), origin)).toBeNull();
    }
    expect(clientNavigationPath(click(link, { button: 1 }), origin)).toBeNull();
    expect(clientNavigationPath(click(link, { defaultPrevented: true }), origin)).toBeNull();
  });

  it('leaves plain anchors, other origins, new tabs and downloads to the browser', () => {
    expect(clientNavigationPath(click(anchor('/social/linkedin', {})), origin)).toBeNull();
    expect(clientNavigationPath(click(anchor('#contact', {})), origin)).toBeNull();
    expect(clientNavigationPath(click(anchor('https://elsewhere.test/x')), origin)).toBeNull();
    expect(clientNavigationPath(click(anchor('/careers', { 'data-discover': 'true' }, '_blank')), origin)).toBeNull();
    expect(
      clientNavigationPath(click(anchor('/careers', { 'data-discover': 'true', download: '' })), origin),
    ).toBeNull();
    expect(clientNavigationPath(click(null), origin)).toBeNull();
    expect(clientNavigationPath({ ...click(null), target: 'text' }, origin)).toBeNull();
  });

  it('ignores a link outside the element the handler is on', () => {
    const link = anchor('/careers');
    expect(clientNavigationPath(click(link), origin, { contains: () => false })).toBeNull();
    expect(clientNavigationPath(click(link), origin, { contains: () => true })).toBe('/careers');
  });
});
