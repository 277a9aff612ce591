import { useNavigate } from 'react-router';
import { emptyDraft, PostForm } from '../../features/blog/post-form.tsx';
import { savePost } from '../../features/blog/save-post.ts';
import { seo } from '../../lib/seo.ts';
import { EditorGuard, editorSlot } from './editor-shell.tsx';

export const meta = () => [
  ...seo({ title: 'Create New Post', description: 'Write a new post for the community blog.', path: '/blog/create' }),
  { name: 'robots', content: 'noindex' },
];

export default function CreatePostPage() {
  const navigate = useNavigate();
  return (
    <EditorGuard title="Create New Post">
      {(user) => (
        <PostForm
          mode="create"
          initial={emptyDraft}
          editor={editorSlot}
          onSave={(fields) => savePost({ id: null, user, fields, navigate })}
        />
      )}
    </EditorGuard>
  );
}
