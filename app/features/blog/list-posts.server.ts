import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import type { ListingQuery } from './filter-posts.ts';
import { listListedPosts, type ListingPage } from './list-listed-posts.ts';

/**
 * The listing page's server data: one page of published posts as anon. Null when the backend
 * failed (logged); the route's clientLoader then asks again from the browser.
 */
export async function loadListedPosts(context: AppLoadContext, query: ListingQuery): Promise<ListingPage | null> {
  try {
    return await listListedPosts({ supabase: createServerSupabase(context), query });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, 'blog listing failed to load');
    context.uncacheable();
    return null;
  }
}
