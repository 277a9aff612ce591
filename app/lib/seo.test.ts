import { describe, expect, it } from 'vitest';
import { marketingMeta } from '../components/marketing/page-meta.ts';
import { cloudLmsSeo, cloudLmsSeoHi } from '../routes/_marketing/products/cloud-lms/seo.ts';
import { languageAlternates, seo } from './seo.ts';

type Tag = Record<string, unknown>;
const links = (tags: Tag[], rel: string) => tags.filter((tag) => tag.tagName === 'link' && tag.rel === rel);
const origin = 'https://aravalilearning.in';

describe('seo: languages', () => {
  it('makes each language its own canonical, with the same three alternates on both', () => {
    const handle = { seo: cloudLmsSeo, hi: cloudLmsSeoHi };
    const english = marketingMeta(handle, '/products/cloud-lms') as Tag[];
    const hindi = marketingMeta(handle, '/hi/products/cloud-lms') as Tag[];
    expect(links(english, 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/products/cloud-lms` },
    ]);
    expect(links(hindi, 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/hi/products/cloud-lms` },
    ]);
    const alternates = [
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: `${origin}/products/cloud-lms` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: `${origin}/hi/products/cloud-lms` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}/products/cloud-lms` },
    ];
    expect(links(english, 'alternate')).toEqual(alternates);
    expect(links(hindi, 'alternate')).toEqual(alternates);
  });

  it("titles a Hindi page in Hindi and tells crawlers its language; the English page's words stay", () => {
    const handle = { seo: cloudLmsSeo, hi: cloudLmsSeoHi };
    const hindi = marketingMeta(handle, '/hi/products/cloud-lms') as Tag[];
    const english = marketingMeta(handle, '/products/cloud-lms') as Tag[];
    expect(hindi.find((tag) => 'title' in tag)?.title).toBe(`${cloudLmsSeoHi.title} | Aravali Learning`);
    expect(english.find((tag) => 'title' in tag)?.title).toBe(`${cloudLmsSeo.title} | Aravali Learning`);
    expect(hindi).toContainEqual({ property: 'og:locale', content: 'hi_IN' });
    expect(hindi).toContainEqual({ property: 'og:locale:alternate', content: 'en_IN' });
    const page = hindi.map((tag) => tag['script:ld+json'] as Tag | undefined).find((d) => d?.['@type'] === 'WebPage');
    expect(page).toMatchObject({ inLanguage: 'hi-IN', url: `${origin}/hi/products/cloud-lms` });
    const crumbs = hindi
      .map((tag) => tag['script:ld+json'] as Tag | undefined)
      .find((d) => d?.['@type'] === 'BreadcrumbList') as { itemListElement: Tag[] };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${origin}/hi`,
      `${origin}/hi/products/cloud-lms`,
    ]);
  });

  it('gives a one-language page neither alternates nor a language', () => {
    const tags = seo({ title: 'Edit Post', description: 'Edit.', path: '/blog/edit/1' }) as Tag[];
    expect(links(tags, 'alternate')).toEqual([]);
    expect(links(tags, 'canonical')[0]?.href).toBe(`${origin}/blog/edit/1`);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_IN' });
  });

  it('points the home page of each language at the other', () => {
    expect(languageAlternates('/').map((alt) => alt.href)).toEqual([`${origin}/`, `${origin}/hi`, `${origin}/`]);
  });
});
