/**
 * The account-deletion confirmation email in Hindi (issue #29, ADR 044): the same facts as the
 * English in account-deletion.ts, for a user whose sign-up recorded `user_metadata.locale = 'hi'`
 * (docs/hindi-glossary.md).
 */
import { site } from '../../config/site.ts';
import { contentFateHi } from '../../rules/account-deletion.hi.ts';
import type { EmailContent } from '../mail/layout.ts';
import { hoursHi } from '../mail/lifetime.ts';

/** `lifetimeSeconds`: how long the link works (account-deletion.ts's `deletionLinkLifetimeSeconds`). */
export function deletionEmailHi(
  email: string,
  keepContent: boolean,
  url: string,
  lifetimeSeconds: number,
): EmailContent & { subject: string } {
  return {
    subject: `अपना ${site.name} खाता हटाने की पुष्टि करें`,
    preheader: 'पुष्टि करें कि आप अपना खाता हटाना चाहते हैं।',
    heading: 'क्या आप अपना खाता हटाना चाहते हैं?',
    paragraphs: [
      `आपका ${site.name} खाता ${email} हटाने का अनुरोध किया गया है (आशा है, आपने ही किया है)।`,
      `${contentFateHi(keepContent)} आपकी प्रोफ़ाइल, चैट का इतिहास, अपलोड किए गए चित्र और लॉग इन का विवरण हटा दिया जाएगा। इसे वापस नहीं लाया जा सकेगा।`,
      'यह लिंक एक पृष्ठ खोलता है, जहाँ आप खाता हटाने की पुष्टि करते हैं।',
    ],
    action: { label: 'देखें और मेरा खाता हटाएँ', url },
    footnote: `यह लिंक केवल एक बार काम करेगा और ${hoursHi(lifetimeSeconds)} बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका खाता पहले जैसा ही रहेगा।`,
  };
}
