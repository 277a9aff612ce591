/** The sessions and your-data cards in Hindi (issue #29), key for key ./account-copy.ts. */
import type { Translation } from '../../lib/lang.ts';
import type {
  sessionsCopy as enSessions,
  twoStepCopy as enTwoStep,
  yourDataCopy as enYourData,
} from './account-copy.ts';

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

export const twoStepCopyHi: Translation<typeof enTwoStep> = {
  title: 'दो-चरणीय सत्यापन',
  tryAgain: 'कृपया फिर प्रयास करें।',
  startFailed: 'सेट-अप शुरू नहीं हो सका',
  off: { title: 'दो-चरणीय सत्यापन बंद है', description: 'लॉग इन के समय अब केवल आपका पासवर्ड पूछा जाएगा।' },
  offFailed: 'इसे बंद नहीं किया जा सका',
  onLabel: 'चालू।',
  onText: ' लॉग इन के समय पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड पूछा जाता है।',
  turnOffLabel: 'दो-चरणीय सत्यापन बंद करें',
  turnOffTitle: 'क्या दो-चरणीय सत्यापन बंद करना है?',
  turnOffStaff: 'इसके बिना, जब तक आप इसे फिर से सेट नहीं करते, आपका खाता स्टाफ़ क्षेत्र नहीं खोल सकेगा।',
  turnOffReader: 'इसके बाद लॉग इन के समय केवल आपका पासवर्ड पूछा जाएगा।',
  turnOff: 'बंद करें',
  signInAgain: 'इसे बदलने के लिए कोड के साथ फिर से लॉग इन करें।',
  protect:
    'हर बार लॉग इन करते समय ऑथेंटिकेटर ऐप (जैसे Google Authenticator, Microsoft Authenticator या 1Password) के कोड से अपने खाते को सुरक्षित रखें।',
  staffNeed: 'स्टाफ़ खातों को स्टाफ़ क्षेत्र खोलने के लिए इसकी आवश्यकता होती है।',
  starting: 'शुरू हो रहा है...',
  setUp: 'दो-चरणीय सत्यापन सेट करें',
  enrol: {
    invalidFormat: 'आपका ऑथेंटिकेटर ऐप जो 6 अंक दिखा रहा है, वे लिखें।',
    on: { title: 'दो-चरणीय सत्यापन चालू है', description: 'अब से लॉग इन के समय आपके ऑथेंटिकेटर ऐप का कोड पूछा जाएगा।' },
    failed: 'यह कोड काम नहीं किया। अगला कोड आज़माएँ।',
    label: 'दो-चरणीय सत्यापन सेट करें',
    steps: [
      'अपना ऑथेंटिकेटर ऐप खोलें और नया खाता जोड़ें।',
      'यह QR कोड स्कैन करें, या नीचे दी गई कुंजी लिखें।',
      'ऐप जो 6 अंकों का कोड दिखाए, वह लिखें।',
    ],
    qrAlt: 'अपने ऑथेंटिकेटर ऐप में यह खाता जोड़ने का QR कोड',
    key: 'कुंजी: ',
    code: 'आपके ऐप का कोड',
    cancel: 'रद्द करें',
    verifying: 'सत्यापन हो रहा है...',
    turnOn: 'चालू करें',
  },
};
