import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { listComments, type CommentPage } from './list-comments.ts';

/** The first page of a published post's comments for the server render; null (logged) lets the browser load them. */
export async function loadComments(context: AppLoadContext, postId: string): Promise<CommentPage | null> {
  try {
    return await listComments({ supabase: createServerSupabase(context), postId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, postId }, 'blog comments failed to load');
    context.uncacheable();
    return null;
  }
}
