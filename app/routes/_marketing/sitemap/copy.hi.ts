import type { Translation } from '#app/lib/lang.ts';
import type { sitemapPage } from './copy.ts';

/** The sitemap page's words on /hi/sitemap (copy.ts's keys). */
export const sitemapPageHi: Translation<typeof sitemapPage> = {
  heading: 'वेबसाइट के सभी पृष्ठ',
  intro: 'हमारी वेबसाइट का हर पृष्ठ, विषय के अनुसार समूहों में।',
  externalNote: 'हमारी प्रोफ़ाइल खोलता है:',
};
