export const productSlugs = ['ai-learning', 'ar-vr-labs', 'cloud-lms', 'ai-teacher', 'enterprise'] as const;

export type ProductSlug = (typeof productSlugs)[number];

/** A presentation hint: pages map it to an icon component. */
export type ProductIcon = 'brain' | 'headset' | 'cloud' | 'assistant' | 'building';

/**
 * What the site says about a product wherever it is named: its name and link (navigation, the
 * footer, the sitemap, the home page's solution cards, the product page's own breadcrumb and
 * meta) and its icon (the solution cards, the product page). Kept to these few facts: each
 * product page's start-up code (its meta) loads this module.
 */
export type ProductSummary = {
  readonly slug: ProductSlug;
  readonly href: `/products/${ProductSlug}`;
  readonly name: string;
  readonly icon: ProductIcon;
};

function product(slug: ProductSlug, name: string, icon: ProductIcon): ProductSummary {
  return { slug, href: `/products/${slug}`, name, icon };
}

export const aiLearningProduct = product('ai-learning', 'AI Adaptive Learning', 'brain');
export const arVrLabsProduct = product('ar-vr-labs', 'AR/VR Virtual Labs', 'headset');
export const cloudLmsProduct = product('cloud-lms', 'Cloud LMS', 'cloud');
export const aiTeacherProduct = product('ai-teacher', 'AI Teacher Assistants', 'assistant');
export const enterpriseProduct = product('enterprise', 'Enterprise Solutions', 'building');

/** The five products, in the order they appear in navigation and on the home page. */
export const productCatalog: readonly ProductSummary[] = [
  aiLearningProduct,
  arVrLabsProduct,
  cloudLmsProduct,
  aiTeacherProduct,
  enterpriseProduct,
];
