import { site } from '#config/site.ts';

export type SupportIcon = 'book' | 'video' | 'chat';

export type SupportCard = {
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** Where the button goes: a section of the support page or another page. */
  readonly href: string;
  /** A presentation hint: the page maps it to an icon component. */
  readonly icon: SupportIcon;
};

export const supportPage = {
  heading: 'How can we help you?',
  intro:
    'Find answers, learn with step-by-step tutorials or talk to our support team. We are here for students, teachers and administrators alike.',
  contact: {
    heading: 'Contact support',
    hoursLabel: 'Support hours',
    hours: site.supportHours,
    phoneLabel: 'Phone',
    phone: site.phone,
    phoneHref: site.phoneHref,
    emailLabel: 'Email',
    email: site.email.support,
  },
} as const;

export const supportCards: readonly SupportCard[] = [
  {
    title: 'Help Center',
    description: 'Quick answers to the questions schools ask most, from devices and training to data protection.',
    buttonLabel: 'Browse Answers',
    href: '#faq',
    icon: 'book',
  },
  {
    title: 'Video Tutorials',
    description: 'Recorded sessions that show teachers and administrators how to set up and use each product.',
    buttonLabel: 'Watch Tutorials',
    href: '/webinars#past-webinars',
    icon: 'video',
  },
  {
    title: 'Live Support',
    description: `Call, email or message our support team, ${site.supportHours}, for help with anything urgent.`,
    buttonLabel: 'Contact Support',
    href: '#support-contact',
    icon: 'chat',
  },
];
