import { describe, expect, it } from 'vitest';
import { renderRss } from './render-rss.ts';

const post = {
  id: '0b1c2d3e-0000-4000-8000-000000000001',
  title: 'Labs & <script>alert("x")</script>',
  excerpt: "Teachers' notes",
  category: 'AR/VR',
  author_name: 'Asha',
  date: '2026-03-01T10:00:00.000Z',
};

describe('renderRss', () => {
  const xml = renderRss({ origin: 'https://example.in', siteName: 'Aravali', description: 'Blog', posts: [post] });

  it('escapes every text and uses absolute links', () => {
    expect(xml).toContain('<title>Labs &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(xml).toContain('<description>Teachers&apos; notes</description>');
    expect(xml).toContain(`<link>https://example.in/blog/${post.id}</link>`);
    expect(xml).not.toContain('<script>');
  });

  it('is RSS 2.0 with RFC 822 dates', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://example.in/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('renders an empty channel without items', () => {
    const empty = renderRss({ origin: 'https://example.in', siteName: 'A', description: 'B', posts: [] });
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
  });
});
