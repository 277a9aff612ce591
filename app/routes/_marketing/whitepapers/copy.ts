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

export const whitepapers: readonly Whitepaper[] = [
  {
    id: 'adaptive-learning-indian-classrooms',
    title: 'Adaptive Learning in Indian Classrooms: Evidence from 50 Schools',
    category: 'AI in Education',
    image: '/images/whitepapers/adaptive-learning.svg',
    summary:
      'Results from two years of adaptive maths and science practice across government and private schools, with lessons on rollout, teacher adoption and measuring impact.',
    pages: 42,
    date: 'October 2026',
  },
  {
    id: 'virtual-labs-stem-access',
    title: 'Virtual Labs and the Future of STEM Access',
    category: 'AR/VR',
    image: '/images/whitepapers/virtual-labs.svg',
    summary:
      'How immersive simulations can widen access to practical science in schools with limited laboratory space, and how they compare with physical practicals on learning outcomes.',
    pages: 36,
    date: 'August 2026',
  },
  {
    id: 'bridging-digital-divide',
    title: 'Bridging the Digital Divide: Designing for Low-Bandwidth Learning',
    category: 'Digital Inclusion',
    image: '/images/whitepapers/digital-divide.svg',
    summary:
      'Design patterns and infrastructure choices that keep digital learning working on shared devices, intermittent networks and in multiple languages.',
    pages: 28,
    date: 'June 2026',
  },
  {
    id: 'learning-analytics-school-leaders',
    title: 'Learning Analytics for School Leaders: From Data to Decisions',
    category: 'EdTech Analytics',
    image: '/images/whitepapers/learning-analytics.svg',
    summary:
      'A practical framework for turning assessment and engagement data into timely decisions about remediation, teacher support and resource planning.',
    pages: 33,
    date: 'April 2026',
  },
  {
    id: 'ai-teaching-assistants-responsible-use',
    title: 'AI Teaching Assistants: A Guide to Responsible Adoption',
    category: 'Learning Design',
    image: '/images/whitepapers/responsible-ai.svg',
    summary:
      'Policies, review workflows and privacy safeguards for introducing generative AI to teachers, aligned with the Digital Personal Data Protection Act, 2023.',
    pages: 38,
    date: 'February 2026',
  },
  {
    id: 'future-skills-nep-2020',
    title: 'Future Skills and NEP 2020: Preparing Students for 2035',
    category: 'Future Skills',
    image: '/images/whitepapers/future-skills.svg',
    summary:
      'An analysis of the competencies that the National Education Policy 2020 prioritises and how schools can build computational thinking, collaboration and creativity into everyday teaching.',
    pages: 45,
    date: 'December 2025',
  },
];
