import { site } from '#config/site.ts';

export type FaqItem = {
  readonly question: string;
  readonly answer: string;
  /** Set when the entry is not in the page's language (a Hindi page's entry without its Hindi). */
  readonly lang?: string | undefined;
};

export const faqHeading = 'Frequently Asked Questions';

export const faqs: readonly FaqItem[] = [
  {
    question: 'Which subjects and grades does the platform support?',
    answer:
      'We support STEM subjects (mathematics, physics, chemistry, biology and computer science) for grades 6-12, aligned with NCERT, CBSE and Rajasthan Board syllabi. Content is available in English and Hindi, and our Cloud LMS can host courses for any subject or level.',
  },
  {
    question: 'What devices and internet connection do students need?',
    answer:
      'Any recent computer, Android tablet or smartphone with a modern browser will work. Lessons are designed for connections as slow as 3G, practice sets keep working offline and progress syncs when the device reconnects. VR headsets are optional for the virtual labs.',
  },
  {
    question: 'Do you provide training for teachers and administrators?',
    answer:
      'Yes. Every new school receives live onboarding sessions for teachers and administrators, followed by short refresher workshops each term. Our Help Center and Video Tutorials cover every feature step by step.',
  },
  {
    question: 'How is student data protected?',
    answer:
      'Student data is stored in India, encrypted in transit and at rest, and only visible to people your institution authorises. We never sell personal data or use student data to train AI models, and we process it in line with the Digital Personal Data Protection Act, 2023.',
  },
  {
    question: 'Can the platform connect with our existing school systems?',
    answer:
      'Yes. We integrate with student information systems, single sign-on providers such as Google Workspace and Microsoft 365, and common communication tools. Our Enterprise Solutions team can also build custom integrations.',
  },
  {
    question: 'How can I get help from a person?',
    answer: `Our support team is available ${site.supportHours}. Call us on ${site.phone}, email ${site.email.support} or send a message with the form on this page, and we will reply within one working day.`,
  },
];
