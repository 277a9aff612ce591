import { emptyDraft, PostForm } from '../../features/blog/post-form.tsx';
import { editorLang } from '../../features/blog/editor-lang.ts';
import { savePost } from '../../features/blog/save-post.ts';
import { seo } from '../../lib/seo.ts';
import type { Route } from './+types/create.ts';
import { EditorGuard, editorSlot } from './editor-shell.tsx';

export const meta = () => [
  ...seo({ title: 'Create New Post', description: 'Write a new post for the community blog.', path: '/blog/create' }),
  { name: 'robots', content: 'noindex' },
];

/** Creates the post, then /blog/{id} (docs/decisions/017). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return savePost({ id: null, form: await request.formData(), lang: editorLang(request.url) });
}

export default function CreatePostPage() {
  return (
    <EditorGuard title="Create New Post">
      {() => <PostForm mode="create" initial={emptyDraft} editor={editorSlot} />}
    </EditorGuard>
  );
}
