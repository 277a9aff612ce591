/** Blog posts and comments as the site writes them (the shape of the editor's insert). */
import { randomUUID } from 'node:crypto';
import type { TestUser } from './users.ts';

export type PostInput = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  image_url: string | null;
  is_published: boolean;
  author: string;
  author_name: string;
  date?: string;
};

export function postInput(author: TestUser, overrides: Partial<PostInput> = {}): PostInput {
  const tag = randomUUID().slice(0, 8);
  return {
    title: `A post about learning ${tag}`,
    excerpt: `Why learning ${tag} matters`,
    content: `<p>Body of post ${tag}.</p>`,
    category: 'Learning Design',
    image_url: null,
    is_published: true,
    author: author.id,
    author_name: author.fullName,
    ...overrides,
  };
}

export function commentInput(author: TestUser, postId: string, content = 'Great read!') {
  return { blog_post_id: postId, author_id: author.id, author_name: author.fullName, content };
}
