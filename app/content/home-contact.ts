import { homeAnchors } from './home-anchors.ts';

/** The home page's contact section: its copy and the form's labels (the form is hydrated; ADR 010). */
export type HomeContactSection = {
  readonly id: typeof homeAnchors.contact;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly fields: {
    readonly name: string;
    readonly email: string;
    readonly organization: string;
    readonly message: string;
  };
  /** Accessible name of the form and the suffix of optional fields' labels. */
  readonly formLabel: string;
  readonly optionalLabel: string;
  readonly submitLabel: string;
  readonly responseNote: string;
};

export const contactSection: HomeContactSection = {
  id: homeAnchors.contact,
  eyebrow: 'Contact Us',
  heading: 'Ready to transform learning at your institution?',
  intro:
    'Tell us a little about your school, college or organisation and what you would like to achieve. Our team will suggest the right solution and arrange a demonstration.',
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    organization: 'Organization',
    message: 'Message',
  },
  formLabel: 'Contact form',
  optionalLabel: '(optional)',
  submitLabel: 'Send Message',
  responseNote: "We'll get back to you within 24 hours",
};
