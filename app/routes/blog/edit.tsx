import { PostForm, PostFormSkeleton } from '../../features/blog/post-form.tsx';
import { loadEditablePost } from '../../features/blog/load-editable-post.ts';
import { editorLang } from '../../features/blog/editor-lang.ts';
import { savePost } from '../../features/blog/save-post.ts';
import { useReaderData } from '../../lib/reader-data.ts';
import { seo } from '../../lib/seo.ts';
import type { Route } from './+types/edit.ts';
import { EditorFallback, EditorGuard, editorSlot } from './editor-shell.tsx';

export const meta: Route.MetaFunction = ({ params }) => [
  ...seo({ title: 'Edit Post', description: 'Edit your blog post.', path: `/blog/edit/${params.id}` }),
  { name: 'robots', content: 'noindex' },
];

/** The author's post, loaded with their session (docs/decisions/017). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadEditablePost(params.id, editorLang(request.url));
}

export function HydrateFallback() {
  return <EditorFallback title="Edit Post" />;
}

/** Updates the post, then /blog/{id}. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return savePost({ id: params.id, form: await request.formData(), lang: editorLang(request.url) });
}

export default function EditPostPage({ loaderData, params }: Route.ComponentProps) {
  const { draft } = loaderData;
  const { current } = useReaderData(loaderData);
  return (
    <EditorGuard title="Edit Post">
      {() =>
        current && draft ? (
          <PostForm key={params.id} mode="edit" initial={draft} editor={editorSlot} />
        ) : (
          <PostFormSkeleton />
        )
      }
    </EditorGuard>
  );
}
