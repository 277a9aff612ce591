/**
 * The root error boundary's words for anything but a 404 (which is the not-found page,
 * not-found-copy.ts), in each language (issue #29): Hindi for a path under /hi.
 */
import type { Lang } from '#rules/languages.ts';
import type { Translation } from '../lib/lang.ts';

export const errorCopy = {
  heading: 'Something went wrong',
  serverError: 'An unexpected error occurred. Please try again in a moment.',
  requestError: 'This request could not be completed.',
  homeLink: 'Return to Home',
} as const;

export const errorCopyHi: Translation<typeof errorCopy> = {
  heading: 'क्षमा करें, कोई त्रुटि हुई',
  serverError: 'एक अप्रत्याशित त्रुटि हुई है। कृपया कुछ देर बाद फिर से प्रयास करें।',
  requestError: 'यह अनुरोध पूरा नहीं किया जा सका।',
  homeLink: 'मुख पृष्ठ पर लौटें',
};

export const errorCopyIn = (lang: Lang) => (lang === 'hi' ? errorCopyHi : errorCopy);
