import { describe, expect, it } from 'vitest';
import { allCategories, containsPattern, parseListingQuery, searchFilter } from './filter-posts.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery', () => {
  it('reads page, category and search from the URL', () => {
    expect(parse('page=2&category=AR%2FVR&q=lab')).toEqual({ page: 2, category: 'AR/VR', search: 'lab' });
  });

  it('falls back to page 1, All Categories and no search', () => {
    expect(parse('')).toEqual({ page: 1, category: allCategories, search: '' });
    for (const page of ['0', '-3', '2.5', 'abc', '1e3', '99999999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('category=Cooking').category).toBe(allCategories);
  });

  it('takes the first of repeated values (a category button before the form’s hidden category)', () => {
    expect(parse('category=Future+Skills&category=AR%2FVR').category).toBe('Future Skills');
    expect(parse('category=&category=AR%2FVR').category).toBe(allCategories);
  });
});

describe('search patterns', () => {
  it('match the text literally anywhere', () => {
    expect(containsPattern('lab')).toBe('*lab*');
    expect(containsPattern('50%_off\\')).toBe('*50\\%\\_off\\\\*');
    expect(containsPattern('a*b')).toBe('*a_b*');
  });

  it('search title, excerpt and author name with quoted values', () => {
    expect(searchFilter('lab')).toBe('title.ilike."*lab*",excerpt.ilike."*lab*",author_name.ilike."*lab*"');
    expect(searchFilter('a,"b"(c)')).toBe(
      'title.ilike."*a,\\"b\\"(c)*",excerpt.ilike."*a,\\"b\\"(c)*",author_name.ilike."*a,\\"b\\"(c)*"',
    );
    expect(searchFilter('5%')).toContain('"*5\\\\%*"');
  });
});
