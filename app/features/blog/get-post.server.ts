import type { AppLoadContext } from 'react-router';
import { sanitizePostHtml } from '#rules/sanitize-post-html.ts';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { getPost } from './get-post.ts';
import type { BlogPost } from './types.ts';

export type LoadedPost = { status: 'found'; post: BlogPost } | { status: 'not-found' } | { status: 'failed' };

/**
 * A published post for the server render (as anon), its body sanitised again on the way out.
 * 'not-found' may still be the reader's own draft: the route's clientLoader asks again with the
 * reader's session. 'failed' is logged; the clientLoader tells the reader and returns to /blog.
 */
export async function loadPost(context: AppLoadContext, id: string | undefined): Promise<LoadedPost> {
  try {
    const post = await getPost({ supabase: createServerSupabase(context), id });
    if (!post) return { status: 'not-found' };
    return { status: 'found', post: { ...post, content: sanitizePostHtml(post.content) } };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, id }, 'blog post failed to load');
    context.uncacheable();
    return { status: 'failed' };
  }
}
