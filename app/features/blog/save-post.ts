import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { blogNotices } from './blog-notices.ts';
import { createPost } from './create-post.ts';
import { draftFromForm, toPostFields } from './post-input.ts';
import { updatePost } from './update-post.ts';

/**
 * The editor's save (the create and edit routes' clientActions): checks the submitted draft,
 * then creates the post (then /blog/{id}, or /blog without an id) or updates it (then
 * /blog/{id}), with the spec's toasts.
 */
export async function savePost({ id, form }: { id: string | null; form: FormData }): Promise<WriteResult> {
  const session = await readSession();
  if (session.status !== 'signed-in') return refuse(blogNotices.signInToWrite);
  const checked = toPostFields(draftFromForm(form));
  if (!checked.ok) return refuse(checked.error);
  const { fields } = checked;
  const failed = blogNotices.saveFailed;
  if (id) {
    return write(
      async () => updatePost({ supabase: await getSessionClient(), id, fields }),
      { done: blogNotices.updated, failed },
      () => `/blog/${id}`,
    );
  }
  const { user } = session;
  return write(
    async () =>
      createPost({
        supabase: await getSessionClient(),
        fields,
        author: user.id,
        authorName: user.fullName ?? user.email,
      }),
    { done: blogNotices.created, failed },
    (created) => (created ? `/blog/${created}` : '/blog'),
  );
}
