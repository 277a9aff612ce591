import { site, socialNetworks } from '../../config/site.ts';
import type { NavGroup, NavLink } from './chrome.ts';
import { productCatalog } from './product-catalog.ts';

/**
 * The footer's and the sitemap page's links, the same in every language: which pages, in which
 * group and order, at which path (the English path; the views move it under /hi, app/lib/local-path.ts).
 * Each language's module (navigation.ts, navigation.hi.ts) gives only its words.
 */
const pagePaths = {
  home: '/',
  about: '/#about',
  careers: '/careers',
  contact: '/contact',
  support: '/support',
  sitemap: '/sitemap',
  blog: '/blog',
  writePost: '/blog/create',
  caseStudies: '/case-studies',
  whitepapers: '/whitepapers',
  webinars: '/webinars',
  privacy: '/privacy',
  terms: '/terms',
  signup: '/signup',
  login: '/login',
  profile: '/profile',
} as const;

type Page = keyof typeof pagePaths;

/** One language's words for the links: each page's label and each group's title. */
export type NavigationWords = {
  readonly pages: { readonly [P in Page]: string };
  readonly groups: {
    readonly [
      G in 'company' | 'products' | 'resources' | 'mainPages' | 'solutions' | 'account' | 'legal' | 'social'
    ]: string;
  };
};

/** The footer's columns and legal links and the sitemap's groups in one language's `words`. */
export function navigationIn({ pages, groups }: NavigationWords): {
  footerColumns: readonly NavGroup[];
  legalLinks: readonly NavLink[];
  sitemapGroups: readonly NavGroup[];
} {
  const page = (key: Page): NavLink => ({ label: pages[key], href: pagePaths[key] });
  // Product names stay in Latin script in every language (docs/hindi-glossary.md).
  const productLinks = productCatalog.map((product) => ({ label: product.name, href: product.href }));
  const resourceLinks = [page('blog'), page('caseStudies'), page('whitepapers'), page('webinars')];
  return {
    footerColumns: [
      { title: groups.company, links: [page('about'), page('careers'), page('contact'), page('support')] },
      { title: groups.products, links: productLinks },
      { title: groups.resources, links: resourceLinks },
    ],
    legalLinks: [page('privacy'), page('terms'), page('sitemap')],
    // Every concrete route of the site, grouped. Routes with a parameter (/blog/{id},
    // /blog/edit/{id}) have no fixed address and are reached from the blog listing. The spec's
    // sitemap also links /social/{network}; the profile URLs themselves are in `site.social`.
    sitemapGroups: [
      {
        title: groups.mainPages,
        links: [page('home'), page('contact'), page('careers'), page('support'), page('sitemap')],
      },
      { title: groups.solutions, links: productLinks },
      { title: groups.resources, links: [...resourceLinks, page('writePost')] },
      { title: groups.account, links: [page('signup'), page('login'), page('profile')] },
      { title: groups.legal, links: [page('privacy'), page('terms')] },
      {
        title: groups.social,
        links: socialNetworks.map((network) => ({ label: site.social[network].label, href: `/social/${network}` })),
      },
    ],
  };
}
