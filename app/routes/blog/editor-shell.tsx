import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import { PageLoading } from '../../features/auth/auth-card.tsx';
import { RequireAuth } from '../../features/auth/require-auth.tsx';
import { blogNotices } from '../../features/blog/blog-notices.ts';
import { postBodyClass } from '../../features/blog/post-body.tsx';
import { PostFormSkeleton, type EditorSlot } from '../../features/blog/post-form.tsx';
import { useSession, type SessionUser } from '../../lib/session.ts';

// The rich-text editor (TipTap and ProseMirror) loads only on the editor routes, after the guard.
const RichTextEditor = lazy(() =>
  import('../../features/editor/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The editor slot of PostForm: the lazy TipTap editor with the post body's typography. */
export const editorSlot: EditorSlot = (props) => (
  <Suspense fallback={<div className="min-h-[345px] animate-pulse rounded-md border border-slate-300 bg-slate-50" />}>
    <RichTextEditor {...props} contentClassName={postBodyClass} />
  </Suspense>
);

function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * Guard for /blog/create and /blog/edit/{id}: signed-out visitors get the spec's toast and go to
 * /login (RequireAuth remembers where they were going).
 */
export function EditorGuard({ title, children }: { title: string; children: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'signed-out') {
      const { title: notice, description } = blogNotices.signInToWrite;
      toast.error(notice, { id: 'editor-auth-required', description });
    }
  }, [session.status]);
  return (
    <EditorPage title={title}>
      <RequireAuth>{children}</RequireAuth>
    </EditorPage>
  );
}

/**
 * What the editor shows while its clientLoader loads the post: the guard's 'Loading...' until
 * the session is known (also the server's HTML), then the form's skeleton. It never redirects:
 * the page's guard does, once the loader has answered.
 */
export function EditorFallback({ title }: { title: string }) {
  const session = useSession();
  return (
    <EditorPage title={title}>{session.status === 'signed-in' ? <PostFormSkeleton /> : <PageLoading />}</EditorPage>
  );
}
