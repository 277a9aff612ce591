import { formatAddress, site } from '../../config/site.ts';

export const contactPage = {
  eyebrow: 'Contact Us',
  heading: "Let's talk about your learning goals",
  intro:
    'Whether you run a single school, a university or a state programme, our team will help you find the right solution. Send us a message and we will reply within one working day.',
  form: {
    heading: 'Send us a message',
    nameLabel: 'Full Name',
    emailLabel: 'Email Address',
    phoneLabel: 'Phone Number',
    companyLabel: 'Company or Institution',
    messageLabel: 'Message',
    messagePlaceholder: 'Tell us about your institution and what you would like to achieve.',
    submitLabel: 'Send Message',
    privacyNote: 'We use your details only to answer your enquiry. See our',
    privacyLinkLabel: 'Privacy Policy',
  },
  details: {
    heading: 'Contact details',
    emailLabel: 'Email',
    email: site.email.contact,
    salesLabel: 'Sales',
    salesEmail: site.email.sales,
    phoneLabel: 'Phone',
    phone: site.phone,
    phoneHref: site.phoneHref,
    addressLabel: 'Office',
    address: formatAddress(),
  },
  hoursHeading: 'Office hours',
  hoursNote: 'All times are Indian Standard Time (IST).',
  officeHours: site.officeHours,
} as const;

/**
 * Buttons elsewhere on the site that need a person to follow up (webinar registration,
 * recordings, full case studies, custom research) open the contact form with the message
 * prefilled from `?topic=`. Topics are plain sentences, capped in length by the page.
 */
export const contactTopicParam = 'topic';
export const contactTopicMaxLength = 300;

export function contactHref(topic: string): string {
  return `/contact?${new URLSearchParams({ [contactTopicParam]: topic }).toString()}`;
}

export const contactTopics = {
  webinarRegistration: (title: string, when: string) => `Please register me for the webinar “${title}” on ${when}.`,
  webinarRecording: (title: string) => `Please send me the recording of the webinar “${title}”.`,
  caseStudy: (title: string, institution: string) => `Please send me the full case study “${title}” (${institution}).`,
  customResearch: () => 'I would like to discuss custom research for our institution.',
} as const;
