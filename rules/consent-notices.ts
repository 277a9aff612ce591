/**
 * The privacy notice each form shows beside its button, and the version the message records
 * (contact_messages.consent_version; the database copies the words into consent_text). The words
 * of a version never change: a new wording is a new version here and a new row in
 * public.consent_texts (a migration), and a test keeps the two equal
 * (tests/contract/privacy-consent.test.ts). The server accepts the current version of a form and
 * the ones listed in `earlierVersions` (a page loaded before a deploy).
 */
import type { ContactKind } from './contact-fields.ts';
import type { Lang } from './languages.ts';

export const consentTexts = {
  'enquiry-2026-11-28':
    'We use your name, email address and what you write only to answer you. We keep them for the period our Privacy Policy states, then erase them. We never sell them.',
  'whitepaper-2026-11-28':
    'We use your name and email address to send you the whitepapers and news of our research. We keep them for the period our Privacy Policy states, then erase them. We never sell them.',
  'webinar-updates-2026-11-28':
    'We use your email address only to tell you about new webinars. We keep it for the period our Privacy Policy states, then erase it. We never sell it.',
  'webinar-registration-2026-11-28':
    'We use these details to send you the invitation and the joining link for this webinar. We keep them for the period our Privacy Policy states, then erase them. We never sell them.',
  'application-2026-11-28':
    'We use these details and your CV only to consider your application. We keep them for the period our Privacy Policy states, then erase them. We never sell them.',
  // The same notices in Hindi (issue #29), shown by the forms of the /hi pages.
  'enquiry-hi-2026-11-28':
    'आपका नाम, ईमेल पता और आपका संदेश हम केवल आपको उत्तर देने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।',
  'whitepaper-hi-2026-11-28':
    'आपका नाम और ईमेल पता हम आपको श्वेत पत्र और हमारे शोध की जानकारी भेजने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।',
  'webinar-updates-hi-2026-11-28':
    'आपका ईमेल पता हम केवल नए वेबिनार की सूचना देने के लिए उपयोग करते हैं। इसे हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इसे कभी नहीं बेचते।',
  'webinar-registration-hi-2026-11-28':
    'ये विवरण हम आपको इस वेबिनार का आमंत्रण और इसमें जुड़ने का लिंक भेजने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।',
  'application-hi-2026-11-28':
    'ये विवरण और आपका बायोडेटा (CV) हम केवल आपके आवेदन पर विचार करने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।',
} as const;
export type ConsentVersion = keyof typeof consentTexts;

/** The notice each form shows now. */
export const consentVersionFor: Readonly<Record<ContactKind, ConsentVersion>> = {
  home: 'enquiry-2026-11-28',
  contact: 'enquiry-2026-11-28',
  support: 'enquiry-2026-11-28',
  chat: 'enquiry-2026-11-28',
  whitepaper: 'whitepaper-2026-11-28',
  webinar: 'webinar-updates-2026-11-28',
  webinar_registration: 'webinar-registration-2026-11-28',
  application: 'application-2026-11-28',
};

/** The notice each form shows now on a Hindi page. */
const consentVersionForHi: Readonly<Record<ContactKind, ConsentVersion>> = {
  home: 'enquiry-hi-2026-11-28',
  contact: 'enquiry-hi-2026-11-28',
  support: 'enquiry-hi-2026-11-28',
  chat: 'enquiry-hi-2026-11-28',
  whitepaper: 'whitepaper-hi-2026-11-28',
  webinar: 'webinar-updates-hi-2026-11-28',
  webinar_registration: 'webinar-registration-hi-2026-11-28',
  application: 'application-hi-2026-11-28',
};

/** The notice a form of `kind` shows, and its message records, on a page in `lang`. */
export function consentVersionIn(kind: ContactKind, lang: Lang): ConsentVersion {
  return lang === 'hi' ? consentVersionForHi[kind] : consentVersionFor[kind];
}

/** Versions a form showed before its current one, still accepted from pages loaded earlier. */
const earlierVersions: Readonly<Partial<Record<ContactKind, readonly ConsentVersion[]>>> = {};

export const consentMessages = {
  missing: 'Please reload the page and send the form again: its privacy notice has changed.',
} as const;

export const consentMessagesHi: { readonly [K in keyof typeof consentMessages]: string } = {
  missing: 'कृपया पृष्ठ दोबारा लोड करके फ़ॉर्म फिर से भेजें: इसकी निजता सूचना बदल गई है।',
};

/** Whether a message of `kind` may record `version` (the form's notice in either language). */
export function isConsentVersionFor(kind: ContactKind, version: unknown): version is ConsentVersion {
  return (
    version === consentVersionFor[kind] ||
    version === consentVersionForHi[kind] ||
    (earlierVersions[kind] ?? []).some((v) => v === version)
  );
}

/** The link words in every notice: the page shows them as a link to /privacy. */
export const privacyPolicyWords = 'Privacy Policy';

/** The link words of each language's notices (the Hindi notices link `/hi/privacy`). */
export const privacyPolicyWordsIn: Readonly<Record<Lang, string>> = { en: privacyPolicyWords, hi: 'निजता नीति' };
