import type { Lang } from '#rules/languages.ts';
import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { authorName, getSessionClient, readSignedInUser } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';

/**
 * 'Import Sample Posts' (the /blog clientAction): inserts the 18 bundled posts for the signed-in
 * reader; React Router then loads the listing again. The posts' text (about 30 KB gzip) loads
 * only now, not with the listing. Its toasts are in the page's language (`lang`).
 */
export async function importSamples(lang: Lang = 'en'): Promise<WriteResult> {
  const notices = blogNoticesIn(lang);
  const user = await readSignedInUser();
  if (!user) return refuse(notices.signInToImport);
  return write(
    async () => {
      const { importSamplePosts } = await import('./import-sample-posts.ts');
      const supabase = await getSessionClient();
      return importSamplePosts({ supabase, author: user.id, authorName: authorName(user) });
    },
    { done: notices.imported, failed: notices.importFailed },
    undefined,
    lang,
  );
}
