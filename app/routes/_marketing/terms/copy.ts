import { formatAddress, site } from '#config/site.ts';
import type { LegalDocument } from '#app/content/legal.ts';

export const termsOfService: LegalDocument = {
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
