import { localPath } from '#app/lib/local-path.ts';
import { PenSquare } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import type { SessionState } from '../../lib/session.ts';
import { BlogFilters } from './blog-filters.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { ImportSamplesButton } from './import-samples-button.tsx';
import type { ListingPage } from './list-listed-posts.ts';
import { PostCard, PostCardSkeleton } from './post-card.tsx';
import { pageCount } from './pagination-window.ts';
import { useListingQuery } from './use-listing-query.ts';
import { editorLink } from './editor-lang.ts';
import { useBlogCopy } from './use-blog-copy.ts';

/**
 * The blog listing: author actions, search and category filter, the card grid and pagination.
 * `listing` is one page as the server filtered it, or null while there is nothing to show yet
 * (the server could not load it and the browser is asking again).
 */
export function BlogListing({ listing, session }: { listing: ListingPage | null; session: SessionState }) {
  const query = useListingQuery();
  const navigation = useNavigation();
  const { copy, lang } = useBlogCopy();
  const loadingListing = navigation.state === 'loading' && navigation.location.pathname === localPath('/blog', lang);
  const total = pageCount(listing?.total ?? 0);
  const page = listing?.page ?? 1;
  const shown = listing?.posts ?? [];

  return (
    <div className="flex flex-col gap-8">
      {session.status === 'signed-in' ? (
        <div className="flex flex-wrap gap-3">
          <Link to={editorLink('/blog/create', lang)} className={buttonVariants()}>
            <PenSquare aria-hidden="true" />
            {copy.createPost}
          </Link>
          <ImportSamplesButton />
        </div>
      ) : null}
      <BlogFilters
        search={query.search}
        category={query.category}
        page={query.page}
        onSearch={query.setSearch}
        onCategory={query.setCategory}
      />
      <section aria-label={copy.articles} aria-busy={listing === null || loadingListing}>
        {listing === null ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </div>
        ) : shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{copy.emptyTitle}</h2>
            <p className="mt-2 text-slate-600">{copy.emptyText}</p>
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
