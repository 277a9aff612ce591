import { productCatalog, type ProductSlug } from '#app/content/product-catalog.ts';
import type { ProductIcon } from '#app/content/product-catalog.ts';
import type { ContentLink } from '#app/content/types.ts';
import { homeAnchors } from './anchors.ts';

/**
 * The home page's parts that are the same in every language (links, image, the product cards'
 * order, hrefs and icons): copy.ts and copy.hi.ts give only their words to these.
 */

export type HomeStat = {
  readonly value: string;
  readonly label: string;
};

export type HomeHero = {
  readonly eyebrow: string;
  readonly headline: string;
  readonly description: string;
  readonly primaryCta: ContentLink;
  readonly secondaryCta: ContentLink;
  readonly image: string;
  readonly imageAlt: string;
  readonly stats: readonly HomeStat[];
};

/** What every home section's copy starts with: its anchor (`id`), eyebrow and h2. */
export type HomeSectionHead<Id extends string> = {
  readonly id: Id;
  readonly eyebrow: string;
  readonly heading: string;
};

export type HomeSolution = {
  readonly name: string;
  readonly description: string;
  readonly href: string;
  readonly icon: ProductIcon;
};

export type HomeSolutions = HomeSectionHead<typeof homeAnchors.solutions> & {
  readonly intro: string;
  readonly linkLabel: string;
  readonly items: readonly HomeSolution[];
};

/** The hero's words: its calls to action are their labels only. */
export type HomeHeroWords = Omit<HomeHero, 'primaryCta' | 'secondaryCta' | 'image'> & {
  readonly primaryCta: string;
  readonly secondaryCta: string;
};

export function homeHero({ primaryCta, secondaryCta, ...words }: HomeHeroWords): HomeHero {
  return {
    ...words,
    primaryCta: { label: primaryCta, href: `#${homeAnchors.solutions}` },
    secondaryCta: { label: secondaryCta, href: `#${homeAnchors.contact}` },
    image: '/images/hero.svg',
  };
}

/** The solutions section's words: each product's one-line summary instead of its cards. */
export type HomeSolutionsWords = Omit<HomeSolutions, 'id' | 'items'> & {
  readonly summaries: Readonly<Record<ProductSlug, string>>;
};

/** The solutions section: one card per product of the catalogue, in its order. */
export function homeSolutions({ summaries, ...words }: HomeSolutionsWords): HomeSolutions {
  return {
    ...words,
    id: homeAnchors.solutions,
    items: productCatalog.map((product) => ({
      name: product.name,
      description: summaries[product.slug],
      href: product.href,
      icon: product.icon,
    })),
  };
}
