import { useFetcher } from 'react-router';
import type { SessionState } from '../../lib/session.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList, CommentSkeletons } from './comment-list.tsx';
import { commentIntents } from './comment-notices.ts';
import type { BlogComment } from './types.ts';

/**
 * A post's comments, from the post page's loaders (three skeleton rows while the browser is still
 * loading them), with the comment box and the reader's own Delete, both written through the
 * page's clientAction.
 */
export function CommentsSection({ comments, session }: { comments: BlogComment[] | null; session: SessionState }) {
  const remove = useFetcher();
  const deletingId = remove.state === 'idle' ? null : (remove.formData?.get('id') ?? null);
  function confirmDelete(id: string) {
    if (!window.confirm('Delete this comment? This cannot be undone.')) return;
    void remove.submit({ intent: commentIntents.remove, id }, { method: 'post' });
  }
  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-10">
      <h2 id="comments-heading" className="text-2xl font-semibold text-slate-900">
        Comments{comments && comments.length > 0 ? ` (${comments.length})` : ''}
      </h2>
      {session.status === 'loading' ? null : <CommentForm signedIn={session.status === 'signed-in'} />}
      {comments === null ? (
        <CommentSkeletons />
      ) : (
        <CommentList
          comments={comments}
          viewerId={session.user?.id ?? null}
          onDelete={confirmDelete}
          deletingId={typeof deletingId === 'string' ? deletingId : null}
        />
      )}
    </section>
  );
}
