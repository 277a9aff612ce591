import { Link, useFetcher } from 'react-router';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import {
  deletePostAsStaff,
  listAllPosts,
  postStates,
  setPublished,
  type PostRow,
} from '../../features/admin/posts-data.ts';
import { failedWith, staffWrite } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import { refuse } from '../../lib/reader-data.ts';
import { AdminList, listLoader } from '../../features/admin/admin-list.tsx';
import type { Route } from './+types/posts.ts';

export const clientLoader = listLoader('posts', listAllPosts);

/** Publish, Unpublish and Delete. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const title = String(form.get('title') ?? 'The post');
  switch (form.get('intent')) {
    case 'publish':
      return staffWrite('posts', (s) => setPublished(s, id, true), {
        done: { title: 'Post published', description: `"${title}" is published.` },
        failed: failedWith('Post not published', 'The post could not be published. Please try again.'),
      });
    case 'unpublish':
      return staffWrite('posts', (s) => setPublished(s, id, false), {
        done: { title: 'Post unpublished', description: `"${title}" is a draft again.` },
        failed: failedWith('Post not unpublished', 'The post could not be unpublished. Please try again.'),
      });
    case 'delete':
      return staffWrite('posts', (s) => deletePostAsStaff(s, id), {
        done: { title: 'Post deleted', description: `"${title}" and its comments were deleted.` },
        failed: failedWith('Post not deleted', 'The post could not be deleted. Please try again.'),
      });
    default:
      return refuse({ title: 'Nothing changed', description: 'Unknown action.' });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Posts', loaderData?.allowed);

export default function PostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminList
      title="Posts"
      loaded={loaderData}
      noun="posts"
      search="Search title and author"
      selects={[
        {
          name: 'status',
          label: 'State',
          value: loaderData.query.status,
          options: [{ value: '', label: 'All posts' }, ...postStates],
        },
      ]}
      table={['Title', 'Author', 'State', 'Date', 'Actions']}
      empty="No posts match this filter."
    >
      {(rows) => rows.map((post) => <PostRowView key={post.id} post={post} />)}
    </AdminList>
  );
}

function PostRowView({ post }: { post: PostRow }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const send = (intent: string) => void fetcher.submit({ intent, id: post.id, title: post.title }, { method: 'post' });
  return (
    <tr className="align-top">
      <td className="max-w-xs px-3 py-3">
        <Link
          to={`/blog/${post.id}`}
          className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
        >
          {post.title}
        </Link>
        <span className="block text-slate-600">{post.category}</span>
      </td>
      <td className="px-3 py-3 text-slate-700">{post.author_name}</td>
      <td className="px-3 py-3">
        <Badge variant={post.is_published ? 'teal' : 'outline'}>{post.is_published ? 'Published' : 'Draft'}</Badge>
      </td>
      <td className="px-3 py-3 text-slate-700">
        <When iso={post.date} />
      </td>
      <td className="px-3 py-3">
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
      </td>
    </tr>
  );
}
