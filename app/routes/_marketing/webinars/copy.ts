export const webinarCategories = ['AI Learning', 'AR/VR Labs', 'Cloud LMS', 'AI Teacher', 'Enterprise'] as const;

export type WebinarCategory = (typeof webinarCategories)[number];

/** Tabs above the past webinars; the filter starts at 'All'. */
export const webinarTabs = ['All', ...webinarCategories] as const;

export type WebinarTab = (typeof webinarTabs)[number];

type WebinarBase = {
  readonly id: string;
  readonly title: string;
  readonly speaker: string;
  readonly speakerTitle: string;
  /** ISO calendar date, YYYY-MM-DD. */
  readonly date: string;
  /** Start time with its zone, e.g. '4:00 PM IST'. */
  readonly time: string;
  readonly category: WebinarCategory;
  readonly image: string;
};

export type UpcomingWebinar = WebinarBase & {
  /** Number of people registered so far. */
  readonly attendees: number;
};

export type PastWebinar = WebinarBase & {
  /** Whether a recording can be watched. */
  readonly recording: boolean;
};

export const webinarsPage = {
  heading: 'Learn from educators and technologists',
  intro:
    'Free live sessions on AI, immersive learning and digital transformation in education, with time for your questions.',
  upcomingHeading: 'Upcoming Webinars',
  registeredLabel: 'registered',
  registerLabel: 'Register Now',
  pastHeading: 'Past Webinars',
  pastFilterLabel: 'Filter past webinars by category',
  watchLabel: 'Watch Recording',
  unavailableLabel: 'Recording Unavailable',
} as const;

/** Card images by category (shared with past-webinars-copy.ts). */
export const webinarImages = {
  'AI Learning': '/images/webinars/ai-learning.svg',
  'AR/VR Labs': '/images/webinars/ar-vr-labs.svg',
  'Cloud LMS': '/images/webinars/cloud-lms.svg',
  'AI Teacher': '/images/webinars/ai-teacher.svg',
  Enterprise: '/images/webinars/enterprise.svg',
} as const satisfies Record<WebinarCategory, string>;

export const upcomingWebinars: readonly UpcomingWebinar[] = [
  {
    id: 'adaptive-learning-board-exams-2027',
    title: 'Adaptive Practice for Board Exam Preparation',
    speaker: 'Dr. Meera Rathore',
    speakerTitle: 'Head of Learning Science, Aravali Learning',
    date: '2027-01-21',
    time: '4:00 PM IST',
    category: 'AI Learning',
    image: webinarImages['AI Learning'],
    attendees: 213,
  },
  {
    id: 'virtual-labs-practical-exams-2027',
    title: 'Running Practical Examinations with Virtual Labs',
    speaker: 'Arjun Shekhawat',
    speakerTitle: 'Lead AR/VR Engineer, Aravali Learning',
    date: '2027-02-11',
    time: '3:30 PM IST',
    category: 'AR/VR Labs',
    image: webinarImages['AR/VR Labs'],
    attendees: 187,
  },
  {
    id: 'ai-assistants-school-policy-2027',
    title: 'Writing an AI Use Policy for Your School',
    speaker: 'Kavita Menon',
    speakerTitle: 'Principal, Vidya Niketan School Network',
    date: '2027-03-04',
    time: '11:00 AM IST',
    category: 'AI Teacher',
    image: webinarImages['AI Teacher'],
    attendees: 156,
  },
];
