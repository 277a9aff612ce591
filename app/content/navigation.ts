import { site, socialNetworks } from '../../config/site.ts';
import { productCatalog } from './product-catalog.ts';
import { authLinks, type NavGroup, type NavLink } from './chrome.ts';

export { authLinks, chromeText, copyrightText, headerLinks, type NavGroup, type NavLink } from './chrome.ts';

const productLinks: readonly NavLink[] = productCatalog.map((product) => ({
  label: product.name,
  href: product.href,
}));

const page = {
  home: { label: 'Home', href: '/' },
  about: { label: 'About Us', href: '/#about' },
  careers: { label: 'Careers', href: '/careers' },
  contact: { label: 'Contact Us', href: '/contact' },
  support: { label: 'Support Center', href: '/support' },
  sitemap: { label: 'Sitemap', href: '/sitemap' },
  blog: { label: 'Blog', href: '/blog' },
  writePost: { label: 'Write a Blog Post', href: '/blog/create' },
  caseStudies: { label: 'Case Studies', href: '/case-studies' },
  whitepapers: { label: 'Whitepapers', href: '/whitepapers' },
  webinars: { label: 'Webinars', href: '/webinars' },
  privacy: { label: 'Privacy Policy', href: '/privacy' },
  terms: { label: 'Terms of Service', href: '/terms' },
} as const satisfies Record<string, NavLink>;

const resourceLinks: readonly NavLink[] = [page.blog, page.caseStudies, page.whitepapers, page.webinars];

export const footerColumns: readonly NavGroup[] = [
  { title: 'Company', links: [page.about, page.careers, page.contact, page.support] },
  { title: 'Products', links: productLinks },
  { title: 'Resources', links: resourceLinks },
];

export const legalLinks: readonly NavLink[] = [page.privacy, page.terms, page.sitemap];

export const footerTagline = site.description;

/**
 * The sitemap page: every concrete route of the site, grouped. Routes with a parameter
 * (/blog/{id}, /blog/edit/{id}) have no fixed address and are reached from the blog listing.
 * The spec's sitemap also links /social/{network}; the profile URLs themselves are in `site.social`.
 */
export const sitemapGroups: readonly NavGroup[] = [
  { title: 'Main Pages', links: [page.home, page.contact, page.careers, page.support, page.sitemap] },
  { title: 'Solutions', links: productLinks },
  { title: 'Resources', links: [...resourceLinks, page.writePost] },
  { title: 'Account', links: [authLinks.signup, authLinks.login, authLinks.profile] },
  { title: 'Legal', links: [page.privacy, page.terms] },
  {
    title: 'Social Media',
    links: socialNetworks.map((network) => ({ label: site.social[network].label, href: `/social/${network}` })),
  },
];
