/**
 * The Hindi copy modules (issue #29, ADR 043): each has the English module's keys (the types
 * check this too; this also catches a widened type), and no Latin-script word is left in Hindi
 * text except the glossary's names, acronyms, file formats, addresses and emails.
 */
import { describe, expect, it } from 'vitest';
import { site } from '#config/site.ts';
import { hindiGlossary, latinNames } from '#rules/hindi-glossary.ts';
import { chromeCopy } from '../../content/chrome.ts';
import { chromeHi } from '../../content/chrome.hi.ts';
import { legalLabels, legalLabelsHi } from '../../content/legal.ts';
import { footerColumnsHi, footerTaglineHi, legalLinksHi, sitemapGroupsHi } from '../../content/navigation.hi.ts';
import { footerColumns, legalLinks, sitemapGroups } from '../../content/navigation.ts';
import * as careers from './careers/copy.ts';
import { careersHi } from './careers/copy.hi.ts';
import { caseStudiesPage } from './case-studies/copy.ts';
import { caseStudiesPageHi } from './case-studies/copy.hi.ts';
import { contactPage } from './contact/copy.ts';
import { contactPageHi } from './contact/copy.hi.ts';
import * as home from './home/copy.ts';
import { homeHi } from './home/copy.hi.ts';
import { homeSeo, homeSeoHi } from './home/seo.ts';
import { privacyPolicy } from './privacy/copy.ts';
import { privacyPolicyHi } from './privacy/copy.hi.ts';
import { aiLearning } from './products/ai-learning/copy.ts';
import { aiLearningHi } from './products/ai-learning/copy.hi.ts';
import { aiTeacher } from './products/ai-teacher/copy.ts';
import { aiTeacherHi } from './products/ai-teacher/copy.hi.ts';
import { arVrLabs } from './products/ar-vr-labs/copy.ts';
import { arVrLabsHi } from './products/ar-vr-labs/copy.hi.ts';
import { cloudLms } from './products/cloud-lms/copy.ts';
import { cloudLmsHi } from './products/cloud-lms/copy.hi.ts';
import { enterprise } from './products/enterprise/copy.ts';
import { enterpriseHi } from './products/enterprise/copy.hi.ts';
import { sitemapPage } from './sitemap/copy.ts';
import { sitemapPageHi } from './sitemap/copy.hi.ts';
import * as support from './support/copy.ts';
import { supportHi } from './support/copy.hi.ts';
import { faqHeading } from './support/faq.ts';
import { termsOfService } from './terms/copy.ts';
import { termsOfServiceHi } from './terms/copy.hi.ts';
import { webinarsPage } from './webinars/copy.ts';
import { webinarsPageHi } from './webinars/copy.hi.ts';
import { whitepapersPage } from './whitepapers/copy.ts';
import { whitepapersPageHi } from './whitepapers/copy.hi.ts';
import * as seo from './seo-modules.ts';
import { searchDialogCopy } from '../../components/search/search-copy.ts';
import { searchDialogCopy as searchDialogCopyHi } from '../../components/search/search-copy.hi.ts';

/** English and Hindi of every copy module the Hindi pages render. */
const pairs: Record<string, [unknown, unknown]> = {
  chrome: [
    { ...chromeCopy, copyrightText: chromeCopy.copyrightText(2026) },
    { ...chromeHi, copyrightText: chromeHi.copyrightText(2026) },
  ],
  footer: [
    { footerColumns, legalLinks },
    { footerColumns: footerColumnsHi, legalLinks: legalLinksHi },
  ],
  sitemapGroups: [sitemapGroups, sitemapGroupsHi],
  legalLabels: [legalLabels, legalLabelsHi],
  home: [
    {
      hero: home.hero,
      about: home.about,
      solutions: home.solutions,
      competitiveEdge: home.competitiveEdge,
      technologyPartner: home.technologyPartner,
      contactSection: home.contactSection,
    },
    homeHi,
  ],
  homeSeo: [homeSeo, homeSeoHi],
  aiLearning: [aiLearning, aiLearningHi],
  arVrLabs: [arVrLabs, arVrLabsHi],
  cloudLms: [cloudLms, cloudLmsHi],
  aiTeacher: [aiTeacher, aiTeacherHi],
  enterprise: [enterprise, enterpriseHi],
  careers: [
    { careersHero: careers.careersHero, whyWorkWithUs: careers.whyWorkWithUs, careersLabels: careers.careersLabels },
    {
      careersHero: careersHi.careersHero,
      whyWorkWithUs: careersHi.whyWorkWithUs,
      careersLabels: careersHi.careersLabels,
    },
  ],
  caseStudies: [caseStudiesPage, caseStudiesPageHi],
  whitepapers: [whitepapersPage, whitepapersPageHi],
  webinars: [webinarsPage, webinarsPageHi],
  support: [
    { supportPage: support.supportPage, supportCards: support.supportCards },
    { supportPage: supportHi.supportPage, supportCards: supportHi.supportCards },
  ],
  contact: [contactPage, contactPageHi],
  sitemap: [sitemapPage, sitemapPageHi],
  privacy: [privacyPolicy, privacyPolicyHi],
  terms: [termsOfService, termsOfServiceHi],
  searchDialog: [searchDialogCopy, searchDialogCopyHi],
  ...seo.pairs,
};

/** A value's shape: its keys (nested) and its arrays' lengths. */
function shape(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'function') return typeof value;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** Every text of a copy value (not links, pictures, ids or presentation hints). */
function texts(value: unknown, key = '', into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!/^(href|image|icon|id|variant|phoneHref|email|salesEmail|phone|path)$/.test(key)) into.push(value);
  } else if (Array.isArray(value)) for (const item of value) texts(item, key, into);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, k, into);
  return into;
}

/** Latin-script words a Hindi text may keep: the glossary's names, then acronyms and technical names. */
const keptLatin = [
  site.legalName,
  site.legalName.replace(/\.$/, ''),
  ...[...latinNames].sort((a, b) => b.length - a.length),
  'NVIDIA Inception',
  'X (Twitter)',
  'Instagram',
  'LinkedIn',
  'Facebook',
  'YouTube',
  'bcrypt',
  'OAuth',
];

function latinLeftovers(text: string): string[] {
  let rest = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // email addresses
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\+91[\d\s-]+/g, ' ');
  for (const name of keptLatin) rest = rest.split(name).join(' ');
  // Acronyms and codes in capitals (NCERT, CBSE, UDISE+, PDF, SMS, IST, 3D, 3G, BI, SSO, SAML).
  rest = rest.replace(/\b[0-9]*[A-Z][A-Z0-9+]*[a-z]?[A-Z0-9+]*\b/g, (word) => (/[a-z]{2}/.test(word) ? word : ' '));
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the Hindi copy modules', () => {
  it.each(Object.entries(pairs))('%s has the English keys and list lengths', (_name, [english, hindi]) => {
    expect(shape(hindi)).toEqual(shape(english));
  });

  it.each(Object.entries(pairs))('%s has no Latin-script word outside the glossary', (_name, [, hindi]) => {
    const found = texts(hindi).flatMap(latinLeftovers);
    expect(found).toEqual([]);
  });

  it('never writes a form the glossary avoids', () => {
    const all = Object.values(pairs).flatMap(([, hindi]) => texts(hindi));
    all.push(footerTaglineHi, faqHeading === 'Frequently Asked Questions' ? supportHi.faqHeading : '');
    for (const entry of hindiGlossary) {
      for (const avoid of entry.avoid ?? []) {
        expect(
          all.filter((text) => text.includes(avoid)),
          `${entry.en}: ${avoid}`,
        ).toEqual([]);
      }
    }
  });

  it('catches a Latin leftover', () => {
    expect(latinLeftovers('हमारे teachers के लिए Cloud LMS और NCERT')).toEqual(['teachers']);
  });
});
