import { describe, expect, it } from 'vitest';
import { careersHero } from '../careers.ts';
import { caseStudiesPage } from '../case-studies.ts';
import { contactPage } from '../contact.ts';
import { privacyPolicy, termsOfService } from '../legal.ts';
import { sitemapPage } from '../page-seo.ts';
import { aiLearning } from '../products/ai-learning.ts';
import { aiTeacher } from '../products/ai-teacher.ts';
import { arVrLabs } from '../products/ar-vr-labs.ts';
import { cloudLms } from '../products/cloud-lms.ts';
import { enterprise } from '../products/enterprise.ts';
import { supportPage } from '../support.ts';
import { webinarsPage } from '../webinars.ts';
import { whitepapersPage } from '../whitepapers.ts';
import { aiLearningSeo } from './ai-learning.ts';
import { aiTeacherSeo } from './ai-teacher.ts';
import { arVrLabsSeo } from './ar-vr-labs.ts';
import { careersSeo } from './careers.ts';
import { caseStudiesSeo } from './case-studies.ts';
import { cloudLmsSeo } from './cloud-lms.ts';
import { contactSeo } from './contact.ts';
import { enterpriseSeo } from './enterprise.ts';
import { privacySeo } from './privacy.ts';
import { sitemapSeo } from './sitemap.ts';
import { supportSeo } from './support.ts';
import { termsSeo } from './terms.ts';
import { webinarsSeo } from './webinars.ts';
import { whitepapersSeo } from './whitepapers.ts';

/**
 * Each inner page's breadcrumb label lives in its small SEO module, so the route's start-up code
 * (meta, BreadcrumbList) does not import the page's copy (ADR 010). It must stay the label the
 * page shows.
 */
describe('breadcrumb labels', () => {
  it('match the pages they name', () => {
    const pairs: [{ crumb: string; path: string }, string, string][] = [
      [aiLearningSeo, aiLearning.name, aiLearning.href],
      [aiTeacherSeo, aiTeacher.name, aiTeacher.href],
      [arVrLabsSeo, arVrLabs.name, arVrLabs.href],
      [cloudLmsSeo, cloudLms.name, cloudLms.href],
      [enterpriseSeo, enterprise.name, enterprise.href],
      [careersSeo, careersHero.eyebrow, '/careers'],
      [caseStudiesSeo, caseStudiesPage.eyebrow, '/case-studies'],
      [contactSeo, contactPage.eyebrow, '/contact'],
      [privacySeo, privacyPolicy.title, '/privacy'],
      [termsSeo, termsOfService.title, '/terms'],
      [sitemapSeo, sitemapPage.eyebrow, '/sitemap'],
      [supportSeo, supportPage.eyebrow, '/support'],
      [webinarsSeo, webinarsPage.eyebrow, '/webinars'],
      [whitepapersSeo, whitepapersPage.eyebrow, '/whitepapers'],
    ];
    for (const [seo, label, path] of pairs) {
      expect(seo.crumb).toBe(label);
      expect(seo.path).toBe(path);
    }
  });
});
