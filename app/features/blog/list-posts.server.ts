import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { listPosts } from './list-posts.ts';
import type { ListedPost } from './use-listed-posts.ts';

/**
 * The listing's server data: published posts as anon, without their bodies (the cards do not
 * show them, and the HTML stays small). Null when the backend failed (logged); the browser retries.
 */
export async function loadListedPosts(context: AppLoadContext): Promise<ListedPost[] | null> {
  try {
    const posts = await listPosts({ supabase: createServerSupabase(context) });
    return posts.map(({ content: _content, ...rest }) => rest);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, 'blog listing failed to load');
    return null;
  }
}
