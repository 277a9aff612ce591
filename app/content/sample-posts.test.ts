import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { blogCategories } from '../../rules/blog-categories.ts';
import { samplePosts } from './sample-posts.ts';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

const allowedTags = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);

describe('samplePosts', () => {
  it('contains exactly 18 posts', () => {
    expect(samplePosts).toHaveLength(18);
  });

  it('has exactly 3 posts per category, in category order', () => {
    for (const category of blogCategories) {
      expect(samplePosts.filter((post) => post.category === category)).toHaveLength(3);
    }
    const expectedOrder = blogCategories.flatMap((category) => [category, category, category]);
    expect(samplePosts.map((post) => post.category)).toEqual(expectedOrder);
  });

  it('uses only valid categories', () => {
    const valid: readonly string[] = blogCategories;
    for (const post of samplePosts) {
      expect(valid).toContain(post.category);
    }
  });

  it('has unique titles', () => {
    const titles = samplePosts.map((post) => post.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  describe.each(samplePosts.map((post) => [post.title, post] as const))('%s', (_title, post) => {
    it('has non-empty title, excerpt and content', () => {
      expect(post.title.trim()).not.toBe('');
      expect(post.excerpt.trim()).not.toBe('');
      expect(post.content.trim()).not.toBe('');
    });

    it('keeps the title under 90 and the excerpt under 200 characters', () => {
      expect(post.title.length).toBeLessThan(90);
      expect(post.excerpt.length).toBeLessThan(200);
    });

    it('contains no script, event handler attribute or javascript: URL', () => {
      expect(post.content.toLowerCase()).not.toContain('<script');
      expect(post.content).not.toMatch(/\son[a-z]+=/i);
      expect(post.content.toLowerCase()).not.toContain('javascript:');
    });

    it('has at least 4 paragraphs', () => {
      const paragraphs = post.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    });

    it('uses only the allowed HTML tags', () => {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => (match[1] ?? '').toLowerCase());
      for (const tag of tags) {
        expect(allowedTags.has(tag), `unexpected <${tag}>`).toBe(true);
      }
    });

    it('links only to absolute https URLs opened safely in a new tab', () => {
      const anchors = post.content.match(/<a\s[^>]*>/gi) ?? [];
      for (const anchor of anchors) {
        expect(anchor).toMatch(/\shref="https:\/\/[^"]+"/);
        expect(anchor).toContain('target="_blank"');
        expect(anchor).toContain('rel="noopener noreferrer"');
      }
    });

    it('points a non-null image_url at an existing file under public/', () => {
      if (post.image_url === null) {
        return;
      }
      expect(post.image_url).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicDir + post.image_url.slice(1))).toBe(true);
    });
  });

  it('gives exactly 6 posts an image', () => {
    expect(samplePosts.filter((post) => post.image_url !== null)).toHaveLength(6);
  });
});
