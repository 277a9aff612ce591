import { blogCategories, type BlogCategory } from '#rules/blog-categories.ts';
import type { PostFields } from './types.ts';

export type PostDraft = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  imageUrl: string;
  isPublished: boolean;
};

export type PostInputError = { field: 'title' | 'excerpt' | 'content'; title: string; description: string };

/** Whether editor HTML holds any visible text ('<p></p>' from an empty editor does not). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

/**
 * Validates the editor's values in the spec's order (title, excerpt, content; each trimmed) and
 * returns the row to save: trimmed text, an empty image URL as null.
 */
export function toPostFields(
  draft: PostDraft,
): { ok: true; fields: PostFields } | { ok: false; error: PostInputError } {
  const title = draft.title.trim();
  const excerpt = draft.excerpt.trim();
  const content = draft.content.trim();
  if (!title) return fail('title', 'Title is required', 'Please enter a title for your blog post.');
  if (!excerpt) return fail('excerpt', 'Excerpt is required', 'Please enter a brief excerpt for your blog post.');
  if (!content || !hasVisibleText(content))
    return fail('content', 'Content is required', 'Please enter content for your blog post.');
  const category: BlogCategory = (blogCategories as readonly string[]).includes(draft.category)
    ? (draft.category as BlogCategory)
    : blogCategories[0];
  const imageUrl = draft.imageUrl.trim();
  return {
    ok: true,
    fields: {
      title,
      excerpt,
      content,
      category,
      image_url: imageUrl === '' ? null : imageUrl,
      is_published: draft.isPublished,
    },
  };
}

/** The draft as form fields, for the editor's submission to its route's clientAction. */
export function draftToForm(draft: PostDraft): Record<string, string> {
  return {
    title: draft.title,
    excerpt: draft.excerpt,
    content: draft.content,
    category: draft.category,
    imageUrl: draft.imageUrl,
    isPublished: draft.isPublished ? 'true' : 'false',
  };
}

/** The draft back from submitted form fields; a missing field reads as empty (and fails validation). */
export function draftFromForm(form: FormData): PostDraft {
  const text = (name: keyof PostDraft) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    title: text('title'),
    excerpt: text('excerpt'),
    content: text('content'),
    category: text('category'),
    imageUrl: text('imageUrl'),
    isPublished: form.get('isPublished') === 'true',
  };
}

function fail(field: PostInputError['field'], title: string, description: string) {
  return { ok: false as const, error: { field, title, description } };
}
