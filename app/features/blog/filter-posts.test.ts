import { describe, expect, it } from 'vitest';
import { allCategories, filterPosts } from './filter-posts.ts';
import type { BlogPost } from './types.ts';

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: crypto.randomUUID(),
  title: 'Title',
  excerpt: 'Excerpt',
  content: '<p>Body mentions Zebra</p>',
  category: 'AR/VR',
  image_url: null,
  is_published: true,
  author: 'a',
  author_name: 'Asha Verma',
  date: '2026-01-01T00:00:00Z',
  ...over,
});

const posts = [
  post({ title: 'Virtual Chemistry Labs', category: 'AR/VR' }),
  post({ excerpt: 'How ANALYTICS helps teachers', category: 'EdTech Analytics' }),
  post({ author_name: 'Ravi Kumar', category: 'Future Skills' }),
];

describe('filterPosts', () => {
  it('returns everything for All Categories and an empty search', () => {
    expect(filterPosts(posts, { search: '  ', category: allCategories })).toHaveLength(3);
  });

  it('searches title, excerpt and author name case-insensitively', () => {
    expect(filterPosts(posts, { search: 'chemistry', category: allCategories })).toEqual([posts[0]]);
    expect(filterPosts(posts, { search: 'analytics', category: allCategories })).toEqual([posts[1]]);
    expect(filterPosts(posts, { search: 'RAVI', category: allCategories })).toEqual([posts[2]]);
  });

  it('does not search the body', () => {
    expect(filterPosts(posts, { search: 'zebra', category: allCategories })).toEqual([]);
  });

  it('filters by category and combines with search', () => {
    expect(filterPosts(posts, { search: '', category: 'Future Skills' })).toEqual([posts[2]]);
    expect(filterPosts(posts, { search: 'chemistry', category: 'Future Skills' })).toEqual([]);
  });
});
