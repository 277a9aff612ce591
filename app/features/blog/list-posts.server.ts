import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { listListedPosts } from './list-listed-posts.ts';
import type { ListedPost } from './types.ts';

/**
 * The listing's server data: published posts as anon. Null when the backend failed (logged); the
 * route's clientLoader then asks again from the browser.
 */
export async function loadListedPosts(context: AppLoadContext): Promise<ListedPost[] | null> {
  try {
    return await listListedPosts({ supabase: createServerSupabase(context) });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, 'blog listing failed to load');
    return null;
  }
}
