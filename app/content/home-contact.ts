import { homeAnchors } from './home-anchors.ts';

/** The home page's contact section: its copy (the form's words are the contact feature's). */
export type HomeContactSection = {
  readonly id: typeof homeAnchors.contact;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
};

export const contactSection: HomeContactSection = {
  id: homeAnchors.contact,
  eyebrow: 'Contact Us',
  heading: 'Ready to transform learning at your institution?',
  intro:
    'Tell us a little about your school, college or organisation and what you would like to achieve. Our team will suggest the right solution and arrange a demonstration.',
};
