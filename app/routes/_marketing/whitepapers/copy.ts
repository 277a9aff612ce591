export type Whitepaper = {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  readonly image: string;
  readonly summary: string;
  readonly pages: number;
  /** Month and year of publication, e.g. 'March 2026'. */
  readonly date: string;
};

export const whitepapersPage = {
  heading: 'Research and insights for education leaders',
  intro:
    'In-depth reports from our learning scientists, engineers and partner schools on what works in technology-enabled education in India.',
  libraryHeading: 'Latest research',
  pagesLabel: 'pages',
  downloadLabel: 'Download PDF',
  customResearch: {
    heading: 'Need research for your institution?',
    description:
      'Our team can study learning outcomes, technology readiness or programme impact for your schools or department.',
    buttonLabel: 'Request Custom Research',
  },
} as const;
