import { describe, expect, it } from 'vitest';
import { site } from '#config/site.ts';
import { footerColumns, headerLinks, legalLinks, sitemapGroups } from '../../content/navigation.ts';
import { productCatalog } from '../../content/product-catalog.ts';
import { productSlugs } from '../../content/product-catalog.ts';
import { homeContactForm } from '../../features/contact/copy.ts';
import { whyWorkWithUs } from './careers/copy.ts';
import { caseStudiesPage } from './case-studies/copy.ts';
import { about, competitiveEdge, contactSection, hero, solutions, technologyPartner } from './home/copy.ts';
import { privacyPolicy } from './privacy/copy.ts';
import { aiLearning } from './products/ai-learning/copy.ts';
import { aiTeacher } from './products/ai-teacher/copy.ts';
import { arVrLabs } from './products/ar-vr-labs/copy.ts';
import { cloudLms } from './products/cloud-lms/copy.ts';
import { enterprise } from './products/enterprise/copy.ts';
import { supportCards } from './support/copy.ts';
import { termsOfService } from './terms/copy.ts';
import { webinarTabs } from './webinars/copy.ts';
import { expectSmallPublicSvg } from '#tests/fixtures/public-svg.ts';
import { sitemapRoutes } from '#tests/setup/sitemap-routes.ts';

/** The marketing pages' fixed copy (each page's copy.ts) and the shared navigation, as the spec fixes them. */

const hrefs = (links: readonly { href: string }[]): string[] => links.map((link) => link.href);

describe('home', () => {
  it('claims exactly 50+ schools, 10K+ students and 15+ partners', () => {
    expect(hero.stats).toEqual([
      { value: '50+', label: 'Schools' },
      { value: '10K+', label: 'Students' },
      { value: '15+', label: 'Partners' },
    ]);
  });

  it('uses the anchors the spec fixes', () => {
    const ids = [about.id, solutions.id, competitiveEdge.id, technologyPartner.id, contactSection.id];
    expect(ids).toEqual(['about', 'solutions', 'benefits', 'nvidia', 'contact']);
  });

  it('lists the five products as solutions and promises a reply within 24 hours', () => {
    expect(hrefs(solutions.items)).toEqual(productSlugs.map((slug) => `/products/${slug}`));
    expect(homeContactForm.submitLabel).toBe('Send Message');
    expect(homeContactForm.responseNote).toBe("We'll get back to you within 24 hours");
    expect(competitiveEdge.figures.length).toBeGreaterThanOrEqual(3);
  });
});

describe('products', () => {
  it('has the five product pages with matching slugs and hrefs', () => {
    expect(productCatalog.map((product) => product.slug)).toEqual([...productSlugs]);
    for (const product of productCatalog) expect(product.href).toBe(`/products/${product.slug}`);
  });

  it('links each product page as the spec says', () => {
    expect(hrefs(aiLearning.ctas)).toEqual(['/signup', '/contact']);
    expect(hrefs(arVrLabs.ctas)).toEqual(['/contact']);
    expect(hrefs(cloudLms.ctas)).toEqual(['/contact']);
    expect(aiTeacher.ctas).toEqual([{ label: 'Request Demo', href: '/contact', variant: 'primary' }]);
    expect(enterprise.ctas.map((cta) => [cta.label, cta.href])).toEqual([['Contact Enterprise Team', '/contact']]);
  });

  it('gives AI Teacher Assistants a privacy-first design and three implementation models', () => {
    expect(aiTeacher.privacy.heading).toBe('Privacy-first design');
    expect(aiTeacher.implementationModels.items.map((item) => item.title)).toEqual([
      'LMS Integration',
      'Standalone Desktop and Mobile Apps',
      'API Access',
    ]);
  });

  it('gives Enterprise Solutions 4 audiences, 4 benefits, 8 integrations and 5 steps', () => {
    expect(enterprise.audiences.items.map((item) => item.title)).toEqual([
      'School Districts',
      'Universities',
      'Government Education Departments',
      'Corporate Training Divisions',
    ]);
    expect(enterprise.benefits.items.map((item) => item.title)).toEqual([
      'Unified Administration',
      'Custom Integration',
      'Enhanced Security',
      'Dedicated Support',
    ]);
    expect(enterprise.integrations.items).toHaveLength(8);
    expect(enterprise.process.steps.map((step) => step.title)).toEqual([
      'Consultation and Assessment',
      'Custom Solution Design',
      'Phased Implementation',
      'Training and Support',
      'Continuous Improvement',
    ]);
  });
});

describe('fixed marketing content', () => {
  // The lists themselves (case studies, whitepapers, webinars, FAQs, openings) are the content
  // studio's seeded entries: seeded-content.test.ts.
  it('links the case studies page to contact and the solutions', () => {
    expect(caseStudiesPage.contactCta.href).toBe('/contact');
    expect(caseStudiesPage.solutionsCta.href).toBe('/products/ai-learning');
  });

  it('has the past webinar tabs', () => {
    expect(webinarTabs).toEqual(['All', 'AI Learning', 'AR/VR Labs', 'Cloud LMS', 'AI Teacher', 'Enterprise']);
  });

  it('has the three support cards', () => {
    expect(supportCards.map((card) => card.title)).toEqual(['Help Center', 'Video Tutorials', 'Live Support']);
  });

  it('has the four reasons to work with us', () => {
    expect(whyWorkWithUs.map((value) => value.title)).toEqual([
      'Meaningful Impact',
      'Innovation First',
      'Growth & Learning',
      'Flexibility',
    ]);
  });
});

describe('legal', () => {
  it('has the privacy policy sections in order: the spec’s six, with retention and rights before Contact Us', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Overview',
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'How Long We Keep Your Data',
      'Your Rights',
      'Contact Us',
    ]);
  });

  it('has nine terms sections with Indian governing law', () => {
    expect(termsOfService.sections).toHaveLength(9);
    const governing = termsOfService.sections[7];
    expect(governing?.title).toBe('Governing Law');
    expect(governing?.paragraphs.join(' ')).toContain('laws of India');
    expect(governing?.paragraphs.join(' ')).toContain('Jaipur, Rajasthan');
  });
});

describe('navigation and site config', () => {
  it('has the header links the spec fixes', () => {
    expect(headerLinks).toEqual([
      { label: 'Solutions', href: '/products/ai-learning' },
      { label: 'About', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ]);
    expect(footerColumns.map((column) => column.title)).toEqual(['Company', 'Products', 'Resources']);
    expect(hrefs(legalLinks)).toEqual(['/privacy', '/terms', '/sitemap']);
  });

  it('lists every fixed route and the social links on the sitemap', () => {
    const listed = sitemapGroups.flatMap((group) => hrefs(group.links));
    for (const href of sitemapRoutes) expect(listed, href).toContain(href);
  });

  it('states the office and support hours', () => {
    expect(site.officeHours.map(({ days, hours }) => `${days} ${hours}`)).toEqual([
      'Mon-Fri 9:00 AM-6:00 PM',
      'Sat 10:00 AM-4:00 PM',
      'Sun Closed',
    ]);
    expect(site.supportHours).toBe('Monday to Friday, 9am-6pm IST');
    expect(site.foundedYear).toBe(2018);
    expect(site.address.state).toBe('Rajasthan');
  });
});

describe('images', () => {
  const images = [
    ...[aiLearning, arVrLabs, cloudLms, aiTeacher, enterprise].map((product) => product.image),
    hero.image,
    site.logo,
    '/images/blog-fallback.svg',
    '/favicon.svg',
  ];

  it.each([...new Set(images)])('%s exists as a small SVG with a viewBox and a size', (image) => {
    expectSmallPublicSvg(image);
  });
});
