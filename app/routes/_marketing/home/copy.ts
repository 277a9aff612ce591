import { site } from '#config/site.ts';
import type { ProductSlug } from '#app/content/product-catalog.ts';
import type { TitledText } from '#app/content/types.ts';

import { homeAnchors } from './anchors.ts';
import { homeHero, homeSolutions, type HomeSectionHead } from './copy-structure.ts';

export const hero = homeHero({
  eyebrow: `Education technology from Rajasthan, since ${site.foundedYear}`,
  headline: 'Transforming education with intelligent technology',
  description:
    'AI adaptive learning, immersive virtual labs and a secure cloud platform that help every student learn at their own pace and give every teacher more time to teach.',
  primaryCta: 'Explore Solutions',
  secondaryCta: 'Contact Us',
  imageAlt: 'Illustration of connected learning: a student, a teacher and a cloud of lessons',
  stats: [
    { value: '50+', label: 'Schools' },
    { value: '10K+', label: 'Students' },
    { value: '15+', label: 'Partners' },
  ],
});

export type HomeAbout = HomeSectionHead<typeof homeAnchors.about> & {
  readonly paragraphs: readonly string[];
  readonly highlights: readonly TitledText[];
};

export const about: HomeAbout = {
  id: homeAnchors.about,
  eyebrow: 'About Us',
  heading: 'Built in Jaipur for classrooms across India',
  paragraphs: [
    `${site.name} was founded in ${site.foundedYear} by teachers and engineers who saw how much talent went unnoticed in crowded classrooms. We started with one question: what if every student had lessons that adapted to them?`,
    'Today our platform supports schools, colleges, universities and training teams with AI adaptive learning, AR/VR virtual labs, a cloud learning management system and AI teacher assistants. Everything we build is designed for Indian curricula, Indian languages and the realities of Indian classrooms, from smart-boards in city schools to shared tablets on patchy village networks.',
  ],
  highlights: [
    {
      title: 'Our mission',
      description:
        'Make high-quality, personalised learning available to every student, whatever their school, language or connection speed.',
    },
    {
      title: 'Our approach',
      description:
        'Teachers stay at the centre. Our technology takes on routine work and reveals learning gaps, so teachers can do what only they can.',
    },
    {
      title: 'Our commitment',
      description:
        'Student data is protected, stored in India and never sold. We measure success by learning outcomes, not screen time.',
    },
  ],
};

/** Each product's one-line summary on its solution card. */
const solutionSummaries: Record<ProductSlug, string> = {
  'ai-learning':
    'Personalised learning paths that adjust to each student in real time, aligned with NCERT and state board syllabi in English and Hindi.',
  'ar-vr-labs':
    'Immersive science laboratories for grades 6-12 that let every student run experiments safely, even in schools without a full lab.',
  'cloud-lms':
    'One secure, cloud-based home for courses, assignments, attendance and parent communication, for single schools and multi-campus groups alike.',
  'ai-teacher':
    'Assistants that draft lesson plans, question papers and feedback in minutes, so teachers spend their time with students, not paperwork.',
  enterprise:
    'Our complete platform, tailored and integrated for school districts, universities, government education departments and corporate training divisions.',
};

export const solutions = homeSolutions({
  eyebrow: 'Our Solutions',
  heading: 'One platform for modern teaching and learning',
  intro: 'Use each product on its own or combine them. They share one sign-in, one data model and one support team.',
  linkLabel: 'Learn more',
  summaries: solutionSummaries,
});

export type MarketFigure = {
  readonly value: string;
  readonly label: string;
  /** Short source attribution shown under the figure. */
  readonly source: string;
};

export type HomeCompetitiveEdge = HomeSectionHead<typeof homeAnchors.benefits> & {
  readonly intro: string;
  readonly figuresHeading: string;
  readonly figures: readonly MarketFigure[];
  /** Shown before each figure's source. */
  readonly sourceLabel: string;
  readonly figuresNote: string;
  readonly advantages: readonly TitledText[];
};

export const competitiveEdge: HomeCompetitiveEdge = {
  id: homeAnchors.benefits,
  eyebrow: 'Our Competitive Edge',
  heading: 'Built for the scale and diversity of Indian education',
  intro:
    'India runs one of the largest school systems in the world, and its edtech market is growing fast. We focus on what that market needs most: affordable, curriculum-aligned technology that works in every kind of classroom.',
  figuresHeading: 'The opportunity in numbers',
  figures: [
    {
      value: 'US$30 billion',
      label: 'Projected size of the Indian edtech market by 2031',
      source: 'India Brand Equity Foundation (IBEF)',
    },
    {
      value: '14.7 lakh',
      label: 'Schools across India',
      source: 'UDISE+ 2023-24, Ministry of Education',
    },
    {
      value: '24.8 crore',
      label: 'Students enrolled in school',
      source: 'UDISE+ 2023-24, Ministry of Education',
    },
    {
      value: '98 lakh',
      label: 'School teachers',
      source: 'UDISE+ 2023-24, Ministry of Education',
    },
  ],
  sourceLabel: 'Source:',
  figuresNote:
    'Figures are rounded from the public sources named; see the original publications for definitions and methodology.',
  advantages: [
    {
      title: 'Curriculum aligned',
      description:
        'Mapped chapter by chapter to NCERT, CBSE and state board syllabi, and to the competency focus of NEP 2020.',
    },
    {
      title: 'Multilingual by design',
      description: 'English and Hindi today, with an architecture ready for more Indian languages.',
    },
    {
      title: 'Works on low bandwidth',
      description: 'Light pages, offline practice and sync-when-connected keep learning going beyond the city limits.',
    },
    {
      title: 'Affordable at scale',
      description: 'Per-student pricing that fits school budgets, with flexible plans for government programmes.',
    },
  ],
};

export type HomeTechnologyPartner = HomeSectionHead<typeof homeAnchors.nvidia> & {
  readonly programName: string;
  readonly paragraphs: readonly string[];
  readonly points: readonly string[];
};

export const technologyPartner: HomeTechnologyPartner = {
  id: homeAnchors.nvidia,
  eyebrow: 'Technology Partner',
  heading: 'Proud member of NVIDIA Inception',
  programName: 'NVIDIA Inception',
  paragraphs: [
    `${site.name} is a member of NVIDIA Inception, a programme that supports startups building with artificial intelligence and accelerated computing.`,
    'Through the programme we gain access to GPU-accelerated computing expertise, technical training and a global network of AI practitioners. It helps us train and serve our adaptive learning models efficiently and render richer 3D experiences in our virtual labs.',
  ],
  points: [
    'Faster training of the models behind adaptive learning paths',
    'Efficient, low-latency AI assistance for teachers',
    'Realistic 3D rendering for AR/VR virtual labs',
  ],
};

/** The home page's contact section: its copy (the form's words are the contact feature's). */
export type HomeContactSection = HomeSectionHead<typeof homeAnchors.contact> & {
  readonly intro: string;
};

export const contactSection: HomeContactSection = {
  id: homeAnchors.contact,
  eyebrow: 'Contact Us',
  heading: 'Ready to transform learning at your institution?',
  intro:
    'Tell us a little about your school, college or organisation and what you would like to achieve. Our team will suggest the right solution and arrange a demonstration.',
};
