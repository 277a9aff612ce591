import { site } from '#config/site.ts';
import { contactMessages } from '#rules/contact-rules.ts';
import { formPromises } from '#rules/form-promises.ts';

/**
 * The words of the site's five contact forms: their labels, busy label, toasts and field
 * messages. The messages are the shared contact rules' words (rules/contact-rules.ts), which the
 * server answers with too.
 */

export const validationMessages = {
  name: contactMessages.required.name,
  email: contactMessages.required.email,
  emailFormat: contactMessages.emailFormat,
  subject: contactMessages.required.subject,
  message: contactMessages.required.message,
} as const;

export const sendingLabel = 'Sending...';

export type ToastCopy = {
  readonly title: string;
  readonly description: string;
};

export const formToasts = {
  /** Any form whose sending failed; what was typed stays in the form. */
  sendFailed: {
    title: 'Could not send',
    description: `Something went wrong on our side. Please try again in a moment, or email us at ${site.email.contact}.`,
  },
  /** The home page contact form and the support form (spec point 8). */
  messageSent: {
    title: 'Message sent!',
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
  /** The Contact Us page (spec point 8). */
  contactPageSent: {
    title: 'Message sent!',
    description: "We'll get back to you as soon as possible.",
  },
  /** The same promise as the form's note and the acknowledgement email (rules/form-promises.ts). */
  whitepaperAccess: (email: string, paperTitle: string | null): ToastCopy => ({
    title: 'Request received',
    description: paperTitle
      ? `We'll email “${paperTitle}” to ${email} within one working day.`
      : `We'll email links to all our whitepapers to ${email} within one working day.`,
  }),
  webinarRegistered: (email: string, title: string): ToastCopy => ({
    title: "You're registered",
    description: `We've emailed a calendar invite for “${title}” to ${email}, and we'll email the link to join the day before the webinar.`,
  }),
  webinarAlreadyRegistered: {
    title: "You're already registered",
    description:
      'This address is already registered for this webinar. Your calendar invite was emailed when you registered.',
  },
  webinarSubscribed: (email: string): ToastCopy => ({
    title: "You're subscribed",
    description: `We'll email ${email} when we announce a new webinar.`,
  }),
} as const;

/** What the contact forms that send a message share: their heading, button and the sender's labels. */
const messageForm = {
  heading: 'Send us a message',
  submitLabel: 'Send Message',
  sender: { name: 'Full Name', email: 'Email Address' },
} as const;

/** The home page's contact section form (spec: Full Name, Email Address, Organization, Message). */
export const homeContactForm = {
  /** The form's accessible name. */
  label: 'Contact form',
  fields: { ...messageForm.sender, organization: 'Organization', message: 'Message' },
  submitLabel: messageForm.submitLabel,
  responseNote: "We'll get back to you within 24 hours",
} as const;

/** The Contact Us page's form (spec: name, email, phone, company, message). */
export const contactUsForm = {
  heading: messageForm.heading,
  fields: { ...messageForm.sender, phone: 'Phone Number', organization: 'Company or Institution', message: 'Message' },
  messagePlaceholder: 'Tell us about your institution and what you would like to achieve.',
  submitLabel: messageForm.submitLabel,
} as const;

export const supportForm = {
  heading: messageForm.heading,
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  subjectPlaceholder: 'For example: adding a new class section',
  submitLabel: messageForm.submitLabel,
} as const;

export const whitepaperAccessForm = {
  heading: 'Get access to all whitepapers',
  description:
    'Enter your details once and download any report. We will also let you know when new research is published.',
  fields: { name: 'Full Name', email: 'Work Email', paper: 'Whitepaper' },
  allPapersOption: 'All whitepapers',
  /** What the company's email says when no single paper was chosen. */
  allPapersSubject: 'All whitepapers',
  deliveryNote: formPromises.whitepaper,
  submitLabel: 'Get Access',
} as const;

export const webinarSubscribeForm = {
  heading: 'Subscribe to Webinar Updates',
  description: 'Get an email when we announce a new session. No spam, unsubscribe at any time.',
  fields: { email: 'Email address' },
  emailPlaceholder: 'you@school.edu.in',
  submitLabel: 'Subscribe',
} as const;

/** A webinar's registration form, in a dialog opened by the card's Register Now. */
export const webinarRegistrationForm = {
  headingPrefix: 'Register for',
  fields: { name: 'Full Name', email: 'Email', organization: 'Organization' },
  note: "We'll email you a calendar invite now, and the link to join the day before the webinar.",
  submitLabel: 'Register',
  closeLabel: 'Close',
} as const;

/** The job application form, in a dialog opened by Apply Now or Send Open Application. */
export const applicationForm = {
  headingFor: (opening: string | null) => (opening ? `Apply for ${opening}` : 'Send an open application'),
  fields: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    link: 'LinkedIn or portfolio',
    message: 'Cover note',
    cv: 'CV',
  },
  linkPlaceholder: 'https://',
  cvHint: 'PDF or DOCX, at most 5 MB.',
  note: formPromises.application,
  submitLabel: 'Submit application',
  closeLabel: 'Close',
  linkFormat: 'Please enter a web address starting with https://, or leave the link empty.',
  sent: (email: string): ToastCopy => ({
    title: 'Application sent',
    description: `Thank you. ${formPromises.application.replace('this address', email)}`,
  }),
} as const;
