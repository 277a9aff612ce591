import { formatAddress, site } from '#config/site.ts';

export const contactPage = {
  heading: "Let's talk about your learning goals",
  intro:
    'Whether you run a single school, a university or a state programme, our team will help you find the right solution. Send us a message and we will reply within one working day.',
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
