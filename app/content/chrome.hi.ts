import { siteIdentity as site } from '../../config/site-identity.ts';
import type { ChromeCopy } from './chrome.ts';

/**
 * The chrome's words on the Hindi pages (chrome.ts's `chromeCopy`, same shape). Loaded only by
 * a Hindi page: the server provides it to every render, the browser before it hydrates a Hindi
 * page (entry.client.tsx), so an English page's JavaScript never carries it. Links keep their
 * English paths; the components move them under /hi (pathInLang).
 */
export const chromeHi: ChromeCopy = {
  headerLinks: [
    { label: 'समाधान', href: '/products/ai-learning' },
    { label: 'हमारे बारे में', href: '/' },
    { label: 'ब्लॉग', href: '/blog' },
    { label: 'संपर्क', href: '/contact' },
  ],
  authLinks: {
    login: { label: 'लॉग इन', href: '/login' },
    signup: { label: 'खाता बनाएँ', href: '/signup' },
    profile: { label: 'प्रोफ़ाइल', href: '/profile' },
    admin: { label: 'प्रशासन', href: '/admin' },
  },
  chromeText: {
    trigger: 'खाता मेनू',
    signedInAs: 'इस नाम से लॉग इन:',
    signOut: 'लॉग आउट',
    mobileToggle: 'मेनू',
    search: 'खोजें',
    mainNav: 'मुख्य',
    footerNav: 'पाद',
    legalNav: 'विधिक',
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    languageSwitch: 'यह पृष्ठ अंग्रेज़ी में पढ़ें',
  },
  copyrightText: (year) => `© ${year} ${site.legalName.replace(/\.$/, '')}. सर्वाधिकार सुरक्षित।`,
};
