import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { getSessionClient, type SessionState } from '../../lib/session.ts';
import { listPosts } from './list-posts.ts';
import type { BlogPost } from './types.ts';

export type ListedPost = Omit<BlogPost, 'content'>;

/**
 * The posts the listing shows. The server-rendered list (published posts, as anon) comes first;
 * once hydrated, a signed-in reader's list is fetched again with their session so their drafts
 * appear. If the server could not load the list, the browser retries, and only a failure there
 * shows the spec's toast. Returns null while there is nothing to show yet.
 */
export function useListedPosts(serverPosts: ListedPost[] | null, session: SessionState) {
  // Keyed by the user they were fetched for: another user's (or a signed-out) view never shows them.
  const [clientPosts, setClientPosts] = useState<{ user: string | null; posts: ListedPost[] } | null>(null);
  const [clientFailed, setClientFailed] = useState(false);
  const userId = session.user?.id ?? null;

  const reload = useCallback(async () => {
    const result = await fetchPosts();
    if (result) setClientPosts({ user: userId, posts: result });
    setClientFailed(!result);
  }, [userId]);

  const needsClient = session.status === 'signed-in' || (session.status === 'signed-out' && serverPosts === null);
  useEffect(() => {
    if (!needsClient) return;
    let live = true;
    void fetchPosts().then((result) => {
      if (!live) return;
      if (result) setClientPosts({ user: userId, posts: result });
      setClientFailed(!result);
    });
    return () => {
      live = false;
    };
  }, [needsClient, userId]);

  const mine = clientPosts?.user === userId ? clientPosts.posts : null;
  const posts = mine ?? (clientFailed ? [] : serverPosts);
  return { posts, reload };
}

/** The list as the browser's session sees it; null (after the spec's toast) when it failed. */
async function fetchPosts(): Promise<ListedPost[] | null> {
  try {
    return await listPosts({ supabase: await getSessionClient() });
  } catch {
    toast.error('Failed to load blog posts', { description: 'Please try again later.' });
    return null;
  }
}
