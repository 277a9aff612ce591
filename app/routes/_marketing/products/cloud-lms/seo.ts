import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';
import { cloudLmsProduct as product } from '#app/content/product-catalog.ts';

export const cloudLmsSeo = {
  path: product.href,
  crumb: product.name,
  title: 'Cloud Learning Management System',
  description:
    'Courses, assignments, attendance and parent communication in one secure cloud LMS hosted in India, from a single school to a multi-campus university.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const cloudLmsSeoHi = {
  crumb: product.name,
  title: 'Cloud LMS: क्लाउड अधिगम प्रबंधन प्रणाली',
  description:
    'पाठ्यक्रम, गृहकार्य, उपस्थिति और अभिभावकों से संवाद एक ही सुरक्षित Cloud LMS में, जो भारत में होस्ट है — एक विद्यालय से लेकर बहु-परिसर विश्वविद्यालय तक।',
} as const satisfies HindiSeo;
