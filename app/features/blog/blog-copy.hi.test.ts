import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { blogCategories } from '#rules/blog-categories.ts';
import { blogCopy } from './blog-copy.ts';
import { blogCopyHi } from './blog-copy.hi.ts';
import { allCategories } from './filter-posts.ts';

describe('the blog chrome in Hindi', () => {
  it('has every English key, a Hindi label for every category, and no English left', () => {
    expect(shapeOf(blogCopyHi)).toEqual(shapeOf(blogCopy));
    expect(Object.keys(blogCopyHi.categoryLabels).sort()).toEqual([allCategories, ...blogCategories].sort());
    expect(hindiCopyProblems(blogCopyHi, { latinOnly: ['categoryLabels.AR/VR'] })).toEqual([]);
  });

  it("keeps the English words, the categories' names as they are", () => {
    expect(blogCopy.categoryLabels['AR/VR']).toBe('AR/VR');
    expect(blogCopy.authorBio('Asha')).toBe(
      'Asha writes for the Aravali Learning community blog about teaching and learning with technology.',
    );
  });
});
