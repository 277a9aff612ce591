import { site } from '#config/site.ts';
import { contactMessagesHi } from '#rules/contact-rules.hi.ts';
import { formPromisesHi } from '#rules/form-promises.hi.ts';
import type { Translation } from '../../lib/lang.ts';
import type * as en from './copy.ts';

/**
 * The contact forms' words in Hindi (issue #29), key for key the English of ./copy.ts, for the
 * forms on the /hi pages (docs/hindi-glossary.md). `allPapersSubject` stays English: it is what
 * the message stores and the company's inbox reads, not something the visitor sees.
 */

export const validationMessages: Translation<typeof en.validationMessages> = {
  name: contactMessagesHi.required.name,
  email: contactMessagesHi.required.email,
  emailFormat: contactMessagesHi.emailFormat,
  subject: contactMessagesHi.required.subject,
  message: contactMessagesHi.required.message,
};

export const sendingLabel: Translation<typeof en.sendingLabel> = 'भेजा जा रहा है...';

export const formToasts: Translation<typeof en.formToasts> = {
  sendFailed: {
    title: 'संदेश नहीं भेजा जा सका',
    description: `हमारी ओर से कोई गड़बड़ी हुई है। कृपया थोड़ी देर बाद फिर प्रयास करें, या हमें ${site.email.contact} पर ईमेल करें।`,
  },
  messageSent: {
    title: 'संदेश भेज दिया गया!',
    description: 'संपर्क करने के लिए धन्यवाद। हम शीघ्र ही आपसे संपर्क करेंगे।',
  },
  contactPageSent: {
    title: 'संदेश भेज दिया गया!',
    description: 'हम यथाशीघ्र आपसे संपर्क करेंगे।',
  },
  whitepaperAccess: (email, paperTitle) => ({
    title: 'अनुरोध मिल गया',
    description: paperTitle
      ? `हम एक कार्य दिवस के भीतर “${paperTitle}” ${email} पर ईमेल कर देंगे।`
      : `हम एक कार्य दिवस के भीतर अपने सभी श्वेत पत्रों के लिंक ${email} पर ईमेल कर देंगे।`,
  }),
  webinarRegistered: (email, title) => ({
    title: 'आपका पंजीकरण हो गया है',
    description: `हमने “${title}” का कैलेंडर आमंत्रण ${email} पर ईमेल कर दिया है, और वेबिनार से एक दिन पहले इसमें जुड़ने का लिंक भी ईमेल करेंगे।`,
  }),
  webinarAlreadyRegistered: {
    title: 'आपका पंजीकरण पहले से है',
    description: 'यह पता इस वेबिनार के लिए पहले से पंजीकृत है। पंजीकरण के समय ही आपको कैलेंडर आमंत्रण ईमेल कर दिया गया था।',
  },
  webinarSubscribed: (email) => ({
    title: 'आपकी सदस्यता हो गई है',
    description: `जब भी हम कोई नया वेबिनार घोषित करेंगे, ${email} पर सूचना ईमेल करेंगे।`,
  }),
};

/** What the contact forms that send a message share (copy.ts's `messageForm`). */
const messageForm = {
  heading: 'हमें संदेश भेजें',
  submitLabel: 'संदेश भेजें',
  sender: { name: 'पूरा नाम', email: 'ईमेल पता' },
};

export const homeContactForm: Translation<typeof en.homeContactForm> = {
  label: 'संपर्क फ़ॉर्म',
  fields: { ...messageForm.sender, organization: 'संस्था', message: 'संदेश' },
  submitLabel: messageForm.submitLabel,
  responseNote: 'हम 24 घंटे के भीतर आपसे संपर्क करेंगे',
};

export const contactUsForm: Translation<typeof en.contactUsForm> = {
  heading: messageForm.heading,
  fields: { ...messageForm.sender, phone: 'फ़ोन नंबर', organization: 'कंपनी या संस्थान', message: 'संदेश' },
  messagePlaceholder: 'हमें अपने संस्थान के बारे में बताएँ और यह भी कि आप क्या हासिल करना चाहते हैं।',
  submitLabel: messageForm.submitLabel,
};

export const supportForm: Translation<typeof en.supportForm> = {
  heading: messageForm.heading,
  fields: { name: 'नाम', email: 'ईमेल', subject: 'विषय', message: 'संदेश' },
  subjectPlaceholder: 'उदाहरण: कक्षा का नया वर्ग जोड़ना',
  submitLabel: messageForm.submitLabel,
};

export const whitepaperAccessForm: Translation<typeof en.whitepaperAccessForm> = {
  heading: 'सभी श्वेत पत्र प्राप्त करें',
  description: 'एक बार अपना विवरण भरें और कोई भी रिपोर्ट डाउनलोड करें। नया शोध प्रकाशित होने पर हम आपको सूचित भी करेंगे।',
  fields: { name: 'पूरा नाम', email: 'कार्यालय का ईमेल', paper: 'श्वेत पत्र' },
  allPapersOption: 'सभी श्वेत पत्र',
  allPapersSubject: 'All whitepapers',
  deliveryNote: formPromisesHi.whitepaper,
  submitLabel: 'प्राप्त करें',
};

export const webinarSubscribeForm: Translation<typeof en.webinarSubscribeForm> = {
  heading: 'वेबिनार की सूचनाएँ पाएँ',
  description: 'नया सत्र घोषित होते ही ईमेल पाएँ। कोई अनचाहा ईमेल नहीं, जब चाहें सदस्यता समाप्त करें।',
  fields: { email: 'ईमेल पता' },
  emailPlaceholder: 'you@school.edu.in',
  submitLabel: 'सदस्यता लें',
};

export const webinarRegistrationForm: Translation<typeof en.webinarRegistrationForm> = {
  headingPrefix: 'पंजीकरण करें:',
  fields: { name: 'पूरा नाम', email: 'ईमेल', organization: 'संस्था' },
  note: 'हम अभी आपको कैलेंडर आमंत्रण ईमेल करेंगे, और वेबिनार से एक दिन पहले इसमें जुड़ने का लिंक भेजेंगे।',
  submitLabel: 'पंजीकरण करें',
  closeLabel: 'बंद करें',
};

export const applicationForm: Translation<typeof en.applicationForm> = {
  headingFor: (opening) => (opening ? `${opening} पद के लिए आवेदन करें` : 'सामान्य आवेदन भेजें'),
  fields: {
    name: 'पूरा नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    link: 'LinkedIn या पोर्टफ़ोलियो',
    message: 'परिचय पत्र',
    cv: 'बायोडेटा (CV)',
  },
  linkPlaceholder: 'https://',
  cvHint: 'PDF या DOCX, अधिकतम 5 MB।',
  note: formPromisesHi.application,
  submitLabel: 'आवेदन भेजें',
  closeLabel: 'बंद करें',
  linkFormat: 'कृपया https:// से शुरू होने वाला वेब पता लिखें, या लिंक खाली छोड़ दें।',
  sent: (email) => ({
    title: 'आवेदन भेज दिया गया',
    description: `धन्यवाद। ${formPromisesHi.application.replace('इसी पते पर', `${email} पर`)}`,
  }),
};
