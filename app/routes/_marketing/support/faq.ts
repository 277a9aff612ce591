export type FaqItem = {
  readonly question: string;
  readonly answer: string;
  /** Set when the entry is not in the page's language (a Hindi page's entry without its Hindi). */
  readonly lang?: string | undefined;
};

export const faqHeading = 'Frequently Asked Questions';
