import type { PageSeo } from '#app/components/marketing/page-meta.ts';
import { arVrLabsProduct as product } from '#app/content/product-catalog.ts';

export const arVrLabsSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AR/VR Virtual Science Labs',
  description:
    'Over 150 guided physics, chemistry and biology experiments for grades 6-12 that run on school PCs, tablets and affordable VR headsets.',
} as const satisfies PageSeo;
