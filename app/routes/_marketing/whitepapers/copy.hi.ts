import type { Translation } from '#app/lib/lang.ts';
import type { whitepapersPage } from './copy.ts';

/** The whitepapers page's words on /hi (the papers themselves are content entries). */
export const whitepapersPageHi: Translation<typeof whitepapersPage> = {
  heading: 'शिक्षा के नेतृत्वकर्ताओं के लिए शोध और अंतर्दृष्टि',
  intro: 'हमारे अधिगम वैज्ञानिकों, अभियंताओं और साझेदार विद्यालयों की विस्तृत रिपोर्टें: भारत में तकनीक-समर्थित शिक्षा में क्या कारगर है।',
  libraryHeading: 'नवीनतम शोध',
  pagesLabel: 'पृष्ठ',
  downloadLabel: 'PDF डाउनलोड करें',
  customResearch: {
    heading: 'क्या आपके संस्थान के लिए शोध चाहिए?',
    description:
      'हमारी टीम आपके विद्यालयों या विभाग के लिए अधिगम परिणामों, तकनीकी तैयारी या कार्यक्रम के प्रभाव का अध्ययन कर सकती है।',
    buttonLabel: 'विशेष शोध का अनुरोध करें',
  },
};
