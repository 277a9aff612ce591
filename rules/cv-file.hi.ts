/**
 * The CV checks' messages in Hindi (issue #29), key for key `cvMessages` (./cv-file.ts), for the
 * application form on the Hindi careers page; `cvMessageIn` turns the English one (the checks',
 * or the server's refusal) into the page's language.
 */
import { cvMessages } from './cv-file.ts';
import type { Lang } from './languages.ts';

export const cvMessagesHi: { readonly [K in keyof typeof cvMessages]: string } = {
  required: 'कृपया अपना बायोडेटा (CV) संलग्न करें (PDF या DOCX)।',
  wrongType: 'आपका बायोडेटा PDF या DOCX फ़ाइल होना चाहिए। कृपया दूसरी फ़ाइल चुनें।',
  oldWord:
    'Word 97–2003 की फ़ाइलें (.doc) स्वीकार नहीं की जातीं। कृपया अपना बायोडेटा PDF या DOCX के रूप में सहेजें (Word में: File, Save As) और फिर से संलग्न करें।',
  tooLarge: 'आपका बायोडेटा 5 MB से बड़ा है। कृपया छोटी फ़ाइल संलग्न करें।',
  empty: 'यह फ़ाइल खाली है। कृपया अपना बायोडेटा फिर से चुनें।',
};

/** A CV message in `lang`: the Hindi of an English CV message, any other text as it is. */
export function cvMessageIn(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const key = (Object.keys(cvMessages) as (keyof typeof cvMessages)[]).find((k) => cvMessages[k] === message);
  return key ? cvMessagesHi[key] : message;
}
