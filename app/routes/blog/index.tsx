import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { site } from '../../../config/site.ts';
import { BlogListing } from '../../features/blog/blog-listing.tsx';
import { loadListedPosts } from '../../features/blog/list-posts.server.ts';
import { useSession } from '../../lib/session.ts';
import { seo } from '../../lib/seo.ts';
import type { Route } from './+types/index.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await loadListedPosts(context) };
}

/** Search, category and page changes filter on the client: no new server round trip. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => [
  ...seo({
    title: 'Blog',
    description:
      'Articles on AI in education, AR/VR labs, digital inclusion, EdTech analytics, learning design and future skills from teachers and our team.',
    path: '/blog',
  }),
  { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: '/rss.xml' },
];

export default function BlogIndex() {
  const { posts } = useLoaderData<typeof loader>();
  const session = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
        <p className="mt-3 text-lg text-slate-700">
          Ideas and practical guides on teaching and learning with technology, from our team and our community.
        </p>
      </header>
      <BlogListing serverPosts={posts} session={session} />
    </div>
  );
}
