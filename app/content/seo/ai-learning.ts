import type { PageSeo } from '../page-seo.ts';

export const aiLearningSeo = {
  path: '/products/ai-learning',
  crumb: 'AI Adaptive Learning',
  title: 'AI Adaptive Learning for Schools',
  description:
    'Personalised, bilingual learning paths aligned with NCERT and state boards, with real-time teacher dashboards that show who needs help and with what.',
} as const satisfies PageSeo;
