import { formatAddress, site } from '#config/site.ts';
import { leadRetention } from '#rules/lead-retention.ts';
import type { LegalDocument } from '#app/content/legal.ts';

/**
 * The privacy policy of this website: what it collects, why, for how long, and how people use
 * their rights here. Every statement describes what the site's code does (ADR 035); change the
 * words with the code.
 */
export const privacyPolicy: LegalDocument = {
  intro: `This policy explains what personal data ${site.legalName} collects through this website, why, how long we keep it, and how you can see, download and delete it.`,
  lastUpdatedLabel: 'Last updated:',
  sections: [
    {
      title: 'Overview',
      paragraphs: [
        `${site.legalName} ("${site.name}", "we", "us") is an education-technology company based in ${site.address.city}, ${site.address.state}, India. We handle personal data in line with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them.`,
        'This policy covers this website: its pages and forms, accounts, the community blog and the chat assistant. Where a school or other institution gives you access to our learning products, that institution decides how your data is used there, under its agreement with us.',
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only what the website needs:'],
      bullets: [
        'Your account: your name, email address, password (stored only as a bcrypt hash), and the organisation and role you choose to give. If you turn on two-step verification, the secret your authenticator app shares with us.',
        'Your profile picture, if you upload one. We remove location and camera details (EXIF) from every picture before storing it.',
        'What you write on the site: blog posts, comments, reports of comments, and, while you are signed in, your messages to the chat assistant and its replies. Signed out, the chat stays in your browser and is not stored.',
        'Messages you send through our forms (contact, support, whitepapers, webinar updates and registrations, "Talk to a person" in the chat, and job applications with your CV): the fields you fill in, the privacy notice the form showed you, the page where your visit started and the site or campaign that sent you there, your IP address and your browser type.',
        'For your security: your open sessions (IP address, browser and when they were last used), and short-lived counters of sign-in attempts and requests per IP address and email address, which stop password guessing and spam.',
        'In your browser, your sign-in session (local storage) and where your visit started (session storage, forgotten when you close the tab). We use no advertising or analytics cookies.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use personal data for these purposes only:'],
      bullets: [
        'To run your account: sign-in, your profile, your posts and comments, and the emails an account needs (confirming your address, resetting your password, confirming a change or the deletion of your account).',
        'To answer what you send us: our team reads each form message, replies by email and sends you an acknowledgement, a webinar invitation, the whitepapers or updates you asked for. Job applications are read by the people who hire.',
        'To keep the website safe: limiting repeated attempts, moderating comments that readers report, and keeping a record of what our staff change.',
        'We do not sell personal data, we do not use it for advertising, and we do not profile or track children.',
      ],
    },
    {
      title: 'Data Sharing and Disclosure',
      paragraphs: [
        'Only our staff whose role needs it see your data: sales and administrators read form messages and CVs; editors and administrators moderate posts and comments; administrators manage accounts. Staff must confirm each sign-in with a second factor, and every change they make is recorded.',
        'We share personal data only with the providers that host the website and deliver its email, under contracts that require them to protect it; when the law, a court order or a lawful request of a government authority requires it; or with your consent.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'Passwords are stored only as bcrypt hashes. Access to data is checked by the database itself for every request, so a page or a program can never show one person another person’s private data. Staff accounts need two-step verification. Signing out, a ban or the removal of a staff role takes effect at once.',
        'You can see where your account is signed in and sign out every other device from your profile, and you can protect your own account with two-step verification there.',
      ],
    },
    {
      title: 'How Long We Keep Your Data',
      paragraphs: ['We keep personal data only as long as the purpose needs it:'],
      bullets: [
        `Form messages, with their CVs and webinar registrations, are erased automatically when they are ${leadRetention.maxMonths} months old, or sooner if our administrators set a shorter period. To have yours erased sooner, write to ${site.email.privacy}.`,
        'Emails we send are kept for 7 days after they are delivered (30 days if delivery failed), so that we can see whether they arrived.',
        'Your account, profile, posts, comments and chat history are kept until you delete your account. Your sessions end when you sign out.',
        'The record of what our staff changed is kept; after you delete your account it names your account only by its number, not your email address.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'Under the Digital Personal Data Protection Act, 2023 you may access, correct and erase your personal data, withdraw your consent, nominate another person to exercise your rights, and raise a grievance with us. On this website you can do the following yourself, from your profile:',
      ],
      bullets: [
        'Download your data: one file (JSON) with your account, profile, posts, comments, reports, chat history and uploaded files, and the messages sent through our forms with your account’s confirmed email address.',
        'Correct it: change your name, organisation, role and picture at any time.',
        'Delete your account: we email you a link that works once, for one hour. Before you confirm, you choose whether your posts and comments are deleted too or stay on the site without your name, shown as by "Former member". Your profile, chat history, pictures, sessions and sign-in details are deleted. Form messages follow the retention period above.',
        'For anything else, such as messages you sent without an account, write to us as below.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        `For questions about this policy, to exercise your rights or to raise a grievance, contact our Grievance Officer at ${site.email.privacy}, call ${site.phone}, or write to us at ${site.legalName}, ${formatAddress()}.`,
        'We will acknowledge your request promptly and respond within the time required by law. If you are not satisfied with our response, you may approach the Data Protection Board of India.',
      ],
    },
  ],
};
