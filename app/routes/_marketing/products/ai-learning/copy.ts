import type { ProductPageCopy } from '#app/components/marketing/product-page.tsx';

export const aiLearning: ProductPageCopy = {
  image: '/images/illustrations/ai-learning.svg',
  hero: {
    headline: 'Every student learns at the right pace, on the right path',
    description:
      'Our adaptive engine finds what each learner already knows, spots the concepts they are missing and serves the next best lesson, practice set or revision card. Teachers see the whole class at a glance and know exactly who needs help and with what.',
  },
  features: {
    heading: 'What the platform does',
    items: [
      {
        title: 'Diagnostic assessments',
        description:
          'A short adaptive test at the start of each unit maps prior knowledge, so students skip what they have mastered and revisit what they have not.',
      },
      {
        title: 'Personalised learning paths',
        description:
          'Lessons, videos and practice sets are sequenced for each learner and re-planned after every attempt, not once a term.',
      },
      {
        title: 'Mastery-based practice',
        description:
          'Questions grow harder as confidence grows, with step-by-step hints that explain the reasoning instead of revealing the answer.',
      },
      {
        title: 'Curriculum aligned, bilingual',
        description:
          'Content follows NCERT, CBSE and Rajasthan Board chapters and is available in English and Hindi, with a switch on every screen.',
      },
      {
        title: 'Real-time teacher dashboards',
        description:
          'Class heatmaps show concept-level progress, flag students who are stuck and suggest small groups for remedial sessions.',
      },
      {
        title: 'Built for low bandwidth',
        description:
          'Lessons are light enough for a 3G connection and practice sets keep working offline, syncing when the device reconnects.',
      },
    ],
  },
  benefits: {
    heading: 'Why schools choose adaptive learning',
    items: [
      {
        title: 'For students',
        description:
          'Less time on what they already know, more time on what they need, and instant feedback that builds confidence.',
      },
      {
        title: 'For teachers',
        description:
          'Automatic marking of practice work and clear insight into learning gaps, without extra spreadsheets.',
      },
      {
        title: 'For school leaders',
        description:
          'Grade-wise and subject-wise progress reports that show the effect of teaching interventions term by term.',
      },
      {
        title: 'For parents',
        description:
          'A simple weekly summary in English or Hindi showing what their child practised and where to encourage them.',
      },
    ],
  },
  closing: {
    heading: 'Start a personalised learning journey',
    description: 'Create a free account to explore sample lessons, or talk to our team about a pilot for your school.',
  },
  ctas: [
    { label: 'Get Started', href: '/signup', variant: 'primary' },
    { label: 'Contact Sales', href: '/contact', variant: 'secondary' },
  ],
};
