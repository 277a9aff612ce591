/** The blog's toasts in Hindi (issue #29), key for key ./blog-notices.ts. */
import type { Translation } from '../../lib/lang.ts';
import type { blogNotices } from './blog-notices.ts';

const later = 'कृपया कुछ देर बाद फिर से प्रयास करें।';

export const blogNoticesHi: Translation<typeof blogNotices> = {
  listFailed: { title: 'ब्लॉग लेख लोड नहीं हो सके', description: later },
  postFailed: { title: 'ब्लॉग लेख लोड नहीं हो सका', description: later },
  notYourPost: { title: 'अनुमति नहीं है', description: 'आप केवल अपने ब्लॉग लेख संपादित कर सकते हैं।' },
  signInToWrite: {
    title: 'लॉग इन आवश्यक है',
    description: 'ब्लॉग लेख लिखने या संपादित करने के लिए आपका लॉग इन होना आवश्यक है।',
  },
  saveFailed: { title: 'ब्लॉग लेख सहेजा नहीं जा सका', description: later },
  created: { title: 'ब्लॉग लेख बन गया', description: 'आपका ब्लॉग लेख सफलतापूर्वक बना दिया गया है।' },
  updated: { title: 'ब्लॉग लेख अद्यतन हो गया', description: 'आपका ब्लॉग लेख सफलतापूर्वक अद्यतन कर दिया गया है।' },
  deleted: { title: 'ब्लॉग लेख हटा दिया गया', description: 'आपका ब्लॉग लेख सफलतापूर्वक हटा दिया गया है।' },
  deleteFailed: { title: 'ब्लॉग लेख हटाया नहीं जा सका', description: later },
  signInToImport: {
    title: 'लॉग इन आवश्यक है',
    description: 'नमूना ब्लॉग लेख जोड़ने के लिए आपका लॉग इन होना आवश्यक है।',
  },
  imported: { title: 'नमूना लेख जोड़ दिए गए', description: 'नमूना ब्लॉग लेख सफलतापूर्वक जोड़ दिए गए हैं।' },
  importFailed: { title: 'नमूना लेख नहीं जुड़ सके', description: 'नमूना ब्लॉग लेख जोड़े नहीं जा सके। कृपया फिर से प्रयास करें।' },
};
