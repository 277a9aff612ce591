/** Every inner marketing page's seo.ts entries, English and Hindi (for copy-hi.test.ts). */
import { careersSeo, careersSeoHi } from './careers/seo.ts';
import { caseStudiesSeo, caseStudiesSeoHi } from './case-studies/seo.ts';
import { contactSeo, contactSeoHi } from './contact/seo.ts';
import { privacySeo, privacySeoHi } from './privacy/seo.ts';
import { aiLearningSeo, aiLearningSeoHi } from './products/ai-learning/seo.ts';
import { aiTeacherSeo, aiTeacherSeoHi } from './products/ai-teacher/seo.ts';
import { arVrLabsSeo, arVrLabsSeoHi } from './products/ar-vr-labs/seo.ts';
import { cloudLmsSeo, cloudLmsSeoHi } from './products/cloud-lms/seo.ts';
import { enterpriseSeo, enterpriseSeoHi } from './products/enterprise/seo.ts';
import { sitemapSeo, sitemapSeoHi } from './sitemap/seo.ts';
import { supportSeo, supportSeoHi } from './support/seo.ts';
import { termsSeo, termsSeoHi } from './terms/seo.ts';
import { webinarsSeo, webinarsSeoHi } from './webinars/seo.ts';
import { whitepapersSeo, whitepapersSeoHi } from './whitepapers/seo.ts';

const withoutPath = ({ path: _path, ...rest }: { path: string; crumb: string; title: string; description: string }) =>
  rest;

export const pairs: Record<string, [unknown, unknown]> = Object.fromEntries(
  (
    [
      ['careers', careersSeo, careersSeoHi],
      ['caseStudies', caseStudiesSeo, caseStudiesSeoHi],
      ['contact', contactSeo, contactSeoHi],
      ['privacy', privacySeo, privacySeoHi],
      ['aiLearning', aiLearningSeo, aiLearningSeoHi],
      ['aiTeacher', aiTeacherSeo, aiTeacherSeoHi],
      ['arVrLabs', arVrLabsSeo, arVrLabsSeoHi],
      ['cloudLms', cloudLmsSeo, cloudLmsSeoHi],
      ['enterprise', enterpriseSeo, enterpriseSeoHi],
      ['sitemap', sitemapSeo, sitemapSeoHi],
      ['support', supportSeo, supportSeoHi],
      ['terms', termsSeo, termsSeoHi],
      ['webinars', webinarsSeo, webinarsSeoHi],
      ['whitepapers', whitepapersSeo, whitepapersSeoHi],
    ] as const
  ).map(([name, english, hindi]) => [`${name}Seo`, [withoutPath(english), hindi]]),
);
