import { site } from '#config/site.ts';
import type { TitledText } from '#app/content/types.ts';

export type CareersHero = {
  readonly headline: string;
  readonly description: string;
};

/** One reason to work with us. */
export type CareerValue = TitledText;

export type JobType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship';

export type CareerOpening = {
  readonly id: string;
  readonly title: string;
  readonly department: string;
  readonly location: string;
  readonly type: JobType;
  readonly description: string;
};

export const careersHero: CareersHero = {
  headline: 'Help us shape the future of learning in India',
  description: `Join a team of educators, engineers, designers and storytellers in ${site.address.city} who believe every student deserves learning that fits them. We build technology used in real classrooms every day, and we would love you to be part of it.`,
};

export const whyWorkWithUsHeading = 'Why work with us';

export const whyWorkWithUs: readonly CareerValue[] = [
  {
    title: 'Meaningful Impact',
    description:
      'Your work reaches thousands of students and teachers. You will see its effect in classroom visits, teacher feedback and learning data.',
  },
  {
    title: 'Innovation First',
    description:
      'Work with adaptive learning models, AR/VR and modern cloud technology, and get the time and support to try new ideas.',
  },
  {
    title: 'Growth & Learning',
    description:
      'An annual learning budget, mentoring from senior colleagues and clear paths to grow as a specialist or as a leader.',
  },
  {
    title: 'Flexibility',
    description:
      'Hybrid working from our Jaipur office, flexible hours and generous leave, because good work needs rested people.',
  },
];

export const openingsHeading = 'Current openings';

export const careersLabels = {
  apply: 'Apply Now',
  openApplicationHeading: "Don't see the right role?",
  openApplicationText: `We are always glad to hear from talented people. Send us your CV and a short note about what you would like to work on, or write to ${site.email.careers}.`,
  openApplication: 'Send Open Application',
} as const;

/**
 * The careers buttons open an email to the careers team with a subject naming the role (or an
 * open application) and a short outline of what to attach. Subject and body are
 * percent-encoded as RFC 6068 requires (spaces as %20, not '+').
 */
export function applicationMailto(role?: string): string {
  const subject = role ? `Application: ${role}` : 'Open application';
  const body = role
    ? `Hello ${site.name} team,\n\nI would like to apply for the ${role} role. My CV is attached.\n\nName:\nPhone:\nLinkedIn or portfolio:\n`
    : `Hello ${site.name} team,\n\nI would like to be considered for future roles. My CV is attached.\n\nArea of interest:\nName:\nPhone:\n`;
  return `mailto:${site.email.careers}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
