import { describe, expect, it } from 'vitest';
import { draftFromForm, draftToForm, hasVisibleText, toPostFields, type PostDraft } from './post-input.ts';

const draft: PostDraft = {
  title: '  A title  ',
  excerpt: ' An excerpt ',
  content: ' <p>Hello</p> ',
  category: 'Learning Design',
  imageUrl: '',
  isPublished: false,
};

describe('toPostFields', () => {
  it('trims the text and saves an empty image URL as null', () => {
    expect(toPostFields(draft)).toEqual({
      ok: true,
      fields: {
        title: 'A title',
        excerpt: 'An excerpt',
        content: '<p>Hello</p>',
        category: 'Learning Design',
        image_url: null,
        is_published: false,
      },
    });
  });

  it('keeps an uploaded image URL and the published flag', () => {
    const out = toPostFields({
      ...draft,
      imageUrl: '/storage/v1/object/public/images/blog-images/1-a.png',
      isPublished: true,
    });
    expect(out.ok && out.fields.image_url).toBe('/storage/v1/object/public/images/blog-images/1-a.png');
    expect(out.ok && out.fields.is_published).toBe(true);
  });

  it('checks title, then excerpt, then content, with the spec messages', () => {
    expect(toPostFields({ ...draft, title: '   ', excerpt: '' })).toEqual({
      ok: false,
      error: { field: 'title', title: 'Title is required', description: 'Please enter a title for your blog post.' },
    });
    expect(toPostFields({ ...draft, excerpt: ' \n ' })).toMatchObject({
      ok: false,
      error: {
        field: 'excerpt',
        title: 'Excerpt is required',
        description: 'Please enter a brief excerpt for your blog post.',
      },
    });
    expect(toPostFields({ ...draft, content: '<p></p>' })).toMatchObject({
      ok: false,
      error: {
        field: 'content',
        title: 'Content is required',
        description: 'Please enter content for your blog post.',
      },
    });
  });

  it('falls back to the first category for an unknown one', () => {
    const out = toPostFields({ ...draft, category: 'Nope' });
    expect(out.ok && out.fields.category).toBe('AI in Education');
  });
});

describe('hasVisibleText', () => {
  it('ignores tags, spaces and non-breaking spaces', () => {
    expect(hasVisibleText('<p></p><p>&nbsp; </p><br>')).toBe(false);
    expect(hasVisibleText('<h1>x</h1>')).toBe(true);
  });
});

describe('draftToForm and draftFromForm', () => {
  it('carry a draft through form fields unchanged', () => {
    const published = { ...draft, imageUrl: '/x.png', isPublished: true };
    for (const d of [draft, published]) {
      const form = new FormData();
      for (const [k, v] of Object.entries(draftToForm(d))) form.set(k, v);
      expect(draftFromForm(form)).toEqual(d);
    }
  });

  it('reads missing or non-text fields as empty, which validation then refuses', () => {
    const form = new FormData();
    form.set('title', new Blob(['x']));
    const back = draftFromForm(form);
    expect(back).toEqual({ title: '', excerpt: '', content: '', category: '', imageUrl: '', isPublished: false });
    expect(toPostFields(back)).toMatchObject({ ok: false, error: { field: 'title', title: 'Title is required' } });
  });
});
