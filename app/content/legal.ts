import { formatAddress, site } from '../../config/site.ts';

export type LegalSection = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
};

export type LegalDocument = {
  readonly title: string;
  readonly intro: string;
  /** Label before the last-updated date, which the page fills in. */
  readonly lastUpdatedLabel: string;
  readonly sections: readonly LegalSection[];
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
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

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  intro: `These terms govern your use of the website and services of ${site.legalName.replace(/\.$/, '')}. Please read them carefully.`,
  lastUpdatedLabel: 'Last updated:',
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        `By accessing or using the ${site.name} website, products or services, you agree to these Terms of Service and to our Privacy Policy. If you use our services on behalf of an institution, you confirm that you are authorised to accept these terms for it. If you do not agree, please do not use our services.`,
        'Users under 18 may use our services only with the consent and supervision of a parent, lawful guardian or their school.',
      ],
    },
    {
      title: 'Description of Services',
      paragraphs: [
        `${site.name} provides education-technology services including AI adaptive learning, AR/VR virtual labs, a cloud learning management system, AI teacher assistants, enterprise solutions, and related content such as our blog, webinars and whitepapers.`,
        'We may add, change or withdraw features to improve our services. Where a change materially affects a paid service, we will give reasonable notice to the institution concerned.',
      ],
    },
    {
      title: 'User Accounts',
      paragraphs: [
        'Some features require an account. You agree to provide accurate information, keep your password confidential and tell us promptly about any unauthorised use of your account. You are responsible for activity under your account.',
        'We may suspend or close accounts that break these terms, put other users at risk or are used unlawfully.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `The website, software, lessons, simulations, designs, logos and other materials we provide are owned by ${site.legalName} or its licensors and are protected by Indian and international intellectual property laws.`,
        'We grant you a limited, non-exclusive, non-transferable licence to use our services for personal or institutional educational purposes. You may not copy, modify, resell or reverse engineer them except as the law expressly allows.',
      ],
    },
    {
      title: 'User Content',
      paragraphs: [
        'You keep ownership of the blog posts, comments and other content you submit. You grant us a non-exclusive, royalty-free licence to host, display and distribute that content as needed to operate our services.',
        'You are responsible for your content. You must not post material that is unlawful, defamatory, obscene, hateful, infringes the rights of others or contains malicious code. We may remove content that breaks these rules.',
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        'We work hard to keep our services accurate and available, but they are provided "as is" and "as available". To the extent permitted by law, we are not liable for indirect, incidental or consequential losses, or for loss of data, profits or goodwill, arising from your use of our services.',
        'Our total liability for any claim relating to the services is limited to the amount you paid us for them in the twelve months before the claim arose. Nothing in these terms limits liability that cannot be limited under applicable law.',
      ],
    },
    {
      title: 'Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. We will post the new version on this page with a new last-updated date and, for significant changes, notify registered users by email or through the service. Continued use after the changes take effect means you accept the updated terms.',
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        `These terms are governed by the laws of India. Subject to any mandatory consumer protection rights, the courts at ${site.address.city}, ${site.address.state} have exclusive jurisdiction over any dispute arising from these terms or your use of our services.`,
      ],
    },
    {
      title: 'Contact Information',
      paragraphs: [
        `For questions about these terms, email ${site.email.contact}, call ${site.phone} or write to ${site.legalName}, ${formatAddress()}.`,
      ],
    },
  ],
};

/** Labels around the legal documents. */
export const legalLabels = {
  eyebrow: 'Legal',
  contents: 'Contents',
} as const;
