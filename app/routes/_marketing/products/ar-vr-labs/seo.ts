import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';
import { arVrLabsProduct as product } from '#app/content/product-catalog.ts';

export const arVrLabsSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AR/VR Virtual Science Labs',
  description:
    'Over 150 guided physics, chemistry and biology experiments for grades 6-12 that run on school PCs, tablets and affordable VR headsets.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const arVrLabsSeoHi = {
  crumb: product.name,
  title: 'AR/VR वर्चुअल विज्ञान प्रयोगशालाएँ',
  description:
    'कक्षा 6 से 12 के लिए भौतिकी, रसायन और जीव विज्ञान के 150 से अधिक निर्देशित प्रयोग, जो विद्यालय के कंप्यूटर, टैबलेट और किफ़ायती VR हेडसेट पर चलते हैं।',
} as const satisfies HindiSeo;
