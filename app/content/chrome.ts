import { siteIdentity as site } from '../../config/site-identity.ts';

/**
 * The words and links of the site chrome that hydrates on every page (header, mobile menu,
 * copyright line): a small module of its own, so the start-up JavaScript does not carry the
 * footer's and sitemap's link lists (navigation.ts, which re-exports these).
 */

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
  /** Staff only (docs/decisions/030-admin-area.md). */
  admin: { label: 'Admin', href: '/admin' },
} as const;

/** Labels of the site chrome: the account menu, the mobile menu toggle and the navigation landmarks. */
export const chromeText = {
  trigger: 'Account menu',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  mobileToggle: 'Menu',
  search: 'Search',
  mainNav: 'Main',
  footerNav: 'Footer',
  legalNav: 'Legal',
  skipToContent: 'Skip to content',
  /** The language switch's accessible name (its visible text is the other language's name). */
  languageSwitch: 'Read this page in Hindi',
} as const;

/** Footer copyright line; the caller passes the current year. */
export function copyrightText(year: number): string {
  // The legal name may end in a full stop ('Pvt. Ltd.'): never print two.
  return `© ${year} ${site.legalName.replace(/\.$/, '')}. All rights reserved.`;
}

/**
 * All of the chrome's words in one object, the shape its Hindi (chrome.hi.ts) mirrors; the
 * components read the page's language's through useChrome() (chrome-lang.ts).
 */
export const chromeCopy = { headerLinks, authLinks, chromeText, copyrightText } as const;

export type ChromeCopy = {
  readonly headerLinks: readonly NavLink[];
  readonly authLinks: { readonly [K in keyof typeof authLinks]: NavLink };
  readonly chromeText: { readonly [K in keyof typeof chromeText]: string };
  readonly copyrightText: (year: number) => string;
};
