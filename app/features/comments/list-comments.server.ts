import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { listComments, type CommentPage } from './list-comments.ts';

/**
 * The newest `count` of a published post's comments for the server render (a page, or more after
 * "Load more" sent without JavaScript); null (logged) lets the browser load them.
 */
export async function loadComments(
  context: AppLoadContext,
  postId: string,
  count?: number,
): Promise<CommentPage | null> {
  try {
    return await listComments({ supabase: createServerSupabase(context), postId, count });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, postId }, 'blog comments failed to load');
    context.uncacheable();
    return null;
  }
}
