import type { Lang } from '#rules/languages.ts';
import { localPath } from '../../lib/local-path.ts';
import { leave, readOrLeave, type Viewer } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import { getPost } from './get-post.ts';
import type { PostDraft } from './post-input.ts';
import type { Db } from '../../lib/supabase-types.ts';

export type EditablePost = { viewer: Viewer; draft: PostDraft | null };

/**
 * A post loaded into the editor (the edit route's clientLoader), for its author or for an editor
 * or admin (ADR 028: they may update any post). Signed out there is nothing to load (the route
 * guard sends the visitor to /login). Anyone else gets 'Permission denied' and /blog, and so
 * does a post the reader cannot see: another author's draft is invisible through RLS and reads
 * exactly like an id that does not exist, so both get the same answer and the editor never says
 * whether a draft with that id exists. A failed load gives the spec's toast and /blog (opened
 * from a Hindi page, `lang`: Hindi toasts and /hi/blog).
 */
export async function loadEditablePost(id: string, lang: Lang = 'en'): Promise<EditablePost> {
  const session = await readSession();
  if (session.status !== 'signed-in') return { viewer: null, draft: null };
  const blogNotices = blogNoticesIn(lang);
  const blog = localPath('/blog', lang);
  const supabase = await getSessionClient();
  const post = await readOrLeave(async () => getPost({ supabase, id }), blogNotices.postFailed, blog);
  if (!post) leave(blog, blogNotices.notYourPost);
  if (post.author !== session.user.id) {
    const staff = await readOrLeave(async () => editsEveryPost(supabase), blogNotices.postFailed, blog);
    if (!staff) leave(blog, blogNotices.notYourPost);
  }
  return {
    viewer: session.user.id,
    draft: {
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      imageUrl: post.image_url ?? '',
      isPublished: post.is_published,
    },
  };
}

/** Whether the signed-in reader's token carries the editor or admin role (read by the database). */
async function editsEveryPost(supabase: Db): Promise<boolean> {
  const { data, error } = await supabase.rpc('is_staff', { roles: ['admin', 'editor'] });
  if (error) throw new Error(`Failed to read the staff role: ${error.message}`, { cause: error });
  return data === true;
}
