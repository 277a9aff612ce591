import { useState } from 'react';
import { useCommentsCopy } from './use-comments-copy.ts';
import { Button, FormSubmit } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { reportComment, reportReasonMaxLength } from './report-comment.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

/** The Report dialog: an optional reason, then Report (loaded at the first press of Report). */
export function ReportDialog({
  commentId,
  authorName,
  onClose,
}: {
  commentId: string;
  authorName: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { copy, lang } = useCommentsCopy();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={copy.reportTitle}
      description={copy.reportDescription(authorName)}
    >
      <form
        ref={markHydrated}
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          void reportComment(commentId, reason, lang).then((done) => {
            setBusy(false);
            if (done) onClose();
          });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-reason">{copy.reason}</Label>
          <Textarea
            id="report-reason"
            name="reason"
            value={reason}
            maxLength={reportReasonMaxLength}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby="report-reason-count"
          />
          <p id="report-reason-count" className="text-xs text-slate-600">
            {reason.length}/{reportReasonMaxLength}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {copy.cancel}
          </Button>
          <FormSubmit busy={busy} label={copy.report} busyLabel={copy.reporting} />
        </div>
      </form>
    </Modal>
  );
}
