import { navigationIn } from './navigation-structure.ts';

/**
 * The footer's and the sitemap page's links on the Hindi pages: navigation-structure.ts's links
 * in Hindi words (product names stay in Latin script, docs/hindi-glossary.md).
 */
export const {
  footerColumns: footerColumnsHi,
  legalLinks: legalLinksHi,
  sitemapGroups: sitemapGroupsHi,
} = navigationIn({
  pages: {
    home: 'मुखपृष्ठ',
    about: 'हमारे बारे में',
    careers: 'करियर',
    contact: 'संपर्क करें',
    support: 'सहायता केंद्र',
    sitemap: 'साइटमैप',
    blog: 'ब्लॉग',
    writePost: 'ब्लॉग पोस्ट लिखें',
    caseStudies: 'केस स्टडी',
    whitepapers: 'श्वेत पत्र',
    webinars: 'वेबिनार',
    privacy: 'निजता नीति',
    terms: 'सेवा की शर्तें',
    signup: 'खाता बनाएँ',
    login: 'लॉग इन',
    profile: 'प्रोफ़ाइल',
  },
  groups: {
    company: 'कंपनी',
    products: 'उत्पाद',
    resources: 'संसाधन',
    mainPages: 'मुख्य पृष्ठ',
    solutions: 'समाधान',
    account: 'खाता',
    legal: 'विधिक',
    social: 'सोशल मीडिया',
  },
});

export const footerTaglineHi =
  'Aravali Learning जयपुर, राजस्थान की शिक्षा-प्रौद्योगिकी कंपनी है। वर्ष 2018 से हम देश भर के विद्यालयों, विश्वविद्यालयों और प्रशिक्षण दलों के लिए AI Adaptive Learning, AR/VR वर्चुअल प्रयोगशालाएँ, क्लाउड आधारित अधिगम प्रबंधन प्रणाली और शिक्षकों के लिए AI सहायक बना रहे हैं।';
