import { useState } from 'react';
import { useCommentsCopy } from './use-comments-copy.ts';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { SessionState } from '../../lib/session.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList, CommentSkeletons } from './comment-list.tsx';
import { commentIntents } from './comment-notices.ts';
import { commentsPerPage, type CommentPage } from './list-comments.ts';
import { loadMoreComments } from './load-reader-comments.ts';
import type { BlogComment } from './types.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

type Loaded = { from: CommentPage; comments: BlogComment[]; hasMore: boolean };

/**
 * A post's comments, newest first: the first page from the post page's loaders (three skeleton
 * rows while the browser is still loading it), then a page more at each "Load more". The comment
 * box and the reader's own Delete write through the page's clientAction; React Router then loads
 * the first page again, and the list starts over from it.
 */
export function CommentsSection({
  postId,
  comments,
  session,
}: {
  postId: string;
  comments: CommentPage | null;
  session: SessionState;
}) {
  const remove = useFetcher();
  const { copy, lang } = useCommentsCopy();
  const deletingId = remove.state === 'idle' ? null : (remove.formData?.get('id') ?? null);
  const [more, setMore] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Pages loaded after an earlier first page are dropped when the loaders bring a new one.
  const current = comments && more?.from === comments ? more : null;
  const shown = comments ? [...comments.comments, ...(current?.comments ?? [])] : [];
  const hasMore = current ? current.hasMore : (comments?.hasMore ?? false);
  const total = comments?.total ?? null;

  function confirmDelete(id: string) {
    if (!window.confirm(copy.confirmDelete)) return;
    void remove.submit({ intent: commentIntents.remove, id }, { method: 'post' });
  }
  async function loadMore() {
    const last = shown.at(-1);
    if (!comments || !last || loadingMore) return;
    setLoadingMore(true);
    const page = await loadMoreComments(postId, last, lang);
    setLoadingMore(false);
    if (!page) return;
    setMore({ from: comments, comments: [...(current?.comments ?? []), ...page.comments], hasMore: page.hasMore });
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-10">
      <h2 id="comments-heading" className="text-2xl font-semibold text-slate-900">
        {copy.heading(total ?? 0)}
      </h2>
      {session.status === 'loading' ? null : <CommentForm signedIn={session.status === 'signed-in'} />}
      {comments === null ? (
        <CommentSkeletons />
      ) : (
        <>
          <CommentList
            comments={shown}
            viewerId={session.user?.id ?? null}
            onDelete={confirmDelete}
            deletingId={typeof deletingId === 'string' ? deletingId : null}
          />
          {hasMore ? (
            // A form, so that it works before and without the page's code: the server then shows
            // the newest `comments` (a page more); pressed before hydration, the held-forms script
            // keeps the press and replays it once hydrated (ADR 025). With the code, it loads the
            // next page in place.
            <form
              ref={markHydrated}
              method="get"
              className="self-center"
              onSubmit={(e) => {
                e.preventDefault();
                void loadMore();
              }}
            >
              <input type="hidden" name="comments" value={shown.length + commentsPerPage} />
              <Button type="submit" variant="outline" disabled={loadingMore}>
                {loadingMore ? copy.loading : copy.loadMore}
              </Button>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
