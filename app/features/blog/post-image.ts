/** The picture a post without its own image shows (cards, and the post's social preview). */
export const fallbackImage = '/images/blog-fallback.svg';

/** A post's image, or the fallback. */
export function postImage(post: { image_url: string | null }): string {
  return post.image_url ?? fallbackImage;
}

/**
 * A post's preview image for social sites (1200×630): its cover cropped (JPEG) when the cover is
 * in the storage bucket, else a card with its title (PNG); made by routes/resources/og-post-image.ts.
 * `v` changes with what the image shows, so a changed post gets a fresh preview.
 */
export function postPreviewImage(post: {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  image_url: string | null;
}): string {
  const cover = post.image_url?.includes('/storage/v1/object/public/') ?? false;
  return `/og/blog/${post.id}.${cover ? 'jpg' : 'png'}?v=${shortHash([post.title, post.excerpt, post.category, post.image_url ?? ''].join('\n'))}`;
}

/** FNV-1a, 32 bits, base 36: a short tag of a string (not a security measure). */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
