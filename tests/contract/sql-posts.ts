/**
 * Rows written straight into the database, for the contract tests that call server code on a
 * bare `Db` (search, the assistant) rather than going through the API.
 */
import type { Queryable } from '../../server/db/types.ts';

/** A bare user row (no profile, no password) to be the author of such posts. */
export async function insertAuthor(db: Queryable, id: string, email: string): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
    [id, email],
  );
}

/** A post by `author` in public.blog_posts (published unless said); its id. */
export async function insertPost(
  db: Queryable,
  author: string,
  post: { title: string; excerpt?: string; content: string; category?: string; published?: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name)
     values ($1, $2, $3, $4, $5, $6, 'Test Author') returning id`,
    [post.title, post.excerpt ?? 'An excerpt', post.content, post.category ?? 'AR/VR', post.published ?? true, author],
  );
  return rows[0]!.id;
}
