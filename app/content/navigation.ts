import { site } from '../../config/site.ts';
import { authLinks } from './chrome.ts';
import { navigationIn } from './navigation-structure.ts';

export { headerLinks, type NavLink } from './chrome.ts';

/** The footer's columns and legal links, and the sitemap page's groups (navigation-structure.ts). */
export const { footerColumns, legalLinks, sitemapGroups } = navigationIn({
  pages: {
    home: 'Home',
    about: 'About Us',
    careers: 'Careers',
    contact: 'Contact Us',
    support: 'Support Center',
    sitemap: 'Sitemap',
    blog: 'Blog',
    writePost: 'Write a Blog Post',
    caseStudies: 'Case Studies',
    whitepapers: 'Whitepapers',
    webinars: 'Webinars',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    signup: authLinks.signup.label,
    login: authLinks.login.label,
    profile: authLinks.profile.label,
  },
  groups: {
    company: 'Company',
    products: 'Products',
    resources: 'Resources',
    mainPages: 'Main Pages',
    solutions: 'Solutions',
    account: 'Account',
    legal: 'Legal',
    social: 'Social Media',
  },
});

export const footerTagline = site.description;
