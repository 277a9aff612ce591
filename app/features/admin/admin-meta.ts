import type { MetaDescriptor } from 'react-router';
import { siteIdentity } from '#config/site-identity.ts';

/**
 * A staff page's title: the section's name for staff who may open it, the not-found page's
 * title for everyone else (and in the server's shell, which cannot know the role). Never indexed.
 */
export function adminMeta(title: string, allowed: boolean | undefined): MetaDescriptor[] {
  return [
    { title: allowed ? `${title} | Admin | ${siteIdentity.name}` : `Page not found | ${siteIdentity.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A staff route's `meta`: adminMeta with the page's name, for whether its loader allowed the role. */
export function staffMeta(title: string) {
  return ({ loaderData }: { loaderData?: { allowed?: boolean } }) => adminMeta(title, loaderData?.allowed);
}
