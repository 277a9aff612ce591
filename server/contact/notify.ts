/**
 * The two emails a contact message causes: a summary of every field for the form's inbox
 * (inboxes.ts: the admin's choice, an env override, or config/site.ts) with Reply-To set to the
 * sender, and a short acknowledgement for the sender with Reply-To the inbox. They are queued in
 * the message's own insert transaction (queue-notifications.ts).
 *
 * The acknowledgement repeats nothing the visitor typed: anyone can enter any address in a
 * form, so what we send to it must not carry their text (no spam relay through our mail server).
 */
import { site } from '../../config/site.ts';
import type { ContactKind } from '../../rules/contact-rules.ts';
import { formPromises } from '../../rules/form-promises.ts';
import type { Lang } from '../../rules/languages.ts';
import { renderEmail, type EmailContent } from '../mail/layout.ts';
import type { MailMessage } from '../mail/message.ts';
import { ackCopyHi, formFootnoteHi, whitepaperDeliveryHi } from './notify-hi.ts';

export type ContactRow = {
  id: string;
  kind: ContactKind;
  name: string | null;
  email: string;
  phone: string | null;
  organization: string | null;
  subject: string | null;
  message: string | null;
  source_ip: string | null;
  user_agent: string | null;
  /** Per-form extras (migration 0070): the webinar of a registration, the opening and CV of an application. */
  details?: Record<string, unknown> | null;
  landing_page?: string | null;
  referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  /** The language of the page the form was on (migration 0385): the acknowledgement's language. */
  lang?: Lang | null;
};

const formNames: Record<ContactKind, string> = {
  home: 'Home page contact form',
  contact: 'Contact Us page',
  support: 'Support Center',
  whitepaper: 'Whitepaper access form',
  webinar: 'Webinar updates subscription',
  chat: 'Chat assistant: talk to a person',
  webinar_registration: 'Webinar registration',
  application: 'Job application',
};

/** Links a staff notification carries: the lead in /admin, and for an application its CV and opening. */
export type StaffLinks = { lead?: string; cv?: string; opening?: string };

/** The lead's page in /admin. */
export function adminLeadUrl(siteUrl: string, id: string): string {
  return new URL(`/admin/leads/${encodeURIComponent(id)}`, siteUrl).href;
}

/**
 * The message for the company: every field, who sent it and how to answer (just reply), and the
 * lead in /admin. An application's carries only what the careers inbox needs (name, opening,
 * the profile link the applicant gave, the campaign, a short-lived link to the CV; Reply-To the
 * applicant): the cover note and phone number stay in /admin, behind a second factor.
 */
export function companyEmail(
  row: ContactRow,
  receivedAt: Date,
  inbox: string,
  siteUrl: string,
  links: StaffLinks = {},
): MailMessage {
  const who = row.name ?? row.email;
  const leadUrl = links.lead ?? adminLeadUrl(siteUrl, row.id);
  if (row.kind === 'application') return applicationEmail(row, inbox, siteUrl, { ...links, lead: leadUrl });
  const subject =
    row.kind === 'support' && row.subject
      ? `Support request from ${who}: ${row.subject}`
      : `${formNames[row.kind]}: new message from ${who}`;
  const fields: [string, string | null][] = [
    ['Form', formNames[row.kind]],
    ['Name', row.name],
    ['Email', row.email],
    ['Phone', row.phone],
    ['Organization', row.organization],
    [
      row.kind === 'whitepaper' ? 'Whitepaper' : row.kind === 'webinar_registration' ? 'Webinar' : 'Subject',
      row.subject,
    ],
    ['Opening', detailText(row, 'opening')],
    ['Link', detailText(row, 'link')],
    ['Landing page', row.landing_page ?? null],
    ['Referrer', row.referrer ?? null],
    ['Campaign', utmText(row)],
  ];
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: site.timeZone });
  const content: EmailContent = {
    preheader: row.message ? row.message.slice(0, 120) : `${formNames[row.kind]}: ${who}`,
    heading: `${formNames[row.kind]}: ${who}`,
    paragraphs: [
      ...fields.filter((f): f is [string, string] => Boolean(f[1])).map(([label, value]) => `${label}: ${value}`),
      ...(row.message ? ['Message:', ...row.message.split(/\n{2,}/)] : []),
    ],
    action: { label: 'Open the lead in admin', url: leadUrl },
    footnote:
      `Reply to this email to answer ${row.email} directly, or reply from admin so colleagues see it. Received ${when.format(receivedAt)} (${site.timeZone})` +
      ` from ${row.source_ip ?? 'an unknown address'}; message id ${row.id}.`,
  };
  return { to: inbox, subject, replyTo: row.email, ...renderEmail(content, siteUrl) };
}

/** How long the CV link in an application's notification works. */
export const cvLinkSeconds = 72 * 3600;

function applicationEmail(row: ContactRow, inbox: string, siteUrl: string, links: StaffLinks): MailMessage {
  const who = row.name ?? row.email;
  const opening = detailText(row, 'opening');
  const lines = [
    `Name: ${who}`,
    `Opening: ${opening ?? 'Open application'}${links.opening ? ` (${links.opening})` : ''}`,
    links.cv
      ? `CV (this link works for ${cvLinkSeconds / 3600} hours; afterwards download it from admin): ${links.cv}`
      : 'CV: in admin',
    ...(detailText(row, 'link') ? [`Link: ${detailText(row, 'link')}`] : []),
    ...(utmText(row) ? [`Campaign: ${utmText(row)}`] : []),
    `Lead in admin: ${links.lead}`,
  ];
  const content: EmailContent = {
    preheader: `Job application: ${opening ?? 'open application'}`,
    heading: `Job application: ${opening ?? 'open application'}`,
    paragraphs: lines,
    action: { label: 'Open the application in admin', url: links.lead! },
    footnote: `The cover note and contact details are in admin (sign-in with your second factor). Reply to this email to answer the applicant directly. Message id ${row.id}.`,
  };
  return {
    to: inbox,
    subject: `Job application${opening ? ` for ${opening}` : ''}: ${who}`,
    replyTo: row.email,
    ...renderEmail(content, siteUrl),
  };
}

function detailText(row: ContactRow, key: string): string | null {
  const value = row.details?.[key];
  return typeof value === 'string' && value ? value : null;
}

function utmText(row: ContactRow): string | null {
  const parts = [row.utm_source, row.utm_medium, row.utm_campaign];
  return parts.some(Boolean) ? parts.map((p) => p ?? '-').join(' / ') : null;
}

/** The short, warm note to the sender; replies to it reach the company inbox. */
export function acknowledgement(row: ContactRow, inbox: string, siteUrl: string): MailMessage {
  if (row.lang === 'hi') {
    const copy = ackCopyHi(row.kind);
    const content: EmailContent = {
      preheader: copy.paragraphs[0] ?? copy.heading,
      heading: copy.heading,
      paragraphs: copy.paragraphs,
      footnote: formFootnoteHi(siteUrl),
    };
    return { to: row.email, subject: copy.subject, replyTo: inbox, ...renderEmail(content, siteUrl, 'hi') };
  }
  const footnote = `You received this email because this address was entered in a form on ${siteUrl.replace(/^https?:\/\//, '')}. If that was not you, you can ignore it: we will not write again unless you reply.`;
  const copy = ackCopy(row.kind);
  const content: EmailContent = {
    preheader: copy.paragraphs[0] ?? copy.heading,
    heading: copy.heading,
    paragraphs: copy.paragraphs,
    footnote,
  };
  return { to: row.email, subject: copy.subject, replyTo: inbox, ...renderEmail(content, siteUrl) };
}

/** The private bucket of the whitepapers' PDFs (migration 0230). */
export const whitepapersBucket = 'whitepapers';

/** How long the link to a whitepaper's PDF in its email works (issue #28: 7 days). */
export const whitepaperLinkSeconds = 7 * 24 * 3600;

/**
 * The answer to a whitepaper request whose papers have their PDF: a signed link to each (our
 * own links, nothing the visitor typed). Papers without a PDF yet are still emailed by hand.
 */
export function whitepaperDelivery(
  row: ContactRow,
  inbox: string,
  siteUrl: string,
  links: readonly { title: string; url: string }[],
): MailMessage {
  if (row.lang === 'hi') return whitepaperDeliveryInHindi(row, inbox, siteUrl, links);
  const footnote = `You received this email because this address was entered in a form on ${siteUrl.replace(/^https?:\/\//, '')}. If that was not you, you can ignore it: we will not write again unless you reply.`;
  const requested = Array.isArray(row.details?.whitepapers) ? row.details.whitepapers.length : links.length;
  const one = requested === 1 && links.length === 1 ? links[0] : undefined;
  const days = whitepaperLinkSeconds / 86_400;
  const paragraphs = [
    ...(one
      ? [`Thank you for your interest in our research. Here is “${one.title}” as a PDF.`]
      : [
          'Thank you for your interest in our research. Here are our whitepapers as PDFs:',
          ...links.map((link) => `${link.title}: ${link.url}`),
        ]),
    `The ${links.length === 1 ? 'link works' : 'links work'} for ${days} days. After that, ask again on our whitepapers page.`,
    ...(requested > links.length ? [formPromises.whitepaper.replace('the whitepaper', 'the others')] : []),
    'If you have questions about the research or want to discuss it with our team, just reply to this email.',
  ];
  const content: EmailContent = {
    preheader: paragraphs[0]!,
    heading: one ? 'Your whitepaper' : 'Your whitepapers',
    paragraphs,
    ...(one ? { action: { label: 'Download the PDF', url: one.url } } : {}),
    footnote,
  };
  const subject = one ? `Your whitepaper from ${site.name}` : `Your whitepapers from ${site.name}`;
  return { to: row.email, subject, replyTo: inbox, ...renderEmail(content, siteUrl) };
}

function whitepaperDeliveryInHindi(
  row: ContactRow,
  inbox: string,
  siteUrl: string,
  links: readonly { title: string; url: string }[],
): MailMessage {
  const words = whitepaperDeliveryHi;
  const requested = Array.isArray(row.details?.whitepapers) ? row.details.whitepapers.length : links.length;
  const one = requested === 1 && links.length === 1 ? links[0] : undefined;
  const paragraphs = [
    ...(one ? [words.one(one.title)] : [words.many, ...links.map((link) => `${link.title}: ${link.url}`)]),
    words.validity(links.length, whitepaperLinkSeconds / 86_400),
    ...(requested > links.length ? [words.others] : []),
    words.questions,
  ];
  const content: EmailContent = {
    preheader: paragraphs[0]!,
    heading: one ? words.headingOne : words.headingMany,
    paragraphs,
    ...(one ? { action: { label: words.download, url: one.url } } : {}),
    footnote: formFootnoteHi(siteUrl),
  };
  const subject = one ? words.subjectOne : words.subjectMany;
  return { to: row.email, subject, replyTo: inbox, ...renderEmail(content, siteUrl, 'hi') };
}

function ackCopy(kind: ContactKind): { subject: string; heading: string; paragraphs: string[] } {
  switch (kind) {
    case 'webinar_registration':
      // A registration's own confirmation (with its invite) is server/registrations/confirmation.ts;
      // this is its fallback for a webinar no longer in the schedule.
      return {
        subject: `You're registered for a ${site.name} webinar`,
        heading: "You're registered",
        paragraphs: [formPromises.webinarRegistration],
      };
    case 'application':
      return {
        subject: `We received your application to ${site.name}`,
        heading: 'Thank you for applying',
        paragraphs: [
          formPromises.application,
          'If you want to add anything to your application, just reply to this email.',
        ],
      };
    case 'whitepaper':
      return {
        subject: `Your whitepaper request to ${site.name}`,
        heading: 'Thank you for your interest in our research',
        paragraphs: [
          formPromises.whitepaper,
          'If you have questions about the research or want to discuss it with our team, just reply to this email.',
        ],
      };
    case 'webinar':
      return {
        subject: `You're subscribed to ${site.name} webinar updates`,
        heading: "You're on the list",
        paragraphs: [
          'We will email you whenever we announce a new webinar, with the date, the speakers and how to register.',
          'To stop receiving these updates, reply to this email with the word "unsubscribe".',
        ],
      };
    case 'support':
      return {
        subject: `We received your support request`,
        heading: 'Thank you for writing to our support team',
        paragraphs: [
          `We have received your request and will reply to this address within one working day (${site.supportHours}).`,
          `If it is urgent, call us on ${site.phone}.`,
        ],
      };
    default:
      return {
        subject: `Thank you for contacting ${site.name}`,
        heading: 'Thank you for getting in touch',
        paragraphs: [
          'We have received your message, and a member of our team will reply to this address within 24 hours on working days.',
          `If it is urgent, call us on ${site.phone}.`,
        ],
      };
  }
}
