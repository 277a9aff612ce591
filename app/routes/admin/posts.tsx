import { Link } from 'react-router';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import {
  deletePostAsStaff,
  listAllPosts,
  postStates,
  setPublished,
  type PostRow,
} from '../../features/admin/posts-data.ts';
import type { Column } from '../../features/admin/admin-list.tsx';
import { listRoute, useRowWrite } from '../../features/admin/list-route.tsx';
import { failedWith } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';

const route = listRoute('posts', listAllPosts);

export const { clientLoader, meta } = route;

/** Publish, Unpublish and Delete. */
export const clientAction = route.rowAction('title', 'The post', ({ id, label: title }) => ({
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
}));

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

export default route.page({
  noun: 'posts',
  search: 'Search title and author',
  filters: [{ name: 'status', label: 'State', all: 'All posts', options: postStates }],
  columns,
  empty: 'No posts match this filter.',
});

function PostActions({ post }: { post: PostRow }) {
  const { busy, send } = useRowWrite({ id: post.id, title: post.title });
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
