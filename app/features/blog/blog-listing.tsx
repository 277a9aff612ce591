import { PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import type { SessionState } from '../../lib/session.ts';
import { BlogFilters } from './blog-filters.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { filterPosts } from './filter-posts.ts';
import { ImportSamplesButton } from './import-samples-button.tsx';
import { PostCard, PostCardSkeleton } from './post-card.tsx';
import { clampPage, pageCount, postsPerPage } from './pagination-window.ts';
import type { ListedPost } from './types.ts';
import { useListingQuery } from './use-listing-query.ts';

/**
 * The blog listing: author actions, search and category filter, the card grid and pagination.
 * `posts` is null while there is nothing to show yet (the server could not load them and the
 * browser is asking again).
 */
export function BlogListing({ posts, session }: { posts: ListedPost[] | null; session: SessionState }) {
  const query = useListingQuery();
  const filtered = posts ? filterPosts(posts, query) : [];
  const total = pageCount(filtered.length);
  const page = clampPage(query.page, total);
  const shown = filtered.slice((page - 1) * postsPerPage, page * postsPerPage);

  return (
    <div className="flex flex-col gap-8">
      {session.status === 'signed-in' ? (
        <div className="flex flex-wrap gap-3">
          <Link to="/blog/create" className={buttonVariants()}>
            <PenSquare aria-hidden="true" />
            Create New Post
          </Link>
          <ImportSamplesButton />
        </div>
      ) : null}
      <BlogFilters
        search={query.search}
        category={query.category}
        onSearch={query.setSearch}
        onCategory={query.setCategory}
      />
      <section aria-label="Articles" aria-busy={posts === null}>
        {posts === null ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </div>
        ) : shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No articles found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, i) => (
              <PostCard key={post.id} post={post} eager={i < 3} />
            ))}
          </div>
        )}
        <BlogPagination page={page} total={total} hrefFor={query.hrefFor} />
      </section>
    </div>
  );
}
