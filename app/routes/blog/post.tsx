import { localPath } from '#app/lib/local-path.ts';
import { data } from 'react-router';
import { langOfPath } from '#rules/languages.ts';
import { blogCopyIn } from '../../features/blog/use-blog-copy.ts';
import { site } from '#config/site.ts';
import { AuthorActions } from '../../features/blog/author-actions.tsx';
import { blogIntents } from '../../features/blog/blog-notices.ts';
import { loadPost } from '../../features/blog/get-post.server.ts';
import { postPreviewImage } from '../../features/blog/post-image.ts';
import { loadReaderPost } from '../../features/blog/load-reader-post.ts';
import { BackToBlog, PostNotFound, PostSkeleton, PostView } from '../../features/blog/post-view.tsx';
import { postJsonLd } from '../../features/blog/post-json-ld.ts';
import { deletePost } from '../../features/blog/delete-post.ts';
import { createComment } from '../../features/comments/create-comment.ts';
import { commentIntents } from '../../features/comments/comment-notices.ts';
import { CommentsSection } from '../../features/comments/comments-section.tsx';
import { commentsShown } from '../../features/comments/list-comments.ts';
import { loadComments } from '../../features/comments/list-comments.server.ts';
import { loadReaderComments } from '../../features/comments/load-reader-comments.ts';
import { deleteComment } from '../../features/comments/delete-comment.ts';
import { useLang } from '../../lib/lang.ts';
import { useReaderData } from '../../lib/reader-data.ts';
import { readSession } from '../../lib/session.ts';
import { absoluteUrl, seo } from '../../lib/seo.ts';
import type { Route } from './+types/post.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const loaded = await loadPost(context, params.id);
  const shown = commentsShown(new URL(request.url).searchParams);
  const comments = loaded.status === 'found' ? await loadComments(context, loaded.post.id, shown) : null;
  // Not found as anon: 404 for crawlers; the clientLoader still asks with the reader's session.
  return data(
    { loaded, comments },
    { status: loaded.status === 'found' ? 200 : loaded.status === 'failed' ? 503 : 404 },
  );
}

/** The post and its comments as this reader may see them (docs/decisions/017). */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const viewer = (await readSession()).user?.id ?? null;
  const server = await serverLoader();
  const loaded = await loadReaderPost(server.loaded, params.id, viewer, lang);
  const comments =
    loaded.status === 'found' ? (server.comments ?? (await loadReaderComments(loaded.post.id, lang))) : null;
  return { loaded, comments, viewer };
}
// Not run at hydration: the server's anonymous render stands unless the reader needs their own
// view (`settle` below), so the page is not rendered twice (docs/decisions/025).

/** Delete the post, add a comment, delete one's own comment. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  // The toasts speak the page's language (issue #29): the action's URL is the page's.
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === blogIntents.deletePost) return deletePost(params.id, lang);
  if (intent === commentIntents.add)
    return createComment({ postId: params.id, text: String(form.get('content') ?? ''), lang });
  if (intent === commentIntents.remove) return deleteComment(String(form.get('id') ?? ''), lang);
  throw data(`Unknown intent: ${String(intent)}`, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, location }) => {
  const loaded = loaderData?.loaded;
  const lang = langOfPath(location.pathname);
  if (loaded?.status !== 'found')
    return [{ title: `${blogCopyIn(lang).notFoundTitle} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  const { post } = loaded;
  const path = localPath(`/blog/${params.id}`, lang);
  const image = postPreviewImage(post);
  return seo({
    title: post.title,
    description: post.excerpt,
    path,
    image,
    type: 'article',
    jsonLd: [postJsonLd(post, absoluteUrl(path), absoluteUrl(image))],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { loaded, comments } = loaderData;
  const lang = useLang();
  // A signed-in reader may see what the anonymous render could not (their own draft); anyone gets
  // the comments the server could not load, or the failure's toast.
  const { session, current } = useReaderData(
    loaderData,
    (reader) =>
      loaded.status === 'failed' ||
      (loaded.status === 'not-found' && reader !== null) ||
      (loaded.status === 'found' && comments === null),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog />
      <div className="mt-6">
        {loaded.status === 'found' ? (
          <>
            <PostView
              post={loaded.post}
              url={absoluteUrl(localPath(`/blog/${loaded.post.id}`, lang))}
              actions={session.user?.id === loaded.post.author ? <AuthorActions postId={loaded.post.id} /> : null}
            />
            <CommentsSection key={loaded.post.id} postId={loaded.post.id} comments={comments} session={session} />
          </>
        ) : loaded.status === 'not-found' && current ? (
          <PostNotFound />
        ) : (
          <PostSkeleton />
        )}
      </div>
    </div>
  );
}
