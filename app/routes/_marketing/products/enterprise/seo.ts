import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';
import { enterpriseProduct as product } from '#app/content/product-catalog.ts';

export const enterpriseSeo = {
  path: product.href,
  crumb: product.name,
  title: 'Enterprise Education Solutions',
  description:
    'One integrated learning platform for school districts, universities, government education departments and corporate training divisions.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const enterpriseSeoHi = {
  crumb: product.name,
  title: 'Enterprise Solutions: शिक्षा संस्थानों के लिए समेकित समाधान',
  description:
    'ज़िला शिक्षा कार्यालयों, विश्वविद्यालयों, सरकारी शिक्षा विभागों और कॉर्पोरेट प्रशिक्षण प्रभागों के लिए एक समेकित अधिगम प्लेटफ़ॉर्म।',
} as const satisfies HindiSeo;
