/**
 * The account pages' words in Hindi (issue #29), key for key the English of ./copy.ts
 * (docs/hindi-glossary.md: formal "आप", विद्यार्थी, शिक्षक, संस्था; "लॉग इन" for sign-in).
 */
import type { Translation } from '../../lib/lang.ts';
import type * as en from './copy.ts';

export const pages: Translation<typeof en.pages> = {
  signup: {
    metaTitle: 'खाता बनाएँ',
    metaDescription: 'सामुदायिक ब्लॉग पर लिखने और अपनी चैट का इतिहास सहेजने के लिए अपना Aravali Learning खाता बनाएँ।',
    title: 'खाता बनाएँ',
    description: 'शुरू करने के लिए अपना विवरण भरें।',
  },
  login: {
    metaTitle: 'लॉग इन करें',
    metaDescription: 'अपने Aravali Learning खाते में लॉग इन करें।',
    title: 'लॉग इन करें',
    description: 'फिर से स्वागत है। अपना ईमेल और पासवर्ड लिखें।',
  },
  forgotPassword: {
    metaTitle: 'पासवर्ड दोबारा सेट करें',
    metaDescription: 'अपने Aravali Learning खाते का नया पासवर्ड बनाने के लिए लिंक पाएँ।',
    title: 'पासवर्ड भूल गए?',
    description: 'अपना ईमेल लिखें, हम आपको पासवर्ड दोबारा सेट करने का लिंक भेजेंगे।',
  },
  resetPassword: {
    metaTitle: 'नया पासवर्ड बनाएँ',
    metaDescription: 'अपने खाते के लिए नया पासवर्ड बनाएँ।',
    title: 'नया पासवर्ड बनाएँ',
  },
};

export const fields: Translation<typeof en.fields> = {
  fullName: 'पूरा नाम',
  email: 'ईमेल',
  password: 'पासवर्ड',
  organization: 'संस्था',
  role: 'भूमिका',
  rolePlaceholder: 'विद्यार्थी, शिक्षक, प्रशासक आदि',
  passwordHint: 'कम से कम 6 अक्षर।',
  newPassword: 'नया पासवर्ड',
  confirmNewPassword: 'नए पासवर्ड की पुष्टि करें',
  showPassword: 'पासवर्ड दिखाएँ',
};

/** The toast once a person is signed in (copy.ts: the sign-in form's and a plain email link's). */
const welcomeBack: Translation<typeof en.login.welcome> = {
  title: 'फिर से स्वागत है!',
  description: 'आपने सफलतापूर्वक लॉग इन कर लिया है',
};

export const signup: Translation<typeof en.signup> = {
  submit: 'खाता बनाएँ',
  busy: 'खाता बनाया जा रहा है...',
  signInLink: 'क्या आपका खाता पहले से है? लॉग इन करें',
  created: { title: 'खाता बन गया', description: 'पुष्टि का लिंक आपके ईमेल पर भेजा गया है, कृपया अपना ईमेल देखें' },
  errorTitle: 'त्रुटि',
  failed: 'खाता नहीं बन सका। कृपया फिर प्रयास करें।',
};

export const login: Translation<typeof en.login> = {
  failed: 'लॉग इन नहीं हो सका। कृपया अपना ईमेल और पासवर्ड जाँचें।',
  alertTitle: 'लॉग इन नहीं हो सका',
  errorTitle: 'त्रुटि',
  forgotLink: 'पासवर्ड भूल गए?',
  submit: 'लॉग इन करें',
  busy: 'लॉग इन हो रहा है...',
  noAccount: 'क्या आपका खाता नहीं है?',
  signUpLink: 'खाता बनाएँ',
  welcome: welcomeBack,
};

export const forgotPassword: Translation<typeof en.forgotPassword> = {
  errorTitle: 'त्रुटि',
  failed: 'पासवर्ड दोबारा सेट करने का ईमेल नहीं भेजा जा सका। कृपया फिर प्रयास करें।',
  sentHeading: 'अपना ईमेल देखें',
  sentBefore: 'यदि ',
  sentAfter:
    ' के लिए कोई खाता है, तो हमने उस पर पासवर्ड दोबारा सेट करने का लिंक भेज दिया है। यह लिंक केवल एक बार उपयोग किया जा सकता है।',
  differentEmail: 'दूसरा ईमेल उपयोग करें',
  submit: 'लिंक भेजें',
  busy: 'भेजा जा रहा है...',
  backLink: 'लॉग इन पर वापस जाएँ',
};

export const resetPassword: Translation<typeof en.resetPassword> = {
  invalidTitle: 'यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है',
  invalidText: 'नया लिंक मँगवाएँ और उसे सबसे नए ईमेल से खोलें।',
  requestNew: 'नया लिंक मँगवाएँ',
  updated: { title: 'पासवर्ड बदल दिया गया', description: 'आपका नया पासवर्ड सहेज लिया गया है और आप लॉग इन हैं।' },
  failed: 'पासवर्ड नहीं बदला जा सका। कृपया फिर प्रयास करें।',
  choosePrefix: '',
  chooseSuffix: ' के लिए नया पासवर्ड चुनें।',
  alertTitle: 'पासवर्ड नहीं बदला गया',
  submit: 'पासवर्ड बदलें',
  busy: 'पासवर्ड बदला जा रहा है...',
};

export const unconfirmed: Translation<typeof en.unconfirmed> = {
  text: 'आपके ईमेल पते की अभी पुष्टि नहीं हुई है। कृपया पुष्टि के ईमेल के लिए अपना इनबॉक्स देखें।',
  sent: (email) => ({
    title: 'पुष्टि का ईमेल भेज दिया गया',
    description: `हमने ${email} पर पुष्टि का नया लिंक भेज दिया है।`,
  }),
  errorTitle: 'त्रुटि',
  failed: 'पुष्टि का ईमेल दोबारा नहीं भेजा जा सका।',
  resend: 'पुष्टि का ईमेल दोबारा भेजें',
  busy: 'भेजा जा रहा है...',
};

export const alreadySignedIn: Translation<typeof en.alreadySignedIn> = {
  before: 'आप ',
  after: ' के रूप में लॉग इन हैं।',
  profile: 'अपनी प्रोफ़ाइल पर जाएँ',
  home: 'मुख पृष्ठ पर वापस जाएँ',
};

export const loading: Translation<typeof en.loading> = 'लोड हो रहा है...';

export const profile: Translation<typeof en.profile> = {
  metaTitle: 'आपकी प्रोफ़ाइल',
  metaDescription: 'आपके Aravali Learning खाते की प्रोफ़ाइल।',
  heading: 'आपकी प्रोफ़ाइल',
  intro: 'ब्लॉग और समुदाय में आप कैसे दिखें, यह यहाँ बदलें।',
  emailHint: 'आपका ईमेल पता यहाँ नहीं बदला जा सकता।',
  organizationPlaceholder: 'आपका विद्यालय या कंपनी',
  signOut: 'लॉग आउट करें',
  saving: 'सहेजा जा रहा है...',
  save: 'बदलाव सहेजें',
  avatarUpdated: { title: 'चित्र बदल गया', description: 'आपकी प्रोफ़ाइल का नया चित्र सहेज लिया गया है।' },
  uploadFailedTitle: 'अपलोड नहीं हो सका',
  uploadFailed: 'चित्र अपलोड नहीं हो सका। कृपया फिर प्रयास करें।',
  avatarAlt: 'आपका प्रोफ़ाइल चित्र',
  avatarFileLabel: 'प्रोफ़ाइल चित्र की फ़ाइल',
  uploading: 'अपलोड हो रहा है...',
  changeAvatar: 'चित्र बदलें',
};

export const linkEvents: Translation<typeof en.linkEvents> = {
  signup: { title: 'ईमेल की पुष्टि हो गई', description: 'स्वागत है, आप लॉग इन हैं।' },
  invite: { title: 'स्वागत है!', description: 'आपका आमंत्रण स्वीकार हो गया है और आप लॉग इन हैं।' },
  email_change: { title: 'ईमेल पता बदल गया', description: 'आपके नए ईमेल पते की पुष्टि हो गई है।' },
  signedIn: welcomeBack,
  linkFailed: 'ईमेल का लिंक अमान्य है या इसकी अवधि समाप्त हो गई है',
  failedDescription: 'कृपया लॉग इन करें, या नया ईमेल मँगवाएँ।',
};

export const confirmLink: Translation<typeof en.confirmLink> = {
  metaTitle: 'पुष्टि करें',
  metaDescription: 'अपने ईमेल में आए लिंक की पुष्टि करें।',
  types: {
    signup: {
      title: 'अपने ईमेल पते की पुष्टि करें',
      description: 'अपने ईमेल पते की पुष्टि करने और लॉग इन करने के लिए नीचे दिया गया बटन दबाएँ।',
      button: 'ईमेल पते की पुष्टि करें',
      busy: 'पुष्टि हो रही है...',
    },
    recovery: {
      title: 'अपना पासवर्ड फिर से सेट करें',
      description: 'आगे बढ़ने और नया पासवर्ड चुनने के लिए नीचे दिया गया बटन दबाएँ।',
      button: 'नया पासवर्ड चुनें',
      busy: 'खुल रहा है...',
    },
    email_change: {
      title: 'अपने नए ईमेल पते की पुष्टि करें',
      description: 'ईमेल पता बदलने की पुष्टि के लिए नीचे दिया गया बटन दबाएँ।',
      button: 'बदलाव की पुष्टि करें',
      busy: 'पुष्टि हो रही है...',
    },
  },
  incomplete: 'यह लिंक अधूरा है। कृपया ईमेल में आया लिंक बिना बदले खोलें।',
  home: 'होम पेज पर जाएँ',
  signIn: 'लॉग इन करें',
};

export const secondFactor: Translation<typeof en.secondFactor> = {
  title: 'दो-चरणीय सत्यापन',
  prompt: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें।',
  label: 'सत्यापन कोड',
  submit: 'सत्यापित करें',
  busy: 'सत्यापन हो रहा है...',
  cancel: 'रद्द करें और लॉग आउट करें',
  invalidFormat: 'आपका ऑथेंटिकेटर ऐप जो 6 अंक दिखा रहा है, वे लिखें।',
  failed: 'यह कोड काम नहीं किया। अपना ऑथेंटिकेटर ऐप जाँचें और फिर प्रयास करें।',
  alertTitle: 'सत्यापन नहीं हो सका',
};

export const fieldMessages: Translation<typeof en.fieldMessages> = {
  fullNameRequired: 'पूरा नाम लिखना आवश्यक है',
  emailRequired: 'ईमेल लिखना आवश्यक है',
  emailInvalid: 'कृपया सही ईमेल पता लिखें',
  passwordRequired: 'पासवर्ड लिखना आवश्यक है',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  passwordTooLong: 'पासवर्ड अधिकतम 72 अक्षरों का हो सकता है',
  passwordsDiffer: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  confirmRequired: 'कृपया नए पासवर्ड की पुष्टि करें',
  tooLong: 'अधिकतम 200 अक्षर लिखे जा सकते हैं',
};

/** GoTrue's answers by code, in Hindi (an English page shows the server's own text). */
export const serverErrors: Readonly<Record<en.ServerErrorCode, string>> = {
  invalid_credentials: 'ईमेल या पासवर्ड सही नहीं है।',
  email_not_confirmed: 'ईमेल पते की अभी पुष्टि नहीं हुई है।',
  over_email_send_rate_limit: 'सुरक्षा कारणों से यह अनुरोध थोड़ी देर बाद ही किया जा सकता है। कृपया एक मिनट बाद फिर प्रयास करें।',
  over_request_rate_limit: 'बहुत अधिक अनुरोध आए हैं। कृपया कुछ देर बाद फिर प्रयास करें।',
  weak_password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  same_password: 'नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।',
  validation_failed: 'कृपया फ़ॉर्म जाँचें और फिर प्रयास करें।',
  user_banned: 'यह खाता अभी उपयोग नहीं किया जा सकता।',
  session_not_found: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
};
