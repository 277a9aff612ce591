import type { SupabaseClient } from '@supabase/supabase-js';
import { listPosts } from './list-posts.ts';
import type { ListedPost } from './types.ts';

/**
 * The listing's posts as `supabase` may read them, newest first, without their bodies (the cards
 * do not show them). The one place the listing's data comes from: the server loader calls it as
 * anon, the browser with the reader's session (which adds their drafts).
 */
export async function listListedPosts({ supabase }: { supabase: SupabaseClient }): Promise<ListedPost[]> {
  const posts = await listPosts({ supabase });
  return posts.map(({ content: _content, ...rest }) => rest);
}
