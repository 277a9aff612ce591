import { site } from '#config/site.ts';
import type { BlogPost } from './types.ts';

/** schema.org BlogPosting for a post page (search engines' rich results). */
export function postJsonLd(post: BlogPost, url: string, image: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image,
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  };
}
