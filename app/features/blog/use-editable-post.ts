import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { getSessionClient } from '../../lib/session.ts';
import { getPost } from './get-post.ts';
import type { PostDraft } from './post-input.ts';

/**
 * Loads a post into the editor for its author. A missing post returns to /blog; someone else's
 * post gives 'Permission denied' and /blog; a load failure toasts and returns to /blog.
 */
export function useEditablePost(id: string, userId: string): PostDraft | null {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PostDraft | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const post = await getPost({ supabase: await getSessionClient(), id });
        if (!live) return;
        if (!post) return void navigate('/blog', { replace: true });
        if (post.author !== userId) {
          toast.error('Permission denied', { description: 'You can only edit your own blog posts.' });
          return void navigate('/blog', { replace: true });
        }
        setDraft({
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          category: post.category,
          imageUrl: post.image_url ?? '',
          isPublished: post.is_published,
        });
      } catch {
        if (!live) return;
        toast.error('Failed to load blog post', { description: 'Please try again later.' });
        void navigate('/blog', { replace: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [id, userId, navigate]);
  return draft;
}
