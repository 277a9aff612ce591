import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

/** The comment box for signed-in readers; signed-out readers get the login prompt. */
export function CommentForm({
  signedIn,
  onSubmit,
}: {
  signedIn: boolean;
  /** Resolves true when the comment was stored (the box is then cleared). */
  onSubmit: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!signedIn)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-slate-700">Please log in to join the discussion.</p>
        <Link to="/login" className={buttonVariants({ size: 'sm' })}>
          Log In
        </Link>
      </div>
    );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    if (await onSubmit(text)) setText('');
    setBusy(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <Label htmlFor="comment-text">Add a comment</Label>
      <Textarea
        id="comment-text"
        rows={3}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Share your thoughts..."
      />
      <Button type="submit" className="self-end" disabled={busy}>
        {busy ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
