import { Pencil, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { blogIntents } from './blog-notices.ts';
import { editorLink } from './editor-lang.ts';
import { useBlogCopy } from './use-blog-copy.ts';

/** Edit and Delete, shown to the post's author only. Delete goes, after confirmation, to the page's clientAction. */
export function AuthorActions({ postId }: { postId: string }) {
  const { copy, lang } = useBlogCopy();
  const remove = useFetcher();
  const busy = remove.state !== 'idle';
  function confirmDelete() {
    if (!window.confirm(copy.deleteConfirmation)) return;
    void remove.submit({ intent: blogIntents.deletePost }, { method: 'post' });
  }
  return (
    <div className="flex gap-2">
      <Link
        to={editorLink(`/blog/edit/${postId}`, lang)}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden="true" />
        {copy.edit}
      </Link>
      <Button variant="destructive" size="sm" onClick={confirmDelete} disabled={busy}>
        <Trash2 aria-hidden="true" />
        {busy ? copy.deleting : copy.delete}
      </Button>
    </div>
  );
}
