import type { Translation } from '#app/lib/lang.ts';
import { caseStudiesPage } from './copy.ts';

/** The case studies page's words on /hi (the studies themselves are content entries; the links' targets are copy.ts's). */
export const caseStudiesPageHi: Translation<typeof caseStudiesPage> = {
  heading: 'वास्तविक कक्षाओं के वास्तविक परिणाम',
  intro:
    'देखें कि राजस्थान के विद्यालय, महाविद्यालय और शिक्षा विभाग हमारे प्लेटफ़ॉर्म से अधिगम परिणाम कैसे सुधार रहे हैं और शिक्षकों का समय कैसे बचा रहे हैं।',
  outcomesLabel: 'मुख्य परिणाम',
  readMoreLabel: 'पूरी केस स्टडी पढ़ें',
  closingHeading: 'क्या आप अपनी सफलता की कहानी लिखने के लिए तैयार हैं?',
  closingText: 'अपने संस्थान में पायलट के लिए हमारी टीम से बात करें, या हमारे समाधान देखें और जानें कि आपके लिए क्या उपयुक्त है।',
  contactCta: { ...caseStudiesPage.contactCta, label: 'बिक्री टीम से संपर्क करें' },
  solutionsCta: { ...caseStudiesPage.solutionsCta, label: 'समाधान देखें' },
};
