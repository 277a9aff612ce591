import { site, socialNetworks } from '../../config/site.ts';
import { serializeJsonLd } from '../lib/json-ld.ts';
import { absoluteUrl } from '../lib/seo.ts';

/** schema.org Organization for the company, from the site config (rendered on every page). */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl(site.logo),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email.contact,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: site.email.sales, telephone: site.phone },
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.email.support, telephone: site.phone },
    ],
    sameAs: socialNetworks.map((network) => site.social[network].url),
  };
}

/** In the browser the script keeps the server's JSON (React does not touch a `dangerouslySetInnerHTML` element's content while hydrating). */
const keptJson = { __html: '' };

/**
 * The Organization JSON-LD in the head. Only the server builds it: the browser keeps the
 * server's element as it is, so the builder and its data are not part of the start-up
 * JavaScript (ADR 010). Crawlers read the HTML.
 */
export function OrganizationJsonLd() {
  if (import.meta.env.SSR) {
    return (
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }} />
    );
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={keptJson} suppressHydrationWarning />;
}
