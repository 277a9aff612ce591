import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { blogNotices } from './blog-notices.ts';

/**
 * 'Import Sample Posts' (the /blog clientAction): inserts the 18 bundled posts for the signed-in
 * reader; React Router then loads the listing again. The posts' text (about 30 KB gzip) loads
 * only now, not with the listing.
 */
export async function importSamples(): Promise<WriteResult> {
  const session = await readSession();
  if (session.status !== 'signed-in') return refuse(blogNotices.signInToImport);
  const { user } = session;
  return write(
    async () => {
      const { importSamplePosts } = await import('./import-sample-posts.ts');
      const supabase = await getSessionClient();
      return importSamplePosts({ supabase, author: user.id, authorName: user.fullName ?? user.email });
    },
    { done: blogNotices.imported, failed: blogNotices.importFailed },
  );
}
