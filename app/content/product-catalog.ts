import type { ProductIcon, ProductSlug } from './products/types.ts';

/**
 * The five products as navigation, the footer and the home page's solution cards need them:
 * name, link, one-line summary and icon. It is a separate, small module so that the header and
 * footer (on every page) do not pull the full product page content into the start-up
 * JavaScript. product-catalog.test.ts keeps it identical to the product modules.
 */
export type ProductSummary = {
  readonly slug: ProductSlug;
  readonly href: `/products/${ProductSlug}`;
  readonly name: string;
  readonly summary: string;
  readonly icon: ProductIcon;
};

export const productCatalog: readonly ProductSummary[] = [
  {
    slug: 'ai-learning',
    href: '/products/ai-learning',
    name: 'AI Adaptive Learning',
    summary:
      'Personalised learning paths that adjust to each student in real time, aligned with NCERT and state board syllabi in English and Hindi.',
    icon: 'brain',
  },
  {
    slug: 'ar-vr-labs',
    href: '/products/ar-vr-labs',
    name: 'AR/VR Virtual Labs',
    summary:
      'Immersive science laboratories for grades 6-12 that let every student run experiments safely, even in schools without a full lab.',
    icon: 'headset',
  },
  {
    slug: 'cloud-lms',
    href: '/products/cloud-lms',
    name: 'Cloud LMS',
    summary:
      'One secure, cloud-based home for courses, assignments, attendance and parent communication, for single schools and multi-campus groups alike.',
    icon: 'cloud',
  },
  {
    slug: 'ai-teacher',
    href: '/products/ai-teacher',
    name: 'AI Teacher Assistants',
    summary:
      'Assistants that draft lesson plans, question papers and feedback in minutes, so teachers spend their time with students, not paperwork.',
    icon: 'assistant',
  },
  {
    slug: 'enterprise',
    href: '/products/enterprise',
    name: 'Enterprise Solutions',
    summary:
      'Our complete platform, tailored and integrated for school districts, universities, government education departments and corporate training divisions.',
    icon: 'building',
  },
];
