/**
 * The company's name, legal name, site address, locale and logo: all that the code every page starts
 * with needs (header, meta tags, copyright line). A module of its own so that the start-up
 * JavaScript does not carry the rest of the company's details (ADR 010); `site` (site.ts) is
 * built from it.
 */
export const siteIdentity = {
  name: 'Aravali Learning',
  legalName: 'Aravali Learning Technologies Pvt. Ltd.',
  url: 'https://aravalilearning.in',
  locale: 'en-IN',
  logo: '/images/logo.svg',
} as const;
