/**
 * The account-deletion page's words (app/routes/account-delete.tsx), English as before; the Hindi
 * twin below is shown at /hi/account/delete (issue #29).
 */
import { contentFate } from '../../rules/account-deletion.ts';
import { contentFateHi } from '../../rules/account-deletion.hi.ts';
import type { Translation } from '../lib/lang.ts';

export const accountDeleteCopy = {
  metaTitle: 'Delete your account',
  metaDescription: 'Confirm the deletion of your account.',
  title: 'Delete your account',
  checking: 'Checking your link...',
  linkBroken: 'This link does not work.',
  failed: 'The account could not be deleted. Please try again.',
  doneTitle: 'Your account has been deleted',
  doneText: 'Thank you for having been part of our community.',
  home: 'Go to the home page',
  profile: 'Go to your profile',
  confirmTitle: 'Delete your account?',
  confirmText: (email: string) => `The account ${email} and its data.`,
  contentFate,
  whatGoes: 'Your profile, chat history, pictures, sessions and sign-in details are deleted. This cannot be undone.',
  deleting: 'Deleting...',
  delete: 'Delete my account',
  keep: 'Keep my account',
} as const;

export const accountDeleteCopyHi: Translation<typeof accountDeleteCopy> = {
  metaTitle: 'अपना खाता हटाएँ',
  metaDescription: 'अपना खाता हटाने की पुष्टि करें।',
  title: 'अपना खाता हटाएँ',
  checking: 'आपके लिंक की जाँच हो रही है...',
  linkBroken: 'यह लिंक काम नहीं कर रहा है।',
  failed: 'खाता नहीं हटाया जा सका। कृपया फिर प्रयास करें।',
  doneTitle: 'आपका खाता हटा दिया गया है',
  doneText: 'हमारे समुदाय का हिस्सा रहने के लिए धन्यवाद।',
  home: 'मुख पृष्ठ पर जाएँ',
  profile: 'अपनी प्रोफ़ाइल पर जाएँ',
  confirmTitle: 'क्या आप अपना खाता हटाना चाहते हैं?',
  confirmText: (email) => `खाता ${email} और उसका पूरा डेटा।`,
  contentFate: contentFateHi,
  whatGoes: 'आपकी प्रोफ़ाइल, चैट का इतिहास, चित्र, सत्र और लॉग इन का विवरण हटा दिया जाएगा। इसे वापस नहीं लाया जा सकेगा।',
  deleting: 'हटाया जा रहा है...',
  delete: 'मेरा खाता हटाएँ',
  keep: 'मेरा खाता रहने दें',
};
