/**
 * The emails a visitor gets for a form sent from a Hindi page (issue #29, `lang: 'hi'`): the
 * same promises and facts as the English ones in notify.ts, written in Hindi (docs/hindi-glossary.md),
 * not word by word. Nothing the visitor typed goes into them, as in English.
 */
import { site } from '../../config/site.ts';
import type { ContactKind } from '../../rules/contact-rules.ts';
import { formPromisesHi } from '../../rules/form-promises.hi.ts';

export type AckCopy = { subject: string; heading: string; paragraphs: string[] };

/** Why the address got the email (the English footnote's Hindi). */
export function formFootnoteHi(siteUrl: string): string {
  const host = siteUrl.replace(/^https?:\/\//, '');
  return `आपको यह ईमेल इसलिए मिला है क्योंकि ${host} पर एक फ़ॉर्म में यह पता लिखा गया था। यदि वह आप नहीं थे, तो इसे अनदेखा कर दें: जब तक आप उत्तर नहीं देंगे, हम आपको दोबारा नहीं लिखेंगे।`;
}

/** The support team's hours (config/site.ts `supportHours`) in Hindi. */
export const supportHoursHi = 'सोमवार से शुक्रवार, प्रातः 9 से सायं 6 बजे IST';

export function ackCopyHi(kind: ContactKind): AckCopy {
  switch (kind) {
    case 'webinar_registration':
      return {
        subject: `${site.name} के वेबिनार के लिए आपका पंजीकरण हो गया है`,
        heading: 'आपका पंजीकरण हो गया है',
        paragraphs: [formPromisesHi.webinarRegistration],
      };
    case 'application':
      return {
        subject: `${site.name} को आपका आवेदन मिल गया है`,
        heading: 'आवेदन करने के लिए धन्यवाद',
        paragraphs: [formPromisesHi.application, 'यदि आप अपने आवेदन में कुछ और जोड़ना चाहें, तो बस इस ईमेल का उत्तर दें।'],
      };
    case 'whitepaper':
      return {
        subject: `${site.name} से श्वेत पत्र के लिए आपका अनुरोध`,
        heading: 'हमारे शोध में रुचि लेने के लिए धन्यवाद',
        paragraphs: [
          formPromisesHi.whitepaper,
          'शोध के बारे में आपका कोई प्रश्न हो या आप हमारी टीम से इस पर चर्चा करना चाहें, तो बस इस ईमेल का उत्तर दें।',
        ],
      };
    case 'webinar':
      return {
        subject: `आपने ${site.name} के वेबिनार की सूचनाएँ पाने के लिए सदस्यता ले ली है`,
        heading: 'आपका नाम सूची में जुड़ गया है',
        paragraphs: [
          'जब भी हम कोई नया वेबिनार घोषित करेंगे, आपको उसकी तिथि, वक्ताओं और पंजीकरण की जानकारी ईमेल करेंगे।',
          'ये सूचनाएँ बंद करवाने के लिए इस ईमेल के उत्तर में "unsubscribe" शब्द लिखकर भेजें।',
        ],
      };
    case 'support':
      return {
        subject: 'हमें आपका सहायता अनुरोध मिल गया है',
        heading: 'हमारी सहायता टीम को लिखने के लिए धन्यवाद',
        paragraphs: [
          `हमें आपका अनुरोध मिल गया है। हम एक कार्य दिवस के भीतर इसी पते पर उत्तर देंगे (${supportHoursHi})।`,
          `यदि बात अत्यावश्यक हो, तो हमें ${site.phone} पर फ़ोन करें।`,
        ],
      };
    default:
      return {
        subject: `${site.name} से संपर्क करने के लिए धन्यवाद`,
        heading: 'संपर्क करने के लिए धन्यवाद',
        paragraphs: [
          'हमें आपका संदेश मिल गया है। हमारी टीम का कोई सदस्य कार्य दिवसों में 24 घंटे के भीतर इसी पते पर उत्तर देगा।',
          `यदि बात अत्यावश्यक हो, तो हमें ${site.phone} पर फ़ोन करें।`,
        ],
      };
  }
}

/** The words of a whitepaper delivery (notify.ts `whitepaperDelivery`) in Hindi. */
export const whitepaperDeliveryHi = {
  one: (title: string) => `हमारे शोध में रुचि लेने के लिए धन्यवाद। “${title}” की PDF प्रति नीचे दिए लिंक पर है।`,
  many: 'हमारे शोध में रुचि लेने के लिए धन्यवाद। हमारे श्वेत पत्रों की PDF प्रतियाँ ये हैं:',
  validity: (count: number, days: number) =>
    count === 1
      ? `यह लिंक ${days} दिन तक काम करेगा। इसके बाद हमारे श्वेत पत्र पृष्ठ पर फिर से अनुरोध करें।`
      : `ये लिंक ${days} दिन तक काम करेंगे। इसके बाद हमारे श्वेत पत्र पृष्ठ पर फिर से अनुरोध करें।`,
  others: 'शेष श्वेत पत्र हम एक कार्य दिवस के भीतर इसी पते पर ईमेल कर देंगे।',
  questions: 'शोध के बारे में आपका कोई प्रश्न हो या आप हमारी टीम से इस पर चर्चा करना चाहें, तो बस इस ईमेल का उत्तर दें।',
  headingOne: 'आपका श्वेत पत्र',
  headingMany: 'आपके श्वेत पत्र',
  download: 'PDF डाउनलोड करें',
  subjectOne: `${site.name} से आपका श्वेत पत्र`,
  subjectMany: `${site.name} से आपके श्वेत पत्र`,
} as const;
