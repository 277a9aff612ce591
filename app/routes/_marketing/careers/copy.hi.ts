import { site } from '#config/site.ts';
import type * as english from './copy.ts';

/** The careers page's words on /hi (copy.ts's shapes; the openings are content entries). */

const careersHero: typeof english.careersHero = {
  headline: 'भारत में अधिगम का भविष्य गढ़ने में हमारा साथ दें',
  description: `जयपुर में शिक्षकों, अभियंताओं, डिज़ाइनरों और लेखकों की हमारी टीम से जुड़ें, जो मानती है कि हर विद्यार्थी को उसके अनुकूल अधिगम मिलना चाहिए। हमारी बनाई तकनीक हर दिन वास्तविक कक्षाओं में उपयोग होती है, और हम चाहेंगे कि आप भी इसका हिस्सा बनें।`,
};

const whyWorkWithUs: typeof english.whyWorkWithUs = [
  {
    title: 'सार्थक प्रभाव',
    description:
      'आपका काम हज़ारों विद्यार्थियों और शिक्षकों तक पहुँचता है। इसका असर आप कक्षाओं के भ्रमण, शिक्षकों की प्रतिपुष्टि और अधिगम डेटा में देखेंगे।',
  },
  {
    title: 'नवाचार सबसे पहले',
    description: 'अनुकूली अधिगम मॉडल, AR/VR और आधुनिक क्लाउड तकनीक पर काम करें, और नए विचार आज़माने के लिए समय व सहयोग पाएँ।',
  },
  {
    title: 'विकास और सीखना',
    description: 'सीखने के लिए वार्षिक बजट, वरिष्ठ साथियों का मार्गदर्शन और विशेषज्ञ या नेतृत्वकर्ता के रूप में आगे बढ़ने के स्पष्ट रास्ते।',
  },
  {
    title: 'लचीलापन',
    description:
      'जयपुर कार्यालय से मिश्रित कार्य व्यवस्था, लचीला कार्य समय और उदार अवकाश, क्योंकि अच्छे काम के लिए तरोताज़ा लोग चाहिए।',
  },
];

const careersLabels: { readonly [K in keyof typeof english.careersLabels]: string } = {
  apply: 'अभी आवेदन करें',
  openApplicationHeading: 'आपके लिए उपयुक्त पद नहीं दिखा?',
  openApplicationText: `प्रतिभाशाली लोगों से सुनकर हमें सदा प्रसन्नता होती है। अपना CV और आप किस पर काम करना चाहेंगे, इसकी छोटी-सी टिप्पणी भेजें, या ${site.email.careers} पर लिखें।`,
  openApplication: 'सामान्य आवेदन भेजें',
};

/** How an opening's job type reads in Hindi (the entry stores the English value). */
const jobTypes: Readonly<Record<english.JobType, string>> = {
  'Full-time': 'पूर्णकालिक',
  'Part-time': 'अंशकालिक',
  Contract: 'अनुबंध',
  Internship: 'इंटर्नशिप',
};

/** The opening card's hidden labels. */
const cardLabels = { department: 'विभाग', location: 'स्थान', type: 'प्रकार' } as const;

export const careersHi = {
  careersHero,
  whyWorkWithUsHeading: 'हमारे साथ क्यों काम करें',
  whyWorkWithUs,
  openingsHeading: 'वर्तमान रिक्त पद',
  careersLabels,
  jobTypes,
  cardLabels,
};
