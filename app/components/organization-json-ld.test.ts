import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { serializeJsonLd } from '../lib/json-ld.ts';
import { organizationJsonLd } from './organization-json-ld.tsx';

describe('Organization JSON-LD', () => {
  it('describes the company from the site config', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      foundingDate: '2018',
      address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressCountry: 'IN' },
    });
    expect(org.sameAs).toEqual(Object.values(site.social).map((s) => s.url));
  });

  it('cannot be closed early by a string in the data', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
