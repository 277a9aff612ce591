import type { Lang } from '#rules/languages.ts';
import { write, type Notice, type WriteResult } from './reader-data.ts';
import { getSessionClient } from './session.ts';

/**
 * A delete on the post page (its clientAction, after the confirmation): row `id` of `table` as
 * the signed-in reader, whom RLS lets delete only their own, so nothing deleted is a failure like
 * a refused request. Either throws `failure(message, cause)` (the feature's own error class);
 * the feature's `deleted` / `deleteFailed` toast follows, then `to` (if given).
 */
export function deleteOwnRow({
  table,
  id,
  messages,
  failure,
  notices,
  to,
  lang,
}: {
  table: 'blog_posts' | 'blog_comments';
  id: string;
  messages: { failed: string; nothingDeleted: string };
  failure: (message: string, cause?: unknown) => Error;
  notices: { deleted: Notice; deleteFailed: Notice };
  to?: () => string;
  lang: Lang;
}): Promise<WriteResult> {
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.from(table).delete().eq('id', id).select('id');
      if (error) throw failure(messages.failed, error);
      if (!data || data.length === 0) throw failure(messages.nothingDeleted);
    },
    { done: notices.deleted, failed: notices.deleteFailed },
    to,
    lang,
  );
}
