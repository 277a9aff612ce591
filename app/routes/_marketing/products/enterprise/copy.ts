import type { ProductPageCopy } from '#app/components/marketing/product-page.tsx';
import type { TitledList, TitledText } from '#app/content/types.ts';

export type EnterpriseProductPage = ProductPageCopy & {
  /** Exactly four audiences. `benefits` holds exactly four items. */
  readonly audiences: TitledList;
  /** Exactly eight integration areas. */
  readonly integrations: TitledList;
  /** Exactly five implementation steps, in order. */
  readonly process: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly TitledText[];
  };
};

export const enterprise: EnterpriseProductPage = {
  image: '/images/illustrations/enterprise.svg',
  hero: {
    headline: 'Learning technology at the scale of your organisation',
    description:
      'Large institutions need more than a product licence. We combine adaptive learning, virtual labs, the Cloud LMS and AI teacher assistants into one platform, connected to the systems you already run and supported by a dedicated team.',
  },
  audiences: {
    heading: 'Who we serve',
    items: [
      {
        title: 'School Districts',
        description: 'Consistent tools, content and reporting across every school in a district or school group.',
      },
      {
        title: 'Universities',
        description:
          'Multi-campus course delivery, virtual labs and analytics for departments and affiliated colleges.',
      },
      {
        title: 'Government Education Departments',
        description:
          'State and district programmes with Hindi-first interfaces, offline support and transparent outcome reporting.',
      },
      {
        title: 'Corporate Training Divisions',
        description: 'Onboarding, compliance and skills programmes with adaptive paths and measurable completion.',
      },
    ],
  },
  features: {
    heading: 'The complete platform',
    items: [
      {
        title: 'All products, one sign-in',
        description:
          'Adaptive learning, virtual labs, the LMS and teacher assistants share one account and one data model.',
      },
      {
        title: 'Organisation-wide analytics',
        description: 'Drill down from the whole organisation to a single class, cohort or learner.',
      },
      {
        title: 'Configurable content',
        description: 'Add your own curriculum, branding and languages alongside our content library.',
      },
    ],
  },
  benefits: {
    heading: 'Enterprise benefits',
    items: [
      {
        title: 'Unified Administration',
        description: 'Manage users, licences, content and permissions for every institution from one console.',
      },
      {
        title: 'Custom Integration',
        description:
          'Connect to your existing systems through standard protocols and custom connectors built by our team.',
      },
      {
        title: 'Enhanced Security',
        description: 'Single sign-on, role-based access, audit logs, encryption and data residency in India.',
      },
      {
        title: 'Dedicated Support',
        description: 'A named account manager, priority response times and on-site training when you need it.',
      },
    ],
  },
  integrations: {
    heading: 'Integrations',
    intro: 'We connect with the systems your organisation already depends on.',
    items: [
      {
        title: 'Student Information Systems (SIS)',
        description: 'Sync enrolments, classes and results.',
      },
      { title: 'Content Management', description: 'Bring in existing courses and media.' },
      { title: 'Single Sign-On (SSO)', description: 'SAML, OAuth and Google Workspace logins.' },
      { title: 'Analytics Platforms', description: 'Export learning data to your BI tools.' },
      { title: 'Communication Tools', description: 'Email, SMS and messaging notifications.' },
      { title: 'Library Systems', description: 'Link catalogues and digital resources.' },
      { title: 'Payment Systems', description: 'Fee collection and course payments.' },
      { title: 'HR Systems', description: 'Staff records and training compliance.' },
    ],
  },
  process: {
    heading: 'How we implement',
    intro: 'A proven five-step approach that keeps risk low and adoption high.',
    steps: [
      {
        title: 'Consultation and Assessment',
        description:
          'We study your goals, users, infrastructure and existing systems, and agree on measurable success criteria.',
      },
      {
        title: 'Custom Solution Design',
        description:
          'Our architects design the configuration, integrations, data migration and rollout plan with your team.',
      },
      {
        title: 'Phased Implementation',
        description:
          'We launch with a pilot group, learn from it, then expand in planned phases without disrupting teaching.',
      },
      {
        title: 'Training and Support',
        description:
          'Administrators, teachers and trainers receive hands-on training, guides and a dedicated support channel.',
      },
      {
        title: 'Continuous Improvement',
        description: 'Quarterly reviews of usage and outcomes guide new features, content and configuration changes.',
      },
    ],
  },
  closing: {
    heading: "Let's plan your rollout together",
    description: 'Our enterprise team will prepare an assessment and proposal tailored to your organisation.',
  },
  ctas: [{ label: 'Contact Enterprise Team', href: '/contact', variant: 'primary' }],
};
