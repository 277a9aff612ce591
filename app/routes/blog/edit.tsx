import { useNavigate } from 'react-router';
import { PostForm, PostFormSkeleton } from '../../features/blog/post-form.tsx';
import { savePost } from '../../features/blog/save-post.ts';
import { useEditablePost } from '../../features/blog/use-editable-post.ts';
import type { SessionUser } from '../../lib/session.ts';
import { seo } from '../../lib/seo.ts';
import type { Route } from './+types/edit.ts';
import { EditorGuard, editorSlot } from './editor-shell.tsx';

export const meta: Route.MetaFunction = ({ params }) => [
  ...seo({ title: 'Edit Post', description: 'Edit your blog post.', path: `/blog/edit/${params.id}` }),
  { name: 'robots', content: 'noindex' },
];

function EditPost({ id, user }: { id: string; user: SessionUser }) {
  const navigate = useNavigate();
  const draft = useEditablePost(id, user.id);
  if (!draft) return <PostFormSkeleton />;
  return (
    <PostForm
      mode="edit"
      initial={draft}
      editor={editorSlot}
      onSave={(fields) => savePost({ id, user, fields, navigate })}
    />
  );
}

export default function EditPostPage({ params }: Route.ComponentProps) {
  return (
    <EditorGuard title="Edit Post">{(user) => <EditPost key={params.id} id={params.id} user={user} />}</EditorGuard>
  );
}
