import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { listComments } from './list-comments.ts';
import type { BlogComment } from './types.ts';

/** A published post's comments for the server render; null (logged) lets the browser load them. */
export async function loadComments(context: AppLoadContext, postId: string): Promise<BlogComment[] | null> {
  try {
    return await listComments({ supabase: createServerSupabase(context), postId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, postId }, 'blog comments failed to load');
    return null;
  }
}
