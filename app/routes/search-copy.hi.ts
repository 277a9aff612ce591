/** The search page's words in Hindi (issue #29), key for key ./search-copy.ts. */
import { searchQueryMaxLength } from '../../rules/site-search.ts';
import type { Translation } from '../lib/lang.ts';
import type { searchPage as en } from './search-copy.ts';

export const searchPage: Translation<typeof en> = {
  metaTitle: (q) => (q ? `खोज: ${q} | Aravali Learning` : 'खोज | Aravali Learning'),
  heading: 'खोजें',
  label: 'पूरी साइट में खोजें',
  placeholder: 'उत्पाद, उत्तर, लेख…',
  submit: 'खोजें',
  resultCount: (count, q) => `“${q}” के लिए ${count} परिणाम`,
  youSearchedFor: (q) => ` (आपने “${q}” खोजा था)`,
  resultsLabel: 'परिणाम',
  messages: {
    tooLong: `कृपया खोज ${searchQueryMaxLength} अक्षरों से कम रखें।`,
    empty: 'साइट में खोजने के लिए एक-दो शब्द लिखें।',
    noResults: 'आपकी खोज से मेल खाता कोई पृष्ठ या लेख नहीं मिला।',
    failed: 'खोज अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर प्रयास करें।',
    rateLimited: 'आपके नेटवर्क से बहुत अधिक खोजें की गई हैं। कृपया एक मिनट रुककर फिर प्रयास करें।',
  },
  kinds: {
    page: 'पृष्ठ',
    faq: 'सामान्य प्रश्न',
    case_study: 'केस स्टडी',
    whitepaper: 'श्वेत पत्र',
    webinar: 'वेबिनार',
    opening: 'रिक्त पद',
    post: 'ब्लॉग लेख',
  },
};
