import { Link, useFetcher } from 'react-router';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import {
  deletePostAsStaff,
  listAllPosts,
  postStates,
  setPublished,
  type PostRow,
} from '../../features/admin/posts-data.ts';
import { failedWith, intentAction } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import { AdminList, listLoader, type Column } from '../../features/admin/admin-list.tsx';
import type { Route } from './+types/posts.ts';

export const clientLoader = listLoader('posts', listAllPosts);

/** Publish, Unpublish and Delete. */
export const clientAction = intentAction('posts', (form) => {
  const id = String(form.get('id') ?? '');
  const title = String(form.get('title') ?? 'The post');
  return {
    publish: [
      (s) => setPublished(s, id, true),
      { title: 'Post published', description: `"${title}" is published.` },
      failedWith('Post not published', 'The post could not be published. Please try again.'),
    ],
    unpublish: [
      (s) => setPublished(s, id, false),
      { title: 'Post unpublished', description: `"${title}" is a draft again.` },
      failedWith('Post not unpublished', 'The post could not be unpublished. Please try again.'),
    ],
    delete: [
      (s) => deletePostAsStaff(s, id),
      { title: 'Post deleted', description: `"${title}" and its comments were deleted.` },
      failedWith('Post not deleted', 'The post could not be deleted. Please try again.'),
    ],
  };
});

export const meta = staffMeta('Posts');

const columns: Column<PostRow>[] = [
  {
    head: 'Title',
    className: 'max-w-xs',
    cell: (post) => (
      <>
        <Link
          to={`/blog/${post.id}`}
          className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
        >
          {post.title}
        </Link>
        <span className="block text-slate-600">{post.category}</span>
      </>
    ),
  },
  { head: 'Author', className: 'text-slate-700', cell: (post) => post.author_name },
  {
    head: 'State',
    cell: (post) => (
      <Badge variant={post.is_published ? 'teal' : 'outline'}>{post.is_published ? 'Published' : 'Draft'}</Badge>
    ),
  },
  { head: 'Date', className: 'text-slate-700', cell: (post) => <When iso={post.date} /> },
  { head: 'Actions', cell: (post) => <PostActions post={post} /> },
];

export default function PostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminList
      section="posts"
      loaded={loaderData}
      noun="posts"
      search="Search title and author"
      filters={[{ name: 'status', label: 'State', all: 'All posts', options: postStates }]}
      columns={columns}
      empty="No posts match this filter."
    />
  );
}

function PostActions({ post }: { post: PostRow }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const send = (intent: string) => void fetcher.submit({ intent, id: post.id, title: post.title }, { method: 'post' });
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/blog/edit/${post.id}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Edit "${post.title}"`}
      >
        Edit
      </Link>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => send(post.is_published ? 'unpublish' : 'publish')}
        aria-label={`${post.is_published ? 'Unpublish' : 'Publish'} "${post.title}"`}
      >
        {post.is_published ? 'Unpublish' : 'Publish'}
      </Button>
      <ConfirmButton
        label="Delete"
        triggerLabel={`Delete "${post.title}"`}
        variant="destructive"
        disabled={busy}
        title="Delete this post?"
        description={`"${post.title}" by ${post.author_name ?? 'its author'} and all its comments will be deleted for good.`}
        confirmLabel="Delete post"
        onConfirm={() => send('delete')}
      />
    </div>
  );
}
