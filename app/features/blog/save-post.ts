import type { Lang } from '#rules/languages.ts';
import { localPath } from '../../lib/local-path.ts';
import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { authorName, getSessionClient, readSignedInUser } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import { createPost } from './create-post.ts';
import { draftFromForm, toPostFields } from './post-input.ts';
import { updatePost } from './update-post.ts';

/**
 * The editor's save (the create and edit routes' clientActions): checks the submitted draft,
 * then creates the post (then /blog/{id}, or /blog without an id) or updates it (then
 * /blog/{id}), with the spec's toasts. Opened from a Hindi page (`lang`, editor-lang.ts), the
 * toasts are Hindi and the post it goes to is /hi/blog/{id}.
 */
export async function savePost({
  id,
  form,
  lang = 'en',
}: {
  id: string | null;
  form: FormData;
  lang?: Lang;
}): Promise<WriteResult> {
  const blogNotices = blogNoticesIn(lang);
  const user = await readSignedInUser();
  if (!user) return refuse(blogNotices.signInToWrite);
  const checked = toPostFields(draftFromForm(form));
  if (!checked.ok) return refuse(checked.error);
  const { fields } = checked;
  const failed = blogNotices.saveFailed;
  if (id) {
    return write(
      async () => updatePost({ supabase: await getSessionClient(), id, fields }),
      { done: blogNotices.updated, failed },
      () => localPath(`/blog/${id}`, lang),
      lang,
    );
  }
  return write(
    async () =>
      createPost({
        supabase: await getSessionClient(),
        fields,
        author: user.id,
        authorName: authorName(user),
      }),
    { done: blogNotices.created, failed },
    (created) => localPath(created ? `/blog/${created}` : '/blog', lang),
    lang,
  );
}
