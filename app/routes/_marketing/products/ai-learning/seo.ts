import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';
import { aiLearningProduct as product } from '#app/content/product-catalog.ts';

export const aiLearningSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AI Adaptive Learning for Schools',
  description:
    'Personalised, bilingual learning paths aligned with NCERT and state boards, with real-time teacher dashboards that show who needs help and with what.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const aiLearningSeoHi = {
  crumb: product.name,
  title: 'विद्यालयों के लिए AI Adaptive Learning',
  description:
    'NCERT और राज्य बोर्डों के अनुरूप हिंदी-अंग्रेज़ी में व्यक्तिगत अधिगम पथ, साथ में शिक्षक डैशबोर्ड जो तुरंत बताते हैं कि किसे और किस विषय में मदद चाहिए।',
} as const satisfies HindiSeo;
