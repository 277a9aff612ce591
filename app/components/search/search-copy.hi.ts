import type { SearchDialogCopy } from './search-copy.ts';

/** The search dialog's words on the Hindi pages (search-copy.ts's shape), loaded only there. */
export const searchDialogCopy: SearchDialogCopy = {
  title: 'वेबसाइट में खोजें',
  close: 'खोज बंद करें',
  label: 'खोजें',
  placeholder: 'उत्पाद, उत्तर, पोस्ट…',
  searching: 'खोज जारी है…',
  noResults: 'कोई परिणाम नहीं मिला। कोई दूसरा शब्द आज़माएँ।',
  found: (count, corrected) =>
    `${corrected ? `“${corrected}” के लिए ` : ''}${count} परिणाम। खोलने के लिए तीर कुंजियों और एंटर का उपयोग करें।`,
  failed: 'खोज अभी नहीं हो सकी। कृपया फिर से प्रयास करें।',
  results: 'परिणाम',
  seeAll: 'खोज पृष्ठ पर सभी परिणाम देखें',
  kinds: {
    page: 'पृष्ठ',
    faq: 'प्रश्नोत्तर',
    case_study: 'केस स्टडी',
    whitepaper: 'श्वेत पत्र',
    webinar: 'वेबिनार',
    opening: 'रिक्त पद',
    post: 'ब्लॉग पोस्ट',
  },
};
