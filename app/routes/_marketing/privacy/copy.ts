import { formatAddress, site } from '#config/site.ts';
import type { LegalDocument } from '#app/content/legal.ts';

export const privacyPolicy: LegalDocument = {
  intro: `This policy explains how ${site.legalName} collects, uses and protects personal data when you use our website and learning products.`,
  lastUpdatedLabel: 'Last updated:',
  sections: [
    {
      title: 'Overview',
      paragraphs: [
        `${site.legalName} ("${site.name}", "we", "us") is an education-technology company based in ${site.address.city}, ${site.address.state}, India. We respect your privacy and handle personal data in line with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them.`,
        'This policy applies to our website, our learning products and the services we provide to schools, universities and other organisations. Where an institution gives you access to our products, that institution decides how your data is used and we process it on its behalf and under its instructions.',
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only the information we need to provide and improve our services:'],
      bullets: [
        'Account details: your name, email address, password (stored only as a secure hash), organisation and role.',
        'Profile information you choose to add, such as a profile picture.',
        'Learning data: lessons viewed, answers submitted, assessment results and progress, when you use our learning products.',
        'Content you create: blog posts, comments and messages to our chat assistant.',
        'Messages you send us through contact and support forms, including your phone number and organisation if you provide them.',
        'Technical data: device and browser type, IP address and logs of how our services are used, to keep them secure and reliable.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use personal data for specific, lawful purposes:'],
      bullets: [
        'To create and manage your account and provide the services you or your institution request.',
        'To personalise learning paths and show progress to students, teachers and authorised administrators.',
        'To respond to your enquiries and provide customer support.',
        'To maintain the security of our services, prevent misuse and meet legal obligations.',
        'To improve our products using aggregated or de-identified data.',
        'To send service updates and, only with your consent, news about our products and events.',
      ],
    },
    {
      title: 'Data Sharing and Disclosure',
      paragraphs: [
        'We do not sell personal data, and we never use student data for advertising. We share personal data only in these cases:',
      ],
      bullets: [
        'With the school, university or organisation that gave you access, to the extent needed to provide its services.',
        'With service providers who host, secure or support our services under written contracts that require them to protect the data.',
        'When required by law, by a court order or by a lawful request from a government authority.',
        'With your consent, or as part of a merger or acquisition under which this policy continues to protect your data.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'We protect personal data with reasonable security safeguards, including encryption in transit and at rest, role-based access controls, regular security reviews and staff training. Our primary data storage is located in India.',
        "We keep personal data only as long as needed for the purposes described here or as required by law, and then delete or anonymise it. We take particular care with children's data: we process the personal data of children only with verifiable consent from a parent or lawful guardian, usually obtained through the school, and we do not track or profile children for advertising.",
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        'Under the Digital Personal Data Protection Act, 2023 you may ask to access, correct, update or erase your personal data, withdraw consent, nominate another person to exercise your rights, and raise a grievance with us.',
        `For questions about this policy, to exercise your rights or to raise a grievance, contact our Grievance Officer at ${site.email.privacy}, call ${site.phone}, or write to us at ${site.legalName}, ${formatAddress()}.`,
        'We will acknowledge your request promptly and respond within the time required by law. If you are not satisfied with our response, you may approach the Data Protection Board of India.',
      ],
    },
  ],
};
