import { site } from '../../config/site.ts';
import { products } from './products.ts';

export type NavLink = {
  readonly label: string;
  readonly href: string;
};

export type NavGroup = {
  readonly title: string;
  readonly links: readonly NavLink[];
};

/** Header links, in order. Auth links (Login, Sign Up) are rendered by the header itself. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Solutions', href: '/products/ai-learning' },
  { label: 'About', href: '/' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const authLinks = {
  login: { label: 'Login', href: '/login' },
  signup: { label: 'Sign Up', href: '/signup' },
  profile: { label: 'Profile', href: '/profile' },
} as const;

const productLinks: readonly NavLink[] = products.map((product) => ({
  label: product.name,
  href: product.href,
}));

export const footerColumns: readonly NavGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/#about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Support Center', href: '/support' },
    ],
  },
  { title: 'Products', links: productLinks },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Whitepapers', href: '/whitepapers' },
      { label: 'Webinars', href: '/webinars' },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
];

export const footerTagline = site.description;

/** Footer copyright line; the caller passes the current year. */
export function copyrightText(year: number): string {
  return `© ${year} ${site.legalName}. All rights reserved.`;
}

/**
 * The sitemap page: every concrete route of the site, grouped. Routes with a parameter
 * (/blog/{id}, /blog/edit/{id}) have no fixed address and are reached from the blog listing.
 * The spec's sitemap also links /social/{network}; the profile URLs themselves are in `site.social`.
 */
export const sitemapGroups: readonly NavGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Careers', href: '/careers' },
      { label: 'Support Center', href: '/support' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
  { title: 'Solutions', links: productLinks },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Write a Blog Post', href: '/blog/create' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Whitepapers', href: '/whitepapers' },
      { label: 'Webinars', href: '/webinars' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign Up', href: '/signup' },
      { label: 'Login', href: '/login' },
      { label: 'Profile', href: '/profile' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  {
    title: 'Social Media',
    links: [
      { label: 'Twitter', href: '/social/twitter' },
      { label: 'Instagram', href: '/social/instagram' },
      { label: 'LinkedIn', href: '/social/linkedin' },
      { label: 'Facebook', href: '/social/facebook' },
    ],
  },
];
