/** A row of public.blog_comments. */
export type BlogComment = {
  id: string;
  blog_post_id: string;
  author_id: string;
  author_name: string;
  content: string;
  created_at: string;
};

export class CommentDataError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'CommentDataError';
  }
}
