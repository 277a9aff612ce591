import type { BlogPost } from './types.ts';

export type FeedPost = Pick<BlogPost, 'id' | 'title' | 'excerpt' | 'category' | 'author_name' | 'date'>;

/** Posts in the feed (the newest published ones). */
export const feedSize = 20;

function escapeXml(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** RSS 2.0 for the blog: absolute links, every text escaped, RFC 822 dates. */
export function renderRss({
  origin,
  siteName,
  description,
  posts,
}: {
  origin: string;
  siteName: string;
  description: string;
  posts: readonly FeedPost[];
}): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.id}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author_name)}</dc:creator>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const latest = posts[0] ? new Date(posts[0].date).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(description)}</description>`,
    '    <language>en-in</language>',
    ...(latest ? [`    <lastBuildDate>${latest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
