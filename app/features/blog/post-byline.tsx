import { CalendarDays, User } from 'lucide-react';
import { LocalText } from '../../components/marketing/local-date.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import type { BlogPost } from './types.ts';
import { languageTag, type Lang } from '#rules/languages.ts';
import { useBlogCopy } from './use-blog-copy.ts';

const longUs: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

type Format = 'locale' | 'long-us';

/**
 * One formatter per format and mode (`reader`: the reader's locale and time zone; else the
 * server's, en-US in UTC), made at first use. `toLocaleDateString` with options builds
 * a new Intl.DateTimeFormat on every call, about a millisecond of CPU each: it was a tenth of a
 * server-rendered listing page's CPU (six cards), ADR 018.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(format: Format, reader: boolean, lang: Lang): Intl.DateTimeFormat {
  const key = `${format}:${reader}:${lang}`;
  let made = formatters.get(key);
  if (!made) {
    const zone: Intl.DateTimeFormatOptions = reader ? {} : { timeZone: 'UTC' };
    // A Hindi page shows its dates in hi-IN, both formats (issue #29).
    made =
      lang === 'hi'
        ? new Intl.DateTimeFormat(languageTag.hi, { ...(format === 'long-us' ? longUs : {}), ...zone })
        : format === 'long-us'
          ? new Intl.DateTimeFormat('en-US', { ...longUs, ...zone })
          : new Intl.DateTimeFormat(reader ? undefined : 'en-US', zone);
    formatters.set(key, made);
  }
  return made;
}

/**
 * A post date. The server renders it in UTC; the browser shows it in the reader's time zone once
 * it can format cheaply (LocalText): in the reader's locale on the listing, in long US format on
 * the post page (spec point 9).
 */
export function PostDate({ iso, format }: { iso: string; format: Format }) {
  const { lang } = useBlogCopy();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <LocalText
      dateTime={iso}
      server={() => formatter(format, false, lang).format(date)}
      client={() => formatter(format, true, lang).format(date)}
    />
  );
}

/** A post's category, and Draft while it is unpublished. */
export function PostBadges({ post }: { post: Pick<BlogPost, 'category' | 'is_published'> }) {
  const { copy } = useBlogCopy();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge>{copy.categoryLabels[post.category] ?? post.category}</Badge>
      {post.is_published ? null : <Badge variant="accent">{copy.draft}</Badge>}
    </div>
  );
}

/** Who wrote a post and when: the listing's cards (`locale` dates) and the post's page (`long-us`). */
export function PostByline({
  post,
  format,
  className,
}: {
  post: Pick<BlogPost, 'author_name' | 'date'>;
  format: Format;
  className: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-y-1 text-slate-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        {post.author_name}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <PostDate iso={post.date} format={format} />
      </span>
    </div>
  );
}
