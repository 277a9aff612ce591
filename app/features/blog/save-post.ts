import { toast } from '../../lib/toast.ts';
import type { SessionUser } from '../../lib/session.ts';
import { getSessionClient } from '../../lib/session.ts';
import { createPost } from './create-post.ts';
import type { PostFields } from './types.ts';
import { updatePost } from './update-post.ts';

/**
 * Saves from the editor: creates (then /blog/{id}, or /blog without an id) or updates (then
 * /blog/{id}), with the spec's success toasts. Errors propagate to the form's failure toast.
 */
export async function savePost({
  id,
  user,
  fields,
  navigate,
}: {
  id: string | null;
  user: SessionUser;
  fields: PostFields;
  navigate: (to: string) => unknown;
}): Promise<void> {
  const supabase = await getSessionClient();
  if (id) {
    await updatePost({ supabase, id, fields });
    toast.success('Blog post updated', { description: 'Your blog post has been successfully updated.' });
    await navigate(`/blog/${id}`);
    return;
  }
  const created = await createPost({ supabase, fields, author: user.id, authorName: user.fullName ?? user.email });
  toast.success('Blog post created', { description: 'Your blog post has been successfully created.' });
  await navigate(created ? `/blog/${created}` : '/blog');
}
