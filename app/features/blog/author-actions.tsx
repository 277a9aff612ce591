import { Pencil, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { blogIntents } from './blog-notices.ts';

export const deleteConfirmation = 'Are you sure you want to delete this blog post? This action cannot be undone.';

/** Edit and Delete, shown to the post's author only. Delete goes, after confirmation, to the page's clientAction. */
export function AuthorActions({ postId }: { postId: string }) {
  const remove = useFetcher();
  const busy = remove.state !== 'idle';
  function confirmDelete() {
    if (!window.confirm(deleteConfirmation)) return;
    void remove.submit({ intent: blogIntents.deletePost }, { method: 'post' });
  }
  return (
    <div className="flex gap-2">
      <Link to={`/blog/edit/${postId}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Pencil aria-hidden="true" />
        Edit
      </Link>
      <Button variant="destructive" size="sm" onClick={confirmDelete} disabled={busy}>
        <Trash2 aria-hidden="true" />
        {busy ? 'Deleting...' : 'Delete'}
      </Button>
    </div>
  );
}
