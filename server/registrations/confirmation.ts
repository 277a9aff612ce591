/**
 * A webinar registration's confirmation, sent in place of the contact forms' acknowledgement: the
 * webinar, its date and time in IST, the promise the form made (rules/form-promises.ts), and the
 * calendar invite attached (webinar-invite.ts). Only our own words and data: nothing the visitor
 * typed. Replies reach the company inbox.
 */
import { formPromises } from '../../rules/form-promises.ts';
import { formPromisesHi } from '../../rules/form-promises.hi.ts';
import { languageTag, pathInLang, type Lang } from '../../rules/languages.ts';
import { webinarStart, webinarTimeZone, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
import { renderEmail, type EmailContent } from '../mail/layout.ts';
import type { MailMessage } from '../mail/message.ts';
import { webinarInviteAttachment, webinarInviteIcs } from './webinar-invite.ts';

type Registration = {
  id: string;
  kind: string;
  name: string | null;
  email: string;
  details?: Record<string, unknown> | null;
  /** The language of the page the form was on (issue #29): the email's language. */
  lang?: Lang | null;
};

/** The words of the two emails in Hindi (the webinar's own title, time and speaker stay as the content has them). */
const hindi = {
  heading: (title: string) => `“${title}” के लिए आपका पंजीकरण हो गया है`,
  subject: (title: string) => `पंजीकरण हो गया: ${title}`,
  when: (date: string, time: string, minutes: number) => `कब: ${date}, ${time} (${minutes} मिनट)।`,
  speaker: (name: string, title: string) => `वक्ता: ${name}, ${title}।`,
  join: (link: string) => `वेबिनार में यहाँ जुड़ें: ${link}`,
  footnote: (host: string) =>
    `आपको यह ईमेल इसलिए मिला है क्योंकि ${host} पर एक वेबिनार के लिए इस पते का पंजीकरण किया गया था। यदि वह आप नहीं थे, तो इसे अनदेखा कर दें।`,
  alreadyHeading: (title: string) => `“${title}” के लिए आपका पंजीकरण पहले से है`,
  alreadySubject: (title: string) => `आपका पंजीकरण पहले से है: ${title}`,
  already: 'यह पता इस वेबिनार के लिए पहले से पंजीकृत था, इसलिए कुछ नहीं बदला है: आपका स्थान सुरक्षित है। कैलेंडर आमंत्रण फिर से संलग्न है।',
  alreadyFootnote: (host: string) =>
    `आपको यह ईमेल इसलिए मिला है क्योंकि ${host} पर एक वेबिनार के पंजीकरण फ़ॉर्म में यह पता लिखा गया था। यदि वह आप नहीं थे, तो इसे अनदेखा कर दें।`,
};

/**
 * The confirmation of a registration whose webinar is known (read by the caller from the content,
 * server/content/content-reads.ts); undefined for any other message. The join link, when the
 * webinar has one, is in this email only: never in a page or an API answer for readers.
 */
export function registrationConfirmation(
  row: Registration,
  inbox: string,
  siteUrl: string,
  webinar: (ScheduledWebinar & { joinLink?: string | null }) | undefined,
): MailMessage | undefined {
  if (row.kind !== 'webinar_registration' || !webinar) return undefined;
  const lang = row.lang ?? 'en';
  const page = new URL(`${pathInLang('/webinars', lang)}#webinar-${webinar.id}`, siteUrl).href;
  const ics = webinarInviteIcs(
    webinar,
    { id: row.id, name: row.name ?? row.email, email: row.email },
    page,
    new Date(),
    lang,
  );
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-IN' : languageTag[lang], {
    dateStyle: 'full',
    timeZone: webinarTimeZone,
  }).format(webinarStart(webinar));
  if (lang === 'hi') {
    const content: EmailContent = {
      preheader: `${webinar.title}: ${date}, ${webinar.time}`,
      heading: hindi.heading(webinar.title),
      paragraphs: [
        hindi.when(date, webinar.time, webinar.durationMinutes),
        hindi.speaker(webinar.speaker, webinar.speakerTitle),
        ...(webinar.joinLink ? [hindi.join(webinar.joinLink)] : []),
        formPromisesHi.webinarRegistration,
      ],
      footnote: hindi.footnote(siteUrl.replace(/^https?:\/\//, '')),
    };
    return {
      to: row.email,
      subject: hindi.subject(webinar.title),
      replyTo: inbox,
      ...renderEmail(content, siteUrl, 'hi'),
      attachments: [webinarInviteAttachment(ics)],
    };
  }
  const content: EmailContent = {
    preheader: `${webinar.title}: ${date}, ${webinar.time}`,
    heading: `You're registered for “${webinar.title}”`,
    paragraphs: [
      `When: ${date}, ${webinar.time} (${webinar.durationMinutes} minutes).`,
      `Speaker: ${webinar.speaker}, ${webinar.speakerTitle}.`,
      ...(webinar.joinLink ? [`Join the webinar here: ${webinar.joinLink}`] : []),
      formPromises.webinarRegistration,
    ],
    footnote: `You received this email because this address was registered for a webinar on ${siteUrl.replace(/^https?:\/\//, '')}. If that was not you, you can ignore it.`,
  };
  return {
    to: row.email,
    subject: `You're registered: ${webinar.title}`,
    replyTo: inbox,
    ...renderEmail(content, siteUrl),
    attachments: [webinarInviteAttachment(ics)],
  };
}

/**
 * The answer to a repeat registration, by email only (#26): the form answers a repeat exactly as
 * a first registration, so that nobody learns from the site whether an address registered. The
 * invite is attached again (the visitor may have lost it). Our own words and data only.
 */
export function alreadyRegisteredNotice(
  registration: {
    webinarId: string;
    registrationId: string;
    name: string | null;
    email: string;
    lang?: Lang | null;
  },
  inbox: string,
  siteUrl: string,
  webinar: (ScheduledWebinar & { joinLink?: string | null }) | undefined,
): MailMessage | undefined {
  const confirmation = registrationConfirmation(
    {
      id: registration.registrationId,
      kind: 'webinar_registration',
      name: registration.name,
      email: registration.email,
      details: { webinar_id: registration.webinarId },
      lang: registration.lang ?? null,
    },
    inbox,
    siteUrl,
    webinar,
  );
  if (!confirmation || !webinar) return undefined;
  if (registration.lang === 'hi') {
    const date = new Intl.DateTimeFormat(languageTag.hi, { dateStyle: 'full', timeZone: webinarTimeZone }).format(
      webinarStart(webinar),
    );
    const content: EmailContent = {
      preheader: `${webinar.title}: ${date}, ${webinar.time}`,
      heading: hindi.alreadyHeading(webinar.title),
      paragraphs: [
        hindi.already,
        hindi.when(date, webinar.time, webinar.durationMinutes),
        hindi.speaker(webinar.speaker, webinar.speakerTitle),
      ],
      footnote: hindi.alreadyFootnote(siteUrl.replace(/^https?:\/\//, '')),
    };
    return { ...confirmation, subject: hindi.alreadySubject(webinar.title), ...renderEmail(content, siteUrl, 'hi') };
  }
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: webinarTimeZone }).format(
    webinarStart(webinar),
  );
  const content: EmailContent = {
    preheader: `${webinar.title}: ${date}, ${webinar.time}`,
    heading: `You're already registered for “${webinar.title}”`,
    paragraphs: [
      'This address was already registered for this webinar, so nothing has changed: your place is kept. The calendar invite is attached again.',
      `When: ${date}, ${webinar.time} (${webinar.durationMinutes} minutes).`,
      `Speaker: ${webinar.speaker}, ${webinar.speakerTitle}.`,
    ],
    footnote: `You received this email because this address was entered in the registration form for a webinar on ${siteUrl.replace(/^https?:\/\//, '')}. If that was not you, you can ignore it.`,
  };
  return {
    ...confirmation,
    subject: `You're already registered: ${webinar.title}`,
    ...renderEmail(content, siteUrl),
  };
}
