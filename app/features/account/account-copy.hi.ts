/** The sessions and your-data cards in Hindi (issue #29), key for key ./account-copy.ts. */
import type { Translation } from '../../lib/lang.ts';
import type { sessionsCopy as enSessions, yourDataCopy as enYourData } from './account-copy.ts';

export const sessionsCopyHi: Translation<typeof enSessions> = {
  title: 'आप कहाँ-कहाँ लॉग इन हैं',
  loadFailed: 'आपके सत्र लोड नहीं हो सके। फिर प्रयास करने के लिए पृष्ठ दोबारा लोड करें।',
  loading: 'लोड हो रहा है...',
  thisDevice: 'यह उपकरण',
  lastActive: 'अंतिम बार सक्रिय: ',
  signingOut: 'लॉग आउट हो रहा है...',
  signOutOthers: 'अन्य उपकरणों से लॉग आउट करें',
  signedOut: { title: 'अन्य उपकरणों से लॉग आउट हो गया', description: 'अब केवल यही उपकरण लॉग इन है।' },
  errorTitle: 'त्रुटि',
  failed: 'लॉग आउट नहीं हो सका।',
};

export const yourDataCopyHi: Translation<typeof enYourData> = {
  title: 'आपका डेटा',
  downloadText: 'अपना खाता, प्रोफ़ाइल, लेख, टिप्पणियाँ, चैट का इतिहास और इस ईमेल पते से हमें भेजे गए संदेश एक ही फ़ाइल में डाउनलोड करें।',
  preparing: 'तैयार हो रहा है...',
  download: 'अपना डेटा डाउनलोड करें',
  downloaded: {
    title: 'आपका डेटा डाउनलोड हो गया',
    description: 'इस फ़ाइल में वह सब है जो हम आपके खाते के बारे में रखते हैं।',
  },
  downloadFailed: 'डाउनलोड नहीं हो सका',
  tryAgain: 'कृपया फिर प्रयास करें।',
  deleteHeading: 'अपना खाता हटाएँ',
  deleteBefore:
    'आपकी प्रोफ़ाइल, चैट का इतिहास, चित्र, सत्र और लॉग इन का विवरण हटा दिया जाएगा। हमारे फ़ॉर्म से भेजे गए आपके संदेश हमारी ',
  privacyPolicy: 'निजता नीति',
  deleteAfter: ' के अनुसार मिटाए जाएँगे। इसे वापस नहीं लाया जा सकेगा।',
  linkSentBefore: 'हमने ',
  linkSentAfter: ' पर एक लिंक भेजा है। पुष्टि के लिए इसे एक घंटे के भीतर खोलें; यह केवल एक बार काम करेगा।',
  checkEmail: 'अपना ईमेल देखें',
  checkEmailText: (email) => `हमने ${email} पर पुष्टि का लिंक भेजा है।`,
  sendFailed: 'लिंक नहीं भेजा जा सका',
  contentLegend: 'आपके ब्लॉग लेख और टिप्पणियाँ',
  keep: 'इन्हें रहने दें, मेरे नाम के बिना',
  remove: 'इन्हें भी हटा दें',
  sending: 'भेजा जा रहा है...',
  ask: 'खाता हटाने का लिंक मुझे ईमेल करें',
};
