/**
 * Document titles (the site name is appended by `seo()`) and meta descriptions of the inner
 * marketing pages, kept short enough for search results (about 155 characters).
 */
export type PageSeo = {
  readonly title: string;
  readonly description: string;
};

export const pageSeo = {
  '/products/ai-learning': {
    title: 'AI Adaptive Learning for Schools',
    description:
      'Personalised, bilingual learning paths aligned with NCERT and state boards, with real-time teacher dashboards that show who needs help and with what.',
  },
  '/products/ar-vr-labs': {
    title: 'AR/VR Virtual Science Labs',
    description:
      'Over 150 guided physics, chemistry and biology experiments for grades 6-12 that run on school PCs, tablets and affordable VR headsets.',
  },
  '/products/cloud-lms': {
    title: 'Cloud Learning Management System',
    description:
      'Courses, assignments, attendance and parent communication in one secure cloud LMS hosted in India, from a single school to a multi-campus university.',
  },
  '/products/ai-teacher': {
    title: 'AI Teacher Assistants',
    description:
      'Privacy-first AI assistants that draft lesson plans, question papers and feedback. Available as LMS integration, desktop and mobile apps, or API.',
  },
  '/products/enterprise': {
    title: 'Enterprise Education Solutions',
    description:
      'One integrated learning platform for school districts, universities, government education departments and corporate training divisions.',
  },
  '/careers': {
    title: 'Careers',
    description:
      'Join our team in Jaipur building AI, AR/VR and cloud learning technology for Indian classrooms. See current openings or send an open application.',
  },
  '/case-studies': {
    title: 'Case Studies',
    description:
      'How schools, colleges and education departments across Rajasthan raised learning outcomes and saved teachers time with our platform.',
  },
  '/whitepapers': {
    title: 'Whitepapers and Research',
    description:
      'Free in-depth research on adaptive learning, virtual labs, learning analytics, responsible AI and future skills in Indian education.',
  },
  '/webinars': {
    title: 'Webinars',
    description:
      'Free live webinars on AI, immersive learning and digital transformation in education, plus recordings of past sessions.',
  },
  '/support': {
    title: 'Support Center',
    description:
      'Answers to common questions, video tutorials and help from our support team, Monday to Friday 9am-6pm IST, by phone, email or message.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Talk to our team in Jaipur about AI adaptive learning, virtual labs, the Cloud LMS or an enterprise rollout. We reply within one working day.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use, share and protect personal data, in line with the Digital Personal Data Protection Act, 2023.',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms that govern the use of our website, learning products and services, under the laws of India.',
  },
  '/sitemap': {
    title: 'Sitemap',
    description:
      'Every page of our website in one place: solutions, resources, company pages, account pages and legal pages.',
  },
} as const satisfies Record<string, PageSeo>;

export type SeoPath = keyof typeof pageSeo;

export const sitemapPage = {
  eyebrow: 'Sitemap',
  heading: 'Find your way around',
  intro: 'Every page of our website, grouped by topic.',
  externalNote: 'opens our profile on',
} as const;
