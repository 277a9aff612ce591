import { describe, expect, it } from 'vitest';
import { ilikeTerm, pageCount, pageRange, parseAdminQuery, searchFilter } from './list-query.ts';

describe('staff list URL state', () => {
  it('reads page, search, form and status, dropping bad pages', () => {
    expect(parseAdminQuery(new URLSearchParams('page=3&q=%20asha%20&form=contact&status=new'))).toEqual({
      page: 3,
      q: 'asha',
      form: 'contact',
      status: 'new',
    });
    expect(parseAdminQuery(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseAdminQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('pages by 25 rows', () => {
    expect(pageRange(1)).toEqual([0, 24]);
    expect(pageRange(3)).toEqual([50, 74]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('keeps PostgREST filter syntax out of a search term', () => {
    expect(ilikeTerm('a,b)or(c*')).toBe('a*b*or*c');
    expect(ilikeTerm('  50% off_now ')).toBe('50*off*now');
  });

  it('searches any of the columns for the words, and filters nothing without words', () => {
    expect(searchFilter('Asha Verma', ['title', 'author_name'])).toBe(
      'title.ilike.*Asha*Verma*,author_name.ilike.*Asha*Verma*',
    );
    expect(searchFilter(' (), ', ['title'])).toBeNull();
  });
});
