import type { Db } from '../../lib/supabase-types.ts';
import { samplePosts } from '../../content/sample-posts.ts';
import { BlogDataError } from './types.ts';

/**
 * Inserts the 18 bundled sample posts (all published) for the signed-in user in one request and
 * reads them back. Their dates step back a minute each so the listing keeps the bundled order.
 */
export async function importSamplePosts({
  supabase,
  author,
  authorName,
  now = Date.now(),
}: {
  supabase: Db;
  author: string;
  authorName: string;
  now?: number;
}): Promise<number> {
  const rows = samplePosts.map((post, i) => ({
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    image_url: post.image_url,
    is_published: true,
    author,
    author_name: authorName,
    date: new Date(now - i * 60_000).toISOString(),
  }));
  const { data, error } = await supabase.from('blog_posts').insert(rows).select();
  if (error) throw new BlogDataError('Failed to import sample blog posts', error);
  return data?.length ?? 0;
}
