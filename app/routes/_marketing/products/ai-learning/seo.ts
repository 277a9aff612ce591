import type { PageSeo } from '#app/components/marketing/page-meta.ts';
import { aiLearningProduct as product } from '#app/content/product-catalog.ts';

export const aiLearningSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AI Adaptive Learning for Schools',
  description:
    'Personalised, bilingual learning paths aligned with NCERT and state boards, with real-time teacher dashboards that show who needs help and with what.',
} as const satisfies PageSeo;
