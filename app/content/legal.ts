/** The shape and the shared labels of the legal pages (privacy policy, terms of service). */
export type LegalSection = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
};

export type LegalDocument = {
  readonly intro: string;
  /** Label before the last-updated date, which the page fills in. */
  readonly lastUpdatedLabel: string;
  readonly sections: readonly LegalSection[];
};

/** Labels around the legal documents. */
export const legalLabels = {
  eyebrow: 'Legal',
  contents: 'Contents',
} as const;

/** The same labels on the Hindi pages. */
export const legalLabelsHi: { readonly [K in keyof typeof legalLabels]: string } = {
  eyebrow: 'विधिक',
  contents: 'विषय-सूची',
};
