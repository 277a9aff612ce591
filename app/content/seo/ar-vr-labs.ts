import type { PageSeo } from '../page-seo.ts';

export const arVrLabsSeo = {
  path: '/products/ar-vr-labs',
  crumb: 'AR/VR Virtual Labs',
  title: 'AR/VR Virtual Science Labs',
  description:
    'Over 150 guided physics, chemistry and biology experiments for grades 6-12 that run on school PCs, tablets and affordable VR headsets.',
} as const satisfies PageSeo;
