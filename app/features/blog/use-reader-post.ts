import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { SessionState } from '../../lib/session.ts';
import { getSessionClient } from '../../lib/session.ts';
import { getPost } from './get-post.ts';
import type { LoadedPost } from './get-post.server.ts';
import type { BlogPost } from './types.ts';

export type ReaderPost =
  { status: 'found'; post: BlogPost; fromServer: boolean } | { status: 'loading' } | { status: 'not-found' };

/**
 * The post page's post. The server render (as anon) finds published posts; when it finds
 * nothing, a signed-in reader may be the author of a draft, so the browser asks again with their
 * session before the page says 'Blog Post Not Found'. A load failure toasts and returns to /blog.
 */
export function useReaderPost(loaded: LoadedPost, id: string, session: SessionState): ReaderPost {
  const navigate = useNavigate();
  const [client, setClient] = useState<{ user: string; result: ReaderPost } | null>(null);
  const signedInAs = session.user?.id ?? null;
  const retry = loaded.status === 'not-found' && signedInAs !== null;

  useEffect(() => {
    if (loaded.status !== 'failed') return;
    toast.error('Failed to load blog post', { description: 'Please try again later.' });
    void navigate('/blog', { replace: true });
  }, [loaded.status, navigate]);

  useEffect(() => {
    if (!retry) return;
    let live = true;
    const user = signedInAs;
    void (async () => {
      try {
        const post = await getPost({ supabase: await getSessionClient(), id });
        // DOMPurify loads only when a post is rendered from the browser's own fetch.
        const { sanitizeInBrowser } = await import('./sanitize-in-browser.ts');
        if (!live) return;
        const result: ReaderPost = post
          ? { status: 'found', post: { ...post, content: sanitizeInBrowser(post.content) }, fromServer: false }
          : { status: 'not-found' };
        setClient({ user, result });
      } catch {
        if (!live) return;
        toast.error('Failed to load blog post', { description: 'Please try again later.' });
        void navigate('/blog', { replace: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [retry, id, signedInAs, navigate]);

  if (loaded.status === 'found') return { status: 'found', post: loaded.post, fromServer: true };
  if (loaded.status === 'failed') return { status: 'loading' };
  if (session.status === 'loading') return { status: 'loading' };
  if (!retry) return { status: 'not-found' };
  return client?.user === signedInAs ? client.result : { status: 'loading' };
}
