/** The picture a post without its own image shows (cards, and the post's social preview). */
export const fallbackImage = '/images/blog-fallback.svg';

/** A post's image, or the fallback. */
export function postImage(post: { image_url: string | null }): string {
  return post.image_url ?? fallbackImage;
}
