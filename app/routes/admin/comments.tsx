import { Link } from 'react-router';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  commentStates,
  deleteCommentAsStaff,
  listModeratedComments,
  setCommentHidden,
  type ModeratedComment,
} from '../../features/admin/comments-data.ts';
import { listRoute, useRowWrite } from '../../features/admin/list-route.tsx';
import { failedWith } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';

const route = listRoute('comments', listModeratedComments);

export const { clientLoader, meta } = route;

/** Hide, Unhide and Delete. */
export const clientAction = route.rowAction('author', 'the reader', ({ id, label: author }) => ({
  hide: [
    (s) => setCommentHidden(s, id, true),
    { title: 'Comment hidden', description: `The comment by ${author} is hidden from every reader.` },
    failedWith('Comment not hidden', 'The comment could not be hidden. Please try again.'),
  ],
  unhide: [
    (s) => setCommentHidden(s, id, false),
    { title: 'Comment visible', description: `The comment by ${author} is shown again.` },
    failedWith('Comment not shown', 'The comment could not be shown again. Please try again.'),
  ],
  delete: [
    (s) => deleteCommentAsStaff(s, id),
    { title: 'Comment deleted', description: `The comment by ${author} was deleted.` },
    failedWith('Comment not deleted', 'The comment could not be deleted. Please try again.'),
  ],
}));

export default route.page({
  noun: 'comments',
  search: 'Search text and author',
  filters: [{ name: 'status', label: 'Show', all: 'All comments', options: commentStates }],
  empty: 'No comments match this filter.',
  children: (rows) => (
    <ul className="flex flex-col gap-3" aria-label="Comments to moderate">
      {rows.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ul>
  ),
});

function CommentItem({ comment }: { comment: ModeratedComment }) {
  const { busy, send } = useRowWrite({ id: comment.id, author: comment.authorName });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-comment-id={comment.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{comment.authorName}</span> on{' '}
          <Link
            to={`/blog/${comment.postId}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {comment.postTitle || 'a post'}
          </Link>
          {' · '}
          <When iso={comment.createdAt} />
        </p>
        <div className="flex flex-wrap gap-2">
          {comment.reportCount > 0 ? (
            <Badge variant="accent">
              {comment.reportCount} {comment.reportCount === 1 ? 'report' : 'reports'}
            </Badge>
          ) : null}
          {comment.hidden ? <Badge variant="outline">Hidden</Badge> : null}
        </div>
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-slate-900">{comment.content}</p>
      {comment.reasons.length > 0 ? (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">Reasons given</p>
          <ul className="mt-1 list-disc pl-5">
            {comment.reasons.map((reason, i) => (
              <li key={i} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => send(comment.hidden ? 'unhide' : 'hide')}
          aria-label={`${comment.hidden ? 'Unhide' : 'Hide'} comment by ${comment.authorName}`}
        >
          {comment.hidden ? 'Unhide' : 'Hide'}
        </Button>
        <ConfirmButton
          label="Delete"
          triggerLabel={`Delete comment by ${comment.authorName}`}
          variant="destructive"
          disabled={busy}
          title="Delete this comment?"
          description={`The comment by ${comment.authorName} and its reports will be deleted for good.`}
          confirmLabel="Delete comment"
          onConfirm={() => send('delete')}
        />
      </div>
    </li>
  );
}
