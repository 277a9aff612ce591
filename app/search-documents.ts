/**
 * The marketing pages as search documents (ADR 027), built from the same content modules the
 * pages render, so the index never says what the site does not. The server build exports this
 * (entry.server.tsx) and the server upserts it into public.site_pages at start.
 *
 * Each page is one document (its title, its headings, the rest of its words). The items the
 * pages list (FAQ answers, case studies, whitepapers, webinars, openings) are the content studio's
 * entries, documents of their own that the search reads live (server/search/content-documents.ts).
 */
import type { SiteDocument } from '../rules/site-search.ts';
import { pathInLang } from '../rules/languages.ts';
import { careersHi } from './routes/_marketing/careers/copy.hi.ts';
import { caseStudiesPageHi } from './routes/_marketing/case-studies/copy.hi.ts';
import { contactPageHi } from './routes/_marketing/contact/copy.hi.ts';
import { homeHi } from './routes/_marketing/home/copy.hi.ts';
import { homeSeoHi } from './routes/_marketing/home/seo.ts';
import { privacyPolicyHi } from './routes/_marketing/privacy/copy.hi.ts';
import { aiLearningHi } from './routes/_marketing/products/ai-learning/copy.hi.ts';
import { aiTeacherHi } from './routes/_marketing/products/ai-teacher/copy.hi.ts';
import { arVrLabsHi } from './routes/_marketing/products/ar-vr-labs/copy.hi.ts';
import { cloudLmsHi } from './routes/_marketing/products/cloud-lms/copy.hi.ts';
import { enterpriseHi } from './routes/_marketing/products/enterprise/copy.hi.ts';
import { supportHi } from './routes/_marketing/support/copy.hi.ts';
import { termsOfServiceHi } from './routes/_marketing/terms/copy.hi.ts';
import { webinarsPageHi } from './routes/_marketing/webinars/copy.hi.ts';
import { whitepapersPageHi } from './routes/_marketing/whitepapers/copy.hi.ts';
import {
  careersHero,
  careersLabels,
  openingsHeading,
  whyWorkWithUs,
  whyWorkWithUsHeading,
} from './routes/_marketing/careers/copy.ts';
import { careersSeo, careersSeoHi } from './routes/_marketing/careers/seo.ts';
import { caseStudiesPage } from './routes/_marketing/case-studies/copy.ts';
import { caseStudiesSeo, caseStudiesSeoHi } from './routes/_marketing/case-studies/seo.ts';
import { contactPage } from './routes/_marketing/contact/copy.ts';
import { contactSeo, contactSeoHi } from './routes/_marketing/contact/seo.ts';
import {
  about,
  competitiveEdge,
  contactSection,
  hero,
  solutions,
  technologyPartner,
} from './routes/_marketing/home/copy.ts';
import { homeSeo } from './routes/_marketing/home/seo.ts';
import { privacyPolicy } from './routes/_marketing/privacy/copy.ts';
import { privacySeo, privacySeoHi } from './routes/_marketing/privacy/seo.ts';
import { aiLearning } from './routes/_marketing/products/ai-learning/copy.ts';
import { aiLearningSeo, aiLearningSeoHi } from './routes/_marketing/products/ai-learning/seo.ts';
import { aiTeacher } from './routes/_marketing/products/ai-teacher/copy.ts';
import { aiTeacherSeo, aiTeacherSeoHi } from './routes/_marketing/products/ai-teacher/seo.ts';
import { arVrLabs } from './routes/_marketing/products/ar-vr-labs/copy.ts';
import { arVrLabsSeo, arVrLabsSeoHi } from './routes/_marketing/products/ar-vr-labs/seo.ts';
import { cloudLms } from './routes/_marketing/products/cloud-lms/copy.ts';
import { cloudLmsSeo, cloudLmsSeoHi } from './routes/_marketing/products/cloud-lms/seo.ts';
import { enterprise } from './routes/_marketing/products/enterprise/copy.ts';
import { enterpriseSeo, enterpriseSeoHi } from './routes/_marketing/products/enterprise/seo.ts';
import { supportCards, supportPage } from './routes/_marketing/support/copy.ts';
import { faqHeading } from './routes/_marketing/support/faq.ts';
import { supportSeo, supportSeoHi } from './routes/_marketing/support/seo.ts';
import { termsOfService } from './routes/_marketing/terms/copy.ts';
import { termsSeo, termsSeoHi } from './routes/_marketing/terms/seo.ts';
import { webinarsPage } from './routes/_marketing/webinars/copy.ts';
import { webinarsSeo, webinarsSeoHi } from './routes/_marketing/webinars/seo.ts';
import { whitepapersPage } from './routes/_marketing/whitepapers/copy.ts';
import { whitepapersSeo, whitepapersSeoHi } from './routes/_marketing/whitepapers/seo.ts';

/** Keys whose values are never words a reader sees as text (links, pictures, ids, hints). */
const notText = /^(href|image|images|icon|id|src|path|phoneHref|alt)$/i;
/** Keys whose values are headings. */
const headingKey = /(heading|headline|title|eyebrow|crumb)$/i;

type Words = { headings: string[]; body: string[] };

/** Every string in a copy value, split into headings and the rest. */
function collect(value: unknown, into: Words, key = ''): Words {
  if (typeof value === 'string') {
    if (!/^(\/|https?:|mailto:|tel:|#)/.test(value)) (headingKey.test(key) ? into.headings : into.body).push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (!notText.test(k)) collect(v, into, k);
  }
  return into;
}

const join = (parts: string[]) => [...new Set(parts)].join('\n');

function page(path: string, title: string, ...copy: unknown[]): SiteDocument {
  const words = collect(copy, { headings: [], body: [] });
  return { path, anchor: '', href: path, kind: 'page', title, headings: join(words.headings), body: join(words.body) };
}

/**
 * Every marketing page as a search document, one per path. The items of a page listing the content
 * studio's entries (rules/content-model.ts contentPageTypes: its webinars, openings, case studies,
 * whitepapers, FAQ answers) are not here: the search reads them live from the database
 * (server/search/content-documents.ts), so a new one is found and a closed one is not.
 */
export function searchDocuments(): SiteDocument[] {
  return [...codeDocuments(), ...hindiDocuments()];
}

/**
 * The Hindi pages (`/hi/…`, issue #29), one document each from their Hindi copy modules, so a
 * Hindi query finds them by Hindi words. Their listed items are the studio's entries, read live
 * (their Hindi where written: server/search/content-documents.ts).
 */
function hindiDocuments(): SiteDocument[] {
  const hi = (path: string) => pathInLang(path, 'hi');
  return [
    page(hi('/'), homeSeoHi.title, homeSeoHi.description, ...Object.values(homeHi)),
    page(hi(aiLearningSeo.path), aiLearningSeoHi.crumb, aiLearningSeoHi, aiLearningHi),
    page(hi(arVrLabsSeo.path), arVrLabsSeoHi.crumb, arVrLabsSeoHi, arVrLabsHi),
    page(hi(cloudLmsSeo.path), cloudLmsSeoHi.crumb, cloudLmsSeoHi, cloudLmsHi),
    page(hi(aiTeacherSeo.path), aiTeacherSeoHi.crumb, aiTeacherSeoHi, aiTeacherHi),
    page(hi(enterpriseSeo.path), enterpriseSeoHi.crumb, enterpriseSeoHi, enterpriseHi),
    page(hi(careersSeo.path), careersSeoHi.title, careersSeoHi.description, careersHi),
    page(hi(caseStudiesSeo.path), caseStudiesSeoHi.title, caseStudiesSeoHi.description, caseStudiesPageHi),
    page(hi(whitepapersSeo.path), whitepapersSeoHi.title, whitepapersSeoHi.description, whitepapersPageHi),
    page(hi(webinarsSeo.path), webinarsSeoHi.title, webinarsSeoHi.description, webinarsPageHi),
    page(hi(supportSeo.path), supportSeoHi.title, supportSeoHi.description, supportHi),
    page(hi(contactSeo.path), contactSeoHi.title, contactSeoHi.description, contactPageHi),
    page(hi(privacySeo.path), privacySeoHi.title, privacySeoHi.description, privacyPolicyHi),
    page(hi(termsSeo.path), termsSeoHi.title, termsSeoHi.description, termsOfServiceHi),
  ];
}

function codeDocuments(): SiteDocument[] {
  return [
    page(
      '/',
      homeSeo.title,
      homeSeo.description,
      hero,
      about,
      solutions,
      competitiveEdge,
      technologyPartner,
      contactSection,
    ),
    page(aiLearningSeo.path, aiLearningSeo.crumb, aiLearningSeo, aiLearning),
    page(arVrLabsSeo.path, arVrLabsSeo.crumb, arVrLabsSeo, arVrLabs),
    page(cloudLmsSeo.path, cloudLmsSeo.crumb, cloudLmsSeo, cloudLms),
    page(aiTeacherSeo.path, aiTeacherSeo.crumb, aiTeacherSeo, aiTeacher),
    page(enterpriseSeo.path, enterpriseSeo.crumb, enterpriseSeo, enterprise),
    page(
      careersSeo.path,
      careersSeo.title,
      careersSeo.description,
      careersHero,
      whyWorkWithUsHeading,
      whyWorkWithUs,
      openingsHeading,
      careersLabels,
    ),
    page(caseStudiesSeo.path, caseStudiesSeo.title, caseStudiesSeo.description, caseStudiesPage),
    page(whitepapersSeo.path, whitepapersSeo.title, whitepapersSeo.description, whitepapersPage),
    page(webinarsSeo.path, webinarsSeo.title, webinarsSeo.description, webinarsPage),
    page(supportSeo.path, supportSeo.title, supportSeo.description, supportPage, supportCards, faqHeading),
    page(contactSeo.path, contactSeo.title, contactSeo.description, contactPage),
    page(privacySeo.path, privacySeo.title, privacySeo.description, privacyPolicy),
    page(termsSeo.path, termsSeo.title, termsSeo.description, termsOfService),
  ];
}
