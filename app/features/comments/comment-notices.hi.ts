/** The comments' toasts in Hindi (issue #29), key for key ./comment-notices.ts. */
import type { Translation } from '../../lib/lang.ts';
import { reportReasonMaxLength, type commentNotices } from './comment-notices.ts';

const later = 'कृपया कुछ देर बाद फिर से प्रयास करें।';

export const commentNoticesHi: Translation<typeof commentNotices> = {
  loadFailed: { title: 'टिप्पणियाँ लोड नहीं हो सकीं', description: later },
  signInToComment: { title: 'लॉग इन आवश्यक है', description: 'टिप्पणी लिखने के लिए आपका लॉग इन होना आवश्यक है।' },
  postFailed: { title: 'टिप्पणी भेजी नहीं जा सकी', description: later },
  added: { title: 'टिप्पणी जुड़ गई', description: 'आपकी टिप्पणी सफलतापूर्वक जोड़ दी गई है।' },
  deleted: { title: 'टिप्पणी हटा दी गई', description: 'आपकी टिप्पणी हटा दी गई है।' },
  deleteFailed: { title: 'टिप्पणी हटाई नहीं जा सकी', description: later },
  empty: { title: 'टिप्पणी खाली नहीं हो सकती', description: 'कृपया टिप्पणी लिखें।' },
  reportTooLong: {
    title: 'शिकायत नहीं भेजी गई',
    description: `कारण में अधिकतम ${reportReasonMaxLength} अक्षर हो सकते हैं।`,
  },
  alreadyReported: { title: 'शिकायत पहले ही भेजी जा चुकी है', description: 'आप इस टिप्पणी की शिकायत पहले ही कर चुके हैं।' },
  reportFailed: { title: 'शिकायत नहीं भेजी गई', description: 'टिप्पणी की शिकायत नहीं भेजी जा सकी। कृपया फिर से प्रयास करें।' },
  reported: { title: 'शिकायत भेज दी गई', description: 'धन्यवाद। मॉडरेटर इसकी समीक्षा करेंगे।' },
};
