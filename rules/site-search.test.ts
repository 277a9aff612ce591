import { describe, expect, it } from 'vitest';
import {
  isSearchResponse,
  isSitePath,
  markStart,
  markStop,
  normalizeSearchQuery,
  searchMessages,
  searchQueryMaxLength,
  searchWords,
  splitMarked,
} from './site-search.ts';

describe('normalizeSearchQuery', () => {
  it.each([
    ['  virtual \n\t labs ', 'virtual labs'],
    [`a${markStart}b\u0000c${markStop}`, 'a b c'],
    [null, ''],
    [undefined, ''],
  ])(
    'trims, collapses white space and drops control and marker characters; takes a missing query as empty: %j',
    (input, q) => {
      expect(normalizeSearchQuery(input)).toEqual({ ok: true, q });
    },
  );
  it('refuses a query over the cap with a clear message, counting characters', () => {
    expect(normalizeSearchQuery('x'.repeat(searchQueryMaxLength))).toMatchObject({ ok: true });
    expect(normalizeSearchQuery('😀'.repeat(searchQueryMaxLength))).toMatchObject({ ok: true });
    expect(normalizeSearchQuery('x'.repeat(searchQueryMaxLength + 1))).toEqual({
      ok: false,
      message: searchMessages.tooLong,
    });
  });
  it('refuses what is not text', () => {
    expect(normalizeSearchQuery(['a'])).toMatchObject({ ok: false });
  });
});

describe('searchWords', () => {
  it('keeps words of three letters or more, lowercased, in any script', () => {
    expect(searchWords('AR/VR Virtual-Labs in हिंदी, 3D')).toEqual(['virtual', 'labs', 'हिंदी']);
  });
});

describe('splitMarked', () => {
  it('splits a headline into plain and marked parts', () => {
    expect(splitMarked(`Our ${markStart}virtual${markStop} ${markStart}labs${markStop} work`)).toEqual([
      { text: 'Our ', mark: false },
      { text: 'virtual', mark: true },
      { text: ' ', mark: false },
      { text: 'labs', mark: true },
      { text: ' work', mark: false },
    ]);
  });
  it('keeps markup as text and ignores stray markers', () => {
    expect(splitMarked(`<b>x</b>${markStop}y${markStart}${markStart}z`)).toEqual([
      { text: '<b>x</b>y', mark: false },
      { text: 'z', mark: true },
    ]);
    expect(splitMarked('')).toEqual([]);
  });
});

describe('isSitePath / isSearchResponse', () => {
  it('accepts paths on this site only', () => {
    expect(isSitePath('/support#faq')).toBe(true);
    for (const bad of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', '', 3])
      expect(isSitePath(bad)).toBe(false);
  });
  it('checks the shape of a response from the network', () => {
    const result = { kind: 'page', title: 'T', href: '/x', snippet: [{ text: 'a', mark: true }] };
    expect(isSearchResponse({ q: 'a', corrected: null, results: [result] })).toBe(true);
    expect(isSearchResponse({ q: 'a', corrected: null, results: [{ ...result, href: '//x' }] })).toBe(false);
    expect(isSearchResponse({ q: 'a', corrected: null, results: [{ ...result, kind: 'other' }] })).toBe(false);
    expect(isSearchResponse({ q: 'a', results: [] })).toBe(false);
  });
});
