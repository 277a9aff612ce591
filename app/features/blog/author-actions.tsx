import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { deletePost } from './delete-post.ts';

export const deleteConfirmation = 'Are you sure you want to delete this blog post? This action cannot be undone.';

/** Edit and Delete, shown to the post's author only. */
export function AuthorActions({ postId }: { postId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!window.confirm(deleteConfirmation)) return;
    setBusy(true);
    try {
      await deletePost({ supabase: await getSessionClient(), id: postId });
      toast.success('Blog post deleted', { description: 'Your blog post has been successfully deleted.' });
      await navigate('/blog');
    } catch {
      toast.error('Failed to delete blog post', { description: 'Please try again later.' });
      setBusy(false);
    }
  }
  return (
    <div className="flex gap-2">
      <Link to={`/blog/edit/${postId}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Pencil aria-hidden="true" />
        Edit
      </Link>
      <Button variant="destructive" size="sm" onClick={() => void remove()} disabled={busy}>
        <Trash2 aria-hidden="true" />
        {busy ? 'Deleting...' : 'Delete'}
      </Button>
    </div>
  );
}
