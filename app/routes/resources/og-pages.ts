import { siteIdentity as site } from '#config/site-identity.ts';
import type { PageSeo } from '../../components/marketing/page-meta.ts';
import { careersSeo } from '../_marketing/careers/seo.ts';
import { caseStudiesSeo } from '../_marketing/case-studies/seo.ts';
import { contactSeo } from '../_marketing/contact/seo.ts';
import { homeSeo } from '../_marketing/home/seo.ts';
import { privacySeo } from '../_marketing/privacy/seo.ts';
import { aiLearningSeo } from '../_marketing/products/ai-learning/seo.ts';
import { aiTeacherSeo } from '../_marketing/products/ai-teacher/seo.ts';
import { arVrLabsSeo } from '../_marketing/products/ar-vr-labs/seo.ts';
import { cloudLmsSeo } from '../_marketing/products/cloud-lms/seo.ts';
import { enterpriseSeo } from '../_marketing/products/enterprise/seo.ts';
import { sitemapSeo } from '../_marketing/sitemap/seo.ts';
import { supportSeo } from '../_marketing/support/seo.ts';
import { termsSeo } from '../_marketing/terms/seo.ts';
import { webinarsSeo } from '../_marketing/webinars/seo.ts';
import { whitepapersSeo } from '../_marketing/whitepapers/seo.ts';

export type PreviewCard = { title: string; eyebrow: string; summary: string };

const inner = (page: PageSeo, eyebrow: string): [string, PreviewCard] => [
  page.path,
  { title: page.title, eyebrow, summary: page.description },
];

/** What each page's preview image shows, by page path: its own title and description. */
export const previewCards = new Map<string, PreviewCard>([
  ['/', { title: homeSeo.title.replace(`${site.name} | `, ''), eyebrow: site.name, summary: homeSeo.description }],
  ...[aiLearningSeo, arVrLabsSeo, cloudLmsSeo, aiTeacherSeo, enterpriseSeo].map((p) => inner(p, 'Products')),
  ...[careersSeo, caseStudiesSeo, whitepapersSeo, webinarsSeo, supportSeo, contactSeo].map((p) => inner(p, site.name)),
  ...[privacySeo, termsSeo, sitemapSeo].map((p) => inner(p, site.name)),
  [
    '/blog',
    {
      title: 'Community Blog',
      eyebrow: site.name,
      summary:
        'Articles on AI in education, AR/VR labs, digital inclusion, EdTech analytics, learning design and future skills from teachers and our team.',
    },
  ],
]);
