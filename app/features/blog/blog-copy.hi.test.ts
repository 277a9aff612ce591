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

describe('the blog’s toasts and author buttons in Hindi', () => {
  it('have every English key, no English left, and are chosen by the page’s language', async () => {
    const { blogNotices } = await import('./blog-notices.ts');
    const { blogNoticesHi } = await import('./blog-notices.hi.ts');
    const { blogNoticesIn } = await import('./blog-notices-in.ts');
    await import('./provide-hi.ts');
    expect(shapeOf(blogNoticesHi)).toEqual(shapeOf(blogNotices));
    expect(hindiCopyProblems(blogNoticesHi)).toEqual([]);
    expect(blogNoticesIn('hi')).toBe(blogNoticesHi);
    expect(blogNoticesIn('en')).toBe(blogNotices);
    expect(blogNotices.deleted).toEqual({
      title: 'Blog post deleted',
      description: 'Your blog post has been successfully deleted.',
    });
  });

  it('keeps the English share labels and author buttons word for word', () => {
    expect(blogCopy.shareOn).toEqual({ x: 'Share on X', linkedin: 'Share on LinkedIn', facebook: 'Share on Facebook' });
    expect(blogCopyHi.shareOn.linkedin).toBe('LinkedIn पर साझा करें');
    expect(blogCopy.deleteConfirmation).toBe(
      'Are you sure you want to delete this blog post? This action cannot be undone.',
    );
    expect([blogCopy.edit, blogCopy.delete, blogCopy.deleting]).toEqual(['Edit', 'Delete', 'Deleting...']);
    expect([blogCopy.importSamples, blogCopy.importing]).toEqual(['Import Sample Posts', 'Importing...']);
  });
});
