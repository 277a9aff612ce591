import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  it('encodes the post URL and title into each network’s share intent', () => {
    const links = shareLinks('https://example.in/blog/abc?x=1&y=2', 'Labs & "learning"');
    expect(links.map((l) => l.network)).toEqual(['x', 'linkedin', 'facebook']);
    for (const link of links) {
      expect(link.href).toContain(encodeURIComponent('https://example.in/blog/abc?x=1&y=2'));
      expect(new URL(link.href).protocol).toBe('https:');
    }
    expect(new URL(links[0]!.href).searchParams.get('text')).toBe('Labs & "learning"');
  });
});
