import { data, useLoaderData } from 'react-router';
import { site } from '../../../config/site.ts';
import { AuthorActions } from '../../features/blog/author-actions.tsx';
import { fallbackImage } from '../../features/blog/post-card.tsx';
import { loadPost } from '../../features/blog/get-post.server.ts';
import { BackToBlog, PostNotFound, PostSkeleton, PostView } from '../../features/blog/post-view.tsx';
import { postJsonLd } from '../../features/blog/post-json-ld.ts';
import { useReaderPost } from '../../features/blog/use-reader-post.ts';
import { CommentsSection } from '../../features/comments/comments-section.tsx';
import { loadComments } from '../../features/comments/list-comments.server.ts';
import { useSession } from '../../lib/session.ts';
import { absoluteUrl, seo } from '../../lib/seo.ts';
import type { Route } from './+types/post.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = await loadPost(context, params.id);
  const comments = loaded.status === 'found' ? await loadComments(context, loaded.post.id) : null;
  // Not found as anon: 404 for crawlers; the page still asks again with the reader's session.
  return data(
    { loaded, comments },
    { status: loaded.status === 'found' ? 200 : loaded.status === 'failed' ? 503 : 404 },
  );
}

export const meta: Route.MetaFunction = ({ data: loaderData, params }) => {
  const loaded = loaderData?.loaded;
  if (loaded?.status !== 'found')
    return [{ title: `Blog Post Not Found | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  const { post } = loaded;
  const path = `/blog/${params.id}`;
  return seo({
    title: post.title,
    description: post.excerpt,
    path,
    image: post.image_url ?? fallbackImage,
    type: 'article',
    jsonLd: [postJsonLd(post, absoluteUrl(path), absoluteUrl(post.image_url ?? fallbackImage))],
  });
};

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const { loaded, comments } = useLoaderData<typeof loader>();
  const session = useSession();
  const reader = useReaderPost(loaded, params.id, session);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog />
      <div className="mt-6">
        {reader.status === 'loading' ? (
          <PostSkeleton />
        ) : reader.status === 'not-found' ? (
          <PostNotFound />
        ) : (
          <>
            <PostView
              post={reader.post}
              url={absoluteUrl(`/blog/${reader.post.id}`)}
              actions={session.user?.id === reader.post.author ? <AuthorActions postId={reader.post.id} /> : null}
            />
            <CommentsSection
              key={reader.post.id}
              postId={reader.post.id}
              initial={reader.fromServer ? comments : null}
              session={session}
            />
          </>
        )}
      </div>
    </div>
  );
}
