export type CaseStudy = {
  readonly id: string;
  readonly title: string;
  readonly institution: string;
  /** Product name, shown as the card's tag. */
  readonly product: string;
  readonly image: string;
  readonly summary: string;
  readonly outcomes: readonly string[];
};

export const caseStudiesPage = {
  heading: 'Real results from real classrooms',
  intro:
    'See how schools, colleges and education departments across Rajasthan use our platform to improve learning outcomes and save teachers time.',
  outcomesLabel: 'Key outcomes',
  readMoreLabel: 'Read full case study',
  closingHeading: 'Ready to write your own success story?',
  closingText: 'Talk to our team about a pilot for your institution, or explore our solutions to see what fits.',
  contactCta: { label: 'Contact Sales', href: '/contact' },
  solutionsCta: { label: 'Explore Solutions', href: '/products/ai-learning' },
} as const;
