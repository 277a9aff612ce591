import { leave, readOrLeave, type Viewer } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { canOpen } from '../../lib/staff-role.ts';
import { blogNotices } from './blog-notices.ts';
import { getPost } from './get-post.ts';
import type { PostDraft } from './post-input.ts';

export type EditablePost = { viewer: Viewer; draft: PostDraft | null };

/**
 * A post loaded into the editor for its author, or for admin and editor staff, who may edit anyone's
 * post (the edit route's clientLoader; row-level security decides again on save). Signed out there
 * is nothing to load (the route guard sends the visitor to /login). A missing post returns to
 * /blog; someone else's post gives 'Permission denied' and /blog; a failed load, the spec's toast
 * and /blog.
 */
export async function loadEditablePost(id: string): Promise<EditablePost> {
  const session = await readSession();
  if (session.status !== 'signed-in') return { viewer: null, draft: null };
  const post = await readOrLeave(
    async () => getPost({ supabase: await getSessionClient(), id }),
    blogNotices.postFailed,
    '/blog',
  );
  if (!post) leave('/blog');
  if (post.author !== session.user.id && !canOpen(session.user.role, 'posts')) leave('/blog', blogNotices.notYourPost);
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
