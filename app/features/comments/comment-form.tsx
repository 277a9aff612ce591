import { useState } from 'react';
import { useCommentsCopy } from './use-comments-copy.ts';
import { useFetcher } from 'react-router';
import type { WriteResult } from '../../lib/reader-data.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { commentIntents } from './comment-notices.ts';

/**
 * The comment box for signed-in readers, submitted to the post page's clientAction; it clears
 * once the comment is stored. Signed-out readers get the login prompt.
 */
export function CommentForm({ signedIn }: { signedIn: boolean }) {
  const [text, setText] = useState('');
  const post = useFetcher<WriteResult>();
  const { copy } = useCommentsCopy();
  // The box clears as soon as a comment is stored (each answer once); the list follows when
  // React Router has loaded it again.
  const [answered, setAnswered] = useState(post.data);
  if (post.data !== answered) {
    setAnswered(post.data);
    if (post.data?.ok) setText('');
  }
  if (!signedIn)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-slate-700">{copy.signInPrompt}</p>
        <ButtonLink to="/login" size="sm">
          {copy.signIn}
        </ButtonLink>
      </div>
    );
  return (
    <post.Form method="post" className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value={commentIntents.add} />
      <Label htmlFor="comment-text">{copy.addLabel}</Label>
      <Textarea
        id="comment-text"
        name="content"
        rows={3}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={copy.placeholder}
      />
      <Button type="submit" className="self-end" disabled={post.state === 'submitting'}>
        {post.state === 'submitting' ? copy.posting : copy.post}
      </Button>
    </post.Form>
  );
}
