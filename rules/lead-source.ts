/**
 * Where a lead came from: the first page of the visit in this browser tab (path and query), the
 * external page that linked to it, and the campaign tags of that first URL (ADR 029). The site
 * records them at the first page view of the tab session (app/lib/first-touch.ts) and sends them
 * with every form; the server keeps only what passes `normalizeLeadSource` (same caps as the
 * database's CHECKs, db/migrations/0070).
 */

export const leadSourceFields = ['landing_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export type LeadSourceField = (typeof leadSourceFields)[number];
export type LeadSource = Partial<Record<LeadSourceField, string>>;

export const leadSourceMaxLength: Readonly<Record<LeadSourceField, number>> = {
  landing_page: 2000,
  referrer: 2000,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
};

// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f]/g;

function cap(value: string, max: number): string {
  return [...value].slice(0, max).join('');
}

/**
 * The first touch of a visit from the page's URL and `document.referrer`: landing_page is the
 * path and query; referrer only when it is another site (a link inside the site says nothing
 * about where the visit came from), without its fragment; utm_* from the query.
 */
export function firstTouchOf(pageUrl: string, referrer: string): LeadSource {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return {};
  }
  const out: LeadSource = { landing_page: `${url.pathname}${url.search}` };
  if (referrer) {
    try {
      const from = new URL(referrer);
      if ((from.protocol === 'http:' || from.protocol === 'https:') && from.origin !== url.origin) {
        from.hash = '';
        out.referrer = from.href;
      }
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  for (const field of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = url.searchParams.get(field);
    if (value?.trim()) out[field] = value;
  }
  return normalizeLeadSource(out);
}

/**
 * What the server stores of a lead source sent with a form: strings only, control characters
 * removed, trimmed, capped to the column's length; landing_page must be a path ('/…') and
 * referrer an http(s) URL, else they are dropped. Never refuses a lead: these are hints.
 */
export function normalizeLeadSource(raw: Partial<Record<LeadSourceField, unknown>>): LeadSource {
  const out: LeadSource = {};
  for (const field of leadSourceFields) {
    const value = raw[field];
    if (typeof value !== 'string') continue;
    const clean = cap(value.replace(controls, '').trim(), leadSourceMaxLength[field]);
    if (!clean) continue;
    if (field === 'landing_page' && (!clean.startsWith('/') || clean.startsWith('//'))) continue;
    if (field === 'referrer' && !/^https?:\/\/[^\s/]+/i.test(clean)) continue;
    out[field] = clean;
  }
  return out;
}
