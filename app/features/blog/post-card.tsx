import { localPath } from '#app/lib/local-path.ts';
import { ArrowRight } from 'lucide-react';
import { useBlogCopy } from './use-blog-copy.ts';
import { Link } from 'react-router';
import { responsiveImage } from '../../lib/image-url.ts';
import { PostBadges, PostByline } from './post-byline.tsx';
import { postImage } from './post-image.ts';
import type { BlogPost } from './types.ts';

type CardPost = Pick<
  BlogPost,
  'id' | 'title' | 'excerpt' | 'category' | 'image_url' | 'author_name' | 'date' | 'is_published'
>;

/** A card's width in the grid: three columns in max-w-7xl, two from 640 px, else the viewport. */
const cardSizes = '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/** One post in the listing grid: image (or the fallback), category, title, excerpt, author, date, Read more. */
export function PostCard({ post, eager = false }: { post: CardPost; eager?: boolean }) {
  const titleId = `post-title-${post.id}`;
  const { copy, lang } = useBlogCopy();
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-labelledby={titleId}
    >
      <img
        {...responsiveImage(postImage(post), { aspect: 16 / 9, sizes: cardSizes })}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <PostBadges post={post} />
        <h2 id={titleId} className="text-xl leading-snug font-semibold text-slate-900">
          {post.title}
        </h2>
        <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>
        <PostByline post={post} format="locale" className="mt-auto gap-x-4 pt-2 text-sm" />
        <Link
          to={localPath(`/blog/${post.id}`, lang)}
          className="inline-flex items-center gap-1 self-start font-medium text-brand-700 hover:underline"
          aria-label={copy.readMoreLabel(post.title)}
        >
          {copy.readMore}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** The loading placeholder (three of these while posts load). */
export function PostCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-video w-full bg-slate-200" />
      <div className="flex flex-col gap-3 p-6">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-6 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
