/**
 * The not-found page's words in each language (issue #29): app/components/not-found.tsx (the
 * catch-all route's page and the root error boundary's 404) shows the Hindi for a path under /hi,
 * the English elsewhere.
 */
import type { Lang } from '#rules/languages.ts';
import type { Translation } from '../lib/lang.ts';

export const notFoundCopy = {
  metaTitle: 'Page not found | Aravali Learning',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLink: 'Return to Home',
} as const;

export const notFoundCopyHi: Translation<typeof notFoundCopy> = {
  metaTitle: 'पृष्ठ नहीं मिला | Aravali Learning',
  code: '404',
  heading: 'क्षमा करें! पृष्ठ नहीं मिला',
  text: 'आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  homeLink: 'मुख पृष्ठ पर लौटें',
};

export const notFoundCopyIn = (lang: Lang) => (lang === 'hi' ? notFoundCopyHi : notFoundCopy);
