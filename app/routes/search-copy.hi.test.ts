import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { notFoundCopy, notFoundCopyHi } from '../components/not-found-copy.ts';
import { searchPage } from './search-copy.ts';
import { searchPage as searchPageHi } from './search-copy.hi.ts';

describe('the search and not-found pages in Hindi', () => {
  it('have every English key and no English left (the site name in titles stays Latin)', () => {
    expect(shapeOf(searchPageHi)).toEqual(shapeOf(searchPage));
    expect(shapeOf(notFoundCopyHi)).toEqual(shapeOf(notFoundCopy));
    expect(hindiCopyProblems(searchPageHi, { allowLatin: ['Sample'] })).toEqual([]);
    expect(hindiCopyProblems(notFoundCopyHi, { latinOnly: ['code'] })).toEqual([]);
  });

  it('keep the English words of the spec', () => {
    expect(searchPage.resultCount(1, 'lms')).toBe('1 result for “lms”');
    expect(searchPage.resultCount(3, 'lms')).toBe('3 results for “lms”');
    expect(searchPage.metaTitle('')).toBe('Search | Aravali Learning');
    expect(searchPageHi.resultCount(3, 'LMS')).toBe('“LMS” के लिए 3 परिणाम');
  });
});

describe('the account deletion page in Hindi', () => {
  it('has every English key and no English left but the stored name "Former member"', async () => {
    const { accountDeleteCopy, accountDeleteCopyHi } = await import('./account-delete-copy.ts');
    expect(shapeOf(accountDeleteCopyHi)).toEqual(shapeOf(accountDeleteCopy));
    expect(hindiCopyProblems(accountDeleteCopyHi, { allowLatin: ['Former member'] })).toEqual([]);
    expect(accountDeleteCopy.contentFate(false)).toBe(
      'Your blog posts (with the comments on them) and your comments are deleted.',
    );
  });
});

describe('the account cards in Hindi', () => {
  it('have every English key and no English left', async () => {
    const en = await import('../features/account/account-copy.ts');
    const hi = await import('../features/account/account-copy.hi.ts');
    expect(shapeOf(hi.sessionsCopyHi)).toEqual(shapeOf(en.sessionsCopy));
    expect(shapeOf(hi.yourDataCopyHi)).toEqual(shapeOf(en.yourDataCopy));
    expect(hindiCopyProblems(hi.sessionsCopyHi)).toEqual([]);
    expect(hindiCopyProblems(hi.yourDataCopyHi)).toEqual([]);
    expect(shapeOf(hi.twoStepCopyHi)).toEqual(shapeOf(en.twoStepCopy));
    // The authenticator apps are named as they are.
    const apps = ['Google Authenticator', 'Microsoft Authenticator', '1Password', 'QR'];
    expect(hindiCopyProblems(hi.twoStepCopyHi, { allowLatin: apps })).toEqual([]);
  });
});
