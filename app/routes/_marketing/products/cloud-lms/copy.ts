import type { ProductPageCopy } from '#app/components/marketing/product-page.tsx';

export const cloudLms: ProductPageCopy = {
  image: '/images/illustrations/cloud-lms.svg',
  hero: {
    headline: 'Run teaching, learning and administration from one place',
    description:
      'Cloud LMS brings course content, homework, tests, attendance and announcements together in one simple system. It works in the browser and on a lightweight mobile app, and it scales from a single school to a university with many campuses.',
  },
  features: {
    heading: 'Everything in one platform',
    items: [
      {
        title: 'Course builder',
        description:
          'Create courses from videos, documents, quizzes and our ready-made lessons, then reuse them across sections and years.',
      },
      {
        title: 'Assignments and grading',
        description: 'Set homework, collect submissions from phones or computers, and grade with rubrics and comments.',
      },
      {
        title: 'Attendance and timetables',
        description: 'Mark attendance in seconds, publish timetables and send automatic alerts for repeated absences.',
      },
      {
        title: 'Live and recorded classes',
        description:
          'Schedule online classes with the video tools you already use and keep the recordings inside the course.',
      },
      {
        title: 'Parent communication',
        description: 'Announcements, circulars and progress updates reach parents by app notification, SMS or email.',
      },
      {
        title: 'Reports and analytics',
        description: 'Track course completion, assessment results and engagement by class, grade or campus.',
      },
    ],
  },
  benefits: {
    heading: 'Why institutions move to Cloud LMS',
    items: [
      {
        title: 'Nothing to install',
        description: 'We host, update and back up the platform, so your staff focus on teaching, not servers.',
      },
      {
        title: 'Data stored in India',
        description: 'Student records are hosted in Indian data centres, encrypted in transit and at rest.',
      },
      {
        title: 'Grows with you',
        description: 'Add campuses, courses and users at any time, with role-based access for every level of staff.',
      },
    ],
  },
  closing: {
    heading: 'Plan your move to the cloud',
    description:
      'Tell us about your institution and we will suggest a rollout plan, including migration of your existing content.',
  },
  ctas: [{ label: 'Contact Us', href: '/contact', variant: 'primary' }],
};
