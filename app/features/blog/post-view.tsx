import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, buttonVariants } from '../../components/ui/button.tsx';
import { responsiveImage } from '../../lib/image-url.ts';
import { PostBody } from './post-body.tsx';
import { PostBadges, PostByline } from './post-byline.tsx';
import { ShareIcon } from './share-icons.tsx';
import { shareLinks } from './share-links.ts';
import type { BlogPost } from './types.ts';
import { useBlogCopy } from './use-blog-copy.ts';

export function BackToBlog() {
  const { copy } = useBlogCopy();
  return (
    <ButtonLink to="/blog" variant="ghost" className="-ml-3">
      <ArrowLeft aria-hidden="true" />
      {copy.backToBlog}
    </ButtonLink>
  );
}

/** The cover's width on screen: the article column (max-w-3xl less padding), else the viewport less padding. */
const coverSizes = '(min-width: 768px) 720px, calc(100vw - 32px)';

/** A post: category, title, author, date, optional image, body, About the Author with share links. */
export function PostView({ post, url, actions }: { post: BlogPost; url: string; actions?: ReactNode }) {
  return (
    <article className="flex flex-col gap-6" aria-labelledby="post-title">
      <PostBadges post={post} />
      <h1 id="post-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PostByline post={post} format="long-us" className="gap-x-5" />
        {actions}
      </div>
      {post.image_url ? (
        // The page's largest picture: fetched first, at the width the screen needs (ADR 026).
        <img
          {...responsiveImage(post.image_url, { aspect: 16 / 9, sizes: coverSizes })}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <PostBody sanitizedHtml={post.content} />
      <AboutTheAuthor name={post.author_name} url={url} title={post.title} />
    </article>
  );
}

function AboutTheAuthor({ name, url, title }: { name: string; url: string; title: string }) {
  const { copy } = useBlogCopy();
  return (
    <aside aria-labelledby="about-author" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="about-author" className="text-lg font-semibold text-slate-900">
        {copy.aboutAuthor}
      </h2>
      <p className="mt-2 text-slate-700">{copy.authorBio(name)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">{copy.share}</span>
        {shareLinks(url, title).map((link) => {
          return (
            <a
              key={link.network}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={copy.shareOn[link.network]}
              title={copy.shareOn[link.network]}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
            >
              <ShareIcon network={link.network} />
            </a>
          );
        })}
      </div>
    </aside>
  );
}

export function PostNotFound() {
  const { copy } = useBlogCopy();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
      <p className="max-w-md text-slate-700">{copy.notFoundText}</p>
      <ButtonLink to="/blog">
        <ArrowLeft aria-hidden="true" />
        {copy.backToBlog}
      </ButtonLink>
    </div>
  );
}

export function PostSkeleton() {
  const { copy } = useBlogCopy();
  return (
    <div className="flex animate-pulse flex-col gap-6" aria-busy="true" aria-label={copy.loadingPost}>
      <div className="h-6 w-28 rounded-full bg-slate-200" />
      <div className="h-10 w-4/5 rounded bg-slate-200" />
      <div className="h-5 w-1/2 rounded bg-slate-200" />
      <div className="aspect-video w-full rounded-xl bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-200" />
      <div className="h-4 w-5/6 rounded bg-slate-200" />
    </div>
  );
}
