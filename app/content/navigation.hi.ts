import { site, socialNetworks } from '../../config/site.ts';
import type { NavGroup, NavLink } from './chrome.ts';
import { productCatalog } from './product-catalog.ts';

/**
 * The footer's and the sitemap page's links on the Hindi pages (navigation.ts's shape). Product
 * names stay in Latin script (docs/hindi-glossary.md); hrefs are the English paths, which the
 * views move under /hi (app/lib/local-path.ts).
 */

const productLinks: readonly NavLink[] = productCatalog.map((product) => ({
  label: product.name,
  href: product.href,
}));

const page = {
  home: { label: 'मुखपृष्ठ', href: '/' },
  about: { label: 'हमारे बारे में', href: '/#about' },
  careers: { label: 'करियर', href: '/careers' },
  contact: { label: 'संपर्क करें', href: '/contact' },
  support: { label: 'सहायता केंद्र', href: '/support' },
  sitemap: { label: 'साइटमैप', href: '/sitemap' },
  blog: { label: 'ब्लॉग', href: '/blog' },
  writePost: { label: 'ब्लॉग पोस्ट लिखें', href: '/blog/create' },
  caseStudies: { label: 'केस स्टडी', href: '/case-studies' },
  whitepapers: { label: 'श्वेत पत्र', href: '/whitepapers' },
  webinars: { label: 'वेबिनार', href: '/webinars' },
  privacy: { label: 'निजता नीति', href: '/privacy' },
  terms: { label: 'सेवा की शर्तें', href: '/terms' },
  signup: { label: 'खाता बनाएँ', href: '/signup' },
  login: { label: 'लॉग इन', href: '/login' },
  profile: { label: 'प्रोफ़ाइल', href: '/profile' },
} as const satisfies Record<string, NavLink>;

const resourceLinks: readonly NavLink[] = [page.blog, page.caseStudies, page.whitepapers, page.webinars];

export const footerColumnsHi: readonly NavGroup[] = [
  { title: 'कंपनी', links: [page.about, page.careers, page.contact, page.support] },
  { title: 'उत्पाद', links: productLinks },
  { title: 'संसाधन', links: resourceLinks },
];

export const legalLinksHi: readonly NavLink[] = [page.privacy, page.terms, page.sitemap];

export const footerTaglineHi =
  'Aravali Learning जयपुर, राजस्थान की शिक्षा-प्रौद्योगिकी कंपनी है। वर्ष 2018 से हम देश भर के विद्यालयों, विश्वविद्यालयों और प्रशिक्षण दलों के लिए AI Adaptive Learning, AR/VR वर्चुअल प्रयोगशालाएँ, क्लाउड आधारित अधिगम प्रबंधन प्रणाली और शिक्षकों के लिए AI सहायक बना रहे हैं।';

/** The sitemap page's groups (navigation.ts's `sitemapGroups`, same order). */
export const sitemapGroupsHi: readonly NavGroup[] = [
  { title: 'मुख्य पृष्ठ', links: [page.home, page.contact, page.careers, page.support, page.sitemap] },
  { title: 'समाधान', links: productLinks },
  { title: 'संसाधन', links: [...resourceLinks, page.writePost] },
  { title: 'खाता', links: [page.signup, page.login, page.profile] },
  { title: 'विधिक', links: [page.privacy, page.terms] },
  {
    title: 'सोशल मीडिया',
    links: socialNetworks.map((network) => ({ label: site.social[network].label, href: `/social/${network}` })),
  },
];
