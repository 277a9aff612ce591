import type { ProductPageCopy } from '#app/components/marketing/product-page.tsx';
import type { TitledList } from '#app/content/types.ts';

export type AiTeacherProductPage = ProductPageCopy & {
  readonly privacy: {
    readonly heading: string;
    readonly description: string;
    readonly points: readonly string[];
  };
  /** Exactly three: LMS integration, standalone apps, API access. */
  readonly implementationModels: TitledList;
};

export const aiTeacher: AiTeacherProductPage = {
  image: '/images/illustrations/ai-teacher.svg',
  hero: {
    headline: 'Give every teacher a tireless teaching assistant',
    description:
      'Our assistants take on the routine work that fills evenings and weekends: planning lessons, preparing worksheets, setting papers and writing feedback. The teacher stays in charge, reviewing and adapting every draft before it reaches a student.',
  },
  features: {
    heading: 'What the assistants help with',
    items: [
      {
        title: 'Lesson planning',
        description:
          'Draft a week of lesson plans from a chapter, with learning outcomes, activities and homework matched to the period length.',
      },
      {
        title: 'Question papers and worksheets',
        description:
          'Generate papers that follow your board blueprint, with a balance of question types, difficulty levels and marking schemes.',
      },
      {
        title: 'Marking support',
        description:
          'Suggested scores and comments for written answers, checked against your rubric, for the teacher to accept or change.',
      },
      {
        title: 'Differentiated material',
        description:
          'Turn one worksheet into simpler, standard and stretch versions, in English or Hindi, for mixed-ability classes.',
      },
      {
        title: 'Progress remarks',
        description:
          "Draft personalised report card remarks from each student's assessment record, in a tone the school chooses.",
      },
    ],
  },
  benefits: {
    heading: 'The difference teachers notice',
    items: [
      {
        title: 'Hours back every week',
        description: 'Teachers in our pilots saved between four and six hours a week on planning and marking.',
      },
      {
        title: 'Consistent quality',
        description: 'Every paper and plan follows the same syllabus mapping and school standards.',
      },
      {
        title: 'More attention for students',
        description: 'Time saved on paperwork goes into small-group teaching and one-to-one support.',
      },
    ],
  },
  privacy: {
    heading: 'Privacy-first design',
    description:
      "Student information is among the most sensitive data a school holds. Our assistants are built so that it stays protected and under the school's control.",
    points: [
      'Student data is never used to train our AI models or shared with advertisers.',
      'All data is processed and stored in India, encrypted in transit and at rest.',
      'Teachers review every draft before it is shared; nothing is sent to students automatically.',
      'Role-based access and audit logs show who viewed or changed what, and when.',
      'Built to meet the requirements of the Digital Personal Data Protection Act, 2023, including verifiable parental consent for children.',
    ],
  },
  implementationModels: {
    heading: 'Three ways to implement',
    intro: "Choose the model that fits your institution's systems and technical capacity.",
    items: [
      {
        title: 'LMS Integration',
        description:
          'Add the assistants to our Cloud LMS or to your existing learning management system, so teachers use them where they already plan and grade.',
      },
      {
        title: 'Standalone Desktop and Mobile Apps',
        description:
          'Give teachers dedicated apps for Windows, macOS, Android and iOS, with no changes to your current systems.',
      },
      {
        title: 'API Access',
        description:
          'Build the assistants into your own platform through secure, documented APIs, with usage controls for your IT team.',
      },
    ],
  },
  closing: {
    heading: 'See what an assistant can do for your teachers',
    description: 'Book a demonstration with your own syllabus and we will show lesson planning and paper setting live.',
  },
  ctas: [{ label: 'Request Demo', href: '/contact', variant: 'primary' }],
};
