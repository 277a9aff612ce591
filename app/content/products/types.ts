export const productSlugs = ['ai-learning', 'ar-vr-labs', 'cloud-lms', 'ai-teacher', 'enterprise'] as const;

export type ProductSlug = (typeof productSlugs)[number];

/** A presentation hint: the page maps it to an icon component. */
export type ProductIcon = 'brain' | 'headset' | 'cloud' | 'assistant' | 'building';

export type ContentLink = {
  readonly label: string;
  readonly href: string;
};

export type ProductCta = ContentLink & {
  readonly variant: 'primary' | 'secondary';
};

export type TitledText = {
  readonly title: string;
  readonly description: string;
};

export type TitledList = {
  readonly heading: string;
  readonly intro?: string;
  readonly items: readonly TitledText[];
};

export type ProductPage = {
  readonly slug: ProductSlug;
  readonly href: `/products/${ProductSlug}`;
  /** Product name as used in navigation, cards and tags. */
  readonly name: string;
  /** Document title (without the site name). */
  readonly title: string;
  /** One or two sentences: meta description and solution card text. */
  readonly summary: string;
  readonly icon: ProductIcon;
  readonly image: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly headline: string;
    readonly description: string;
  };
  readonly features: TitledList;
  readonly benefits: TitledList;
  /** Closing call-to-action band. */
  readonly closing: {
    readonly heading: string;
    readonly description: string;
  };
  readonly ctas: readonly ProductCta[];
};
