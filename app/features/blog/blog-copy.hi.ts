/** The blog's reader chrome in Hindi (issue #29), key for key ./blog-copy.ts; dates are shown in hi-IN. */
import { site } from '#config/site.ts';
import type { BlogCategory } from '#rules/blog-categories.ts';
import type { Translation } from '../../lib/lang.ts';
import type { blogCopy } from './blog-copy.ts';
import type { allCategories } from './filter-posts.ts';

const categoryLabels: Readonly<Record<BlogCategory | typeof allCategories, string>> = {
  'All Categories': 'सभी श्रेणियाँ',
  'AI in Education': 'शिक्षा में AI',
  'AR/VR': 'AR/VR',
  'Digital Inclusion': 'डिजिटल समावेशन',
  'EdTech Analytics': 'शिक्षा-प्रौद्योगिकी विश्लेषण',
  'Learning Design': 'अधिगम डिज़ाइन',
  'Future Skills': 'भविष्य के कौशल',
};

export const blogCopyHi: Translation<typeof blogCopy> = {
  metaTitle: 'ब्लॉग',
  metaDescription:
    'शिक्षा में AI, AR/VR प्रयोगशालाओं, डिजिटल समावेशन, शिक्षा-प्रौद्योगिकी विश्लेषण, अधिगम डिज़ाइन और भविष्य के कौशल पर शिक्षकों और हमारी टीम के लेख।',
  heading: 'ब्लॉग',
  intro: 'प्रौद्योगिकी के साथ शिक्षण और अधिगम पर विचार और व्यावहारिक मार्गदर्शिकाएँ, हमारी टीम और हमारे समुदाय की ओर से।',
  createPost: 'नया लेख लिखें',
  articles: 'लेख',
  emptyTitle: 'कोई लेख नहीं मिला',
  emptyText: 'अपनी खोज या श्रेणी बदलकर देखें',
  searchLabel: 'लेख खोजें',
  searchPlaceholder: 'लेख खोजें...',
  searchSubmit: 'खोजें',
  categoryGroup: 'श्रेणी के अनुसार छाँटें',
  categoryLabels,
  pagination: 'पृष्ठ',
  previous: 'पिछला',
  next: 'अगला',
  pageLabel: (page) => `पृष्ठ ${page}`,
  readMore: 'आगे पढ़ें',
  readMoreLabel: (title) => `आगे पढ़ें: ${title}`,
  draft: 'प्रारूप',
  backToBlog: 'ब्लॉग पर वापस जाएँ',
  aboutAuthor: 'लेखक के बारे में',
  authorBio: (name) => `${name} प्रौद्योगिकी के साथ शिक्षण और अधिगम पर ${site.name} के सामुदायिक ब्लॉग के लिए लिखते हैं।`,
  share: 'यह लेख साझा करें:',
  shareOn: { x: 'X पर साझा करें', linkedin: 'LinkedIn पर साझा करें', facebook: 'Facebook पर साझा करें' },
  notFoundTitle: 'ब्लॉग लेख नहीं मिला',
  notFoundText: 'आप जो ब्लॉग लेख खोज रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।',
  loadingPost: 'लेख लोड हो रहा है',
  edit: 'संपादित करें',
  delete: 'हटाएँ',
  deleting: 'हटाया जा रहा है...',
  deleteConfirmation: 'क्या आप यह ब्लॉग लेख हटाना चाहते हैं? इसे वापस नहीं लाया जा सकेगा।',
  importSamples: 'नमूना लेख जोड़ें',
  importing: 'जोड़े जा रहे हैं...',
};
