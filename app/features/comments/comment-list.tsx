import { Flag, Trash2 } from 'lucide-react';
import { useCommentsCopy } from './use-comments-copy.ts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CommentDate } from './comment-date.tsx';
import { initials } from './initials.ts';
import type { BlogComment } from './types.ts';

const loadReportDialog = () => import('./report-dialog.tsx');
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * Comments, newest first, each with initials, name, date and text (plain text: React escapes it).
 * A signed-in reader may delete their own and report anyone else's (the dialog's code, with
 * Radix Dialog, loads at the first press of Report).
 */
export function CommentList({
  comments,
  viewerId,
  onDelete,
  deletingId,
}: {
  comments: BlogComment[];
  viewerId: string | null;
  onDelete: (id: string) => void;
  deletingId: string | null;
}) {
  const { copy } = useCommentsCopy();
  const [reporting, setReporting] = useState<BlogComment | null>(null);
  if (comments.length === 0) return <p className="text-slate-600">{copy.empty}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={copy.listLabel}>
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {initials(comment.author_name)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-slate-900">{comment.author_name}</p>
              <div className="flex items-center gap-2">
                <CommentDate iso={comment.created_at} className="text-sm text-slate-600" />
                {viewerId === comment.author_id ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(comment.id)}
                    disabled={deletingId === comment.id}
                    aria-label={copy.deleteLabel}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : viewerId ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setReporting(comment)}
                    onPointerEnter={() => void loadReportDialog().catch(() => undefined)}
                    aria-label={copy.reportLabel(comment.author_name)}
                  >
                    <Flag aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{copy.report}</span>
                  </Button>
                ) : null}
              </div>
            </div>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{comment.content}</p>
          </div>
        </li>
      ))}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            key={reporting.id}
            commentId={reporting.id}
            authorName={reporting.author_name}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      ) : null}
    </ul>
  );
}

export function CommentSkeletons() {
  const { copy } = useCommentsCopy();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={copy.loadingComments}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse gap-3 rounded-lg border border-slate-200 p-4">
          <div className="size-10 rounded-full bg-slate-200" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-32 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
