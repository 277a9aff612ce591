import { site } from '#config/site.ts';
import type { ContentOpening } from '#rules/content-model.ts';
import { absoluteUrl } from '#app/lib/seo.ts';

const employmentTypes: Record<ContentOpening['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** schema.org JobPosting for one open opening (Google's required properties). */
export function jobPostingJsonLd(opening: ContentOpening): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: opening.requirements ? `${opening.description}\n\n${opening.requirements}` : opening.description,
    datePosted: (opening.postedAt ?? new Date().toISOString()).slice(0, 10),
    employmentType: employmentTypes[opening.type] ?? 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.state,
        postalCode: site.address.postalCode,
        addressCountry: 'IN',
      },
    },
    url: absoluteUrl(`/careers#opening-${opening.id}`),
  };
}
