import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import type { SessionState } from '../../lib/session.ts';
import { getSessionClient } from '../../lib/session.ts';
import { checkComment } from './comment-input.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList, CommentSkeletons } from './comment-list.tsx';
import { createComment } from './create-comment.ts';
import { deleteComment } from './delete-comment.ts';
import { listComments } from './list-comments.ts';
import type { BlogComment } from './types.ts';

/**
 * A post's comments. The server render brings them for published posts; otherwise (a draft found
 * in the browser, or a server failure) they load here behind three skeleton rows.
 */
export function CommentsSection({
  postId,
  initial,
  session,
}: {
  postId: string;
  initial: BlogComment[] | null;
  session: SessionState;
}) {
  const [comments, setComments] = useState<BlogComment[] | null>(initial);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const user = session.user;

  // Refetches may overlap (two quick comments): only the latest one's answer is shown.
  const latest = useRef(0);
  const refetch = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const list = await listComments({ supabase: await getSessionClient(), postId });
      if (ticket === latest.current) setComments(list);
    } catch {
      if (ticket !== latest.current) return;
      setComments((current) => current ?? []);
      toast.error('Failed to load comments', { description: 'Please try again later.' });
    }
  }, [postId]);

  // Comments not rendered by the server (a draft found in the browser, or a server failure).
  useEffect(() => {
    if (initial !== null) return;
    let live = true;
    void (async () => {
      try {
        const list = await listComments({ supabase: await getSessionClient(), postId });
        if (live) setComments(list);
      } catch {
        if (!live) return;
        setComments([]);
        toast.error('Failed to load comments', { description: 'Please try again later.' });
      }
    })();
    return () => {
      live = false;
    };
  }, [initial, postId]);

  async function add(text: string): Promise<boolean> {
    if (!user) {
      toast.error('Authentication required', { description: 'You must be logged in to comment.' });
      return false;
    }
    const checked = checkComment(text);
    if (!checked.ok) {
      toast.error(checked.title, { description: checked.description });
      return false;
    }
    try {
      const supabase = await getSessionClient();
      await createComment({
        supabase,
        postId,
        authorId: user.id,
        authorName: user.fullName ?? user.email,
        content: checked.content,
      });
    } catch {
      toast.error('Failed to post comment', { description: 'Please try again later.' });
      return false;
    }
    toast.success('Comment added', { description: 'Your comment has been added successfully.' });
    // The box clears at once; the list catches up when the refetch lands.
    void refetch();
    return true;
  }

  async function remove(id: string) {
    if (!window.confirm('Delete this comment? This cannot be undone.')) return;
    setDeletingId(id);
    try {
      await deleteComment({ supabase: await getSessionClient(), id });
      setComments((current) => current?.filter((c) => c.id !== id) ?? null);
      toast.success('Comment deleted', { description: 'Your comment has been removed.' });
    } catch {
      toast.error('Failed to delete comment', { description: 'Please try again later.' });
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-10">
      <h2 id="comments-heading" className="text-2xl font-semibold text-slate-900">
        Comments{comments && comments.length > 0 ? ` (${comments.length})` : ''}
      </h2>
      {session.status === 'loading' ? null : <CommentForm signedIn={session.status === 'signed-in'} onSubmit={add} />}
      {comments === null ? (
        <CommentSkeletons />
      ) : (
        <CommentList
          comments={comments}
          viewerId={user?.id ?? null}
          onDelete={(id) => void remove(id)}
          deletingId={deletingId}
        />
      )}
    </section>
  );
}
