/**
 * The /auth/v1 emails in Hindi (issue #29), sent when the link's `redirect_to` is a Hindi page
 * (`/hi/…`): the same facts as auth-mail.ts's English, written for the site's Hindi readers
 * (docs/hindi-glossary.md). The links are auth-mail.ts's own. The reauthentication code, which
 * no link causes, is Hindi for a user whose sign-up recorded `user_metadata.locale = 'hi'`.
 */
import { site } from '../../config/site.ts';
import type { EmailContent } from '../mail/layout.ts';
import { hoursHi } from '../mail/lifetime.ts';
import { tokenLifetimeSeconds } from './one-time-tokens.ts';

/** auth-mail.ts's AuthEmailKind (repeated, not imported: that module imports this one). */
type AuthEmailKind = 'signup' | 'recovery' | 'email_change_new' | 'email_change_current';

export function authContentHi(
  kind: AuthEmailKind,
  url: string,
  detail: { newEmail?: string },
): EmailContent & { subject: string } {
  switch (kind) {
    case 'signup':
      return {
        subject: `अपने ${site.name} खाते की पुष्टि करें`,
        preheader: 'बस एक क्लिक में आपका खाता बन जाएगा।',
        heading: 'अपने ईमेल पते की पुष्टि करें',
        paragraphs: [`${site.name} पर खाता बनाने के लिए धन्यवाद।`, 'अपना खाता सक्रिय करने के लिए अपने ईमेल पते की पुष्टि करें।'],
        action: { label: 'ईमेल पते की पुष्टि करें', url },
        footnote: `यह लिंक केवल एक बार काम करेगा और ${hoursHi(tokenLifetimeSeconds.confirmation_token)} बाद समाप्त हो जाएगा। यदि आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।`,
      };
    case 'recovery':
      return {
        subject: `अपना ${site.name} पासवर्ड दोबारा सेट करें`,
        preheader: 'नया पासवर्ड चुनने का लिंक।',
        heading: 'अपना पासवर्ड दोबारा सेट करें',
        paragraphs: ['आपके खाते का पासवर्ड दोबारा सेट करने का अनुरोध किया गया है (आशा है, आपने ही किया है)।'],
        action: { label: 'नया पासवर्ड चुनें', url },
        footnote: `यह लिंक केवल एक बार काम करेगा और ${hoursHi(tokenLifetimeSeconds.recovery_token)} बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।`,
      };
    case 'email_change_new':
      return {
        subject: `${site.name} के लिए अपने नए ईमेल पते की पुष्टि करें`,
        preheader: 'ईमेल पता बदलने का काम पूरा करने के लिए इस पते की पुष्टि करें।',
        heading: 'अपने नए ईमेल पते की पुष्टि करें',
        paragraphs: [`पुष्टि करें कि आप अपने ${site.name} खाते के लिए यही पता उपयोग करना चाहते हैं।`],
        action: { label: 'नए पते की पुष्टि करें', url },
        footnote: `यह लिंक केवल एक बार काम करेगा और ${hoursHi(tokenLifetimeSeconds.email_change_token_new)} बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।`,
      };
    case 'email_change_current':
      return {
        subject: `अपने ${site.name} ईमेल पते में बदलाव की पुष्टि करें`,
        preheader: 'आपके खाते का ईमेल पता बदलने का अनुरोध किया गया है।',
        heading: 'ईमेल पते में बदलाव की पुष्टि करें',
        paragraphs: [
          `आपके ${site.name} खाते का ईमेल पता बदलकर ${detail.newEmail ?? 'एक नया पता'} करने का अनुरोध किया गया है।`,
          'यह बदलाव तभी होगा जब दोनों पतों से इसकी पुष्टि हो जाएगी।',
        ],
        action: { label: 'बदलाव की पुष्टि करें', url },
        footnote: 'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें और अपना पासवर्ड बदलने पर विचार करें।',
      };
  }
}

/** The code email of GET /auth/v1/reauthenticate (auth-mail.ts `queueReauthenticationEmail`) in Hindi. */
export function reauthenticationContentHi(
  code: string,
  lifetimeSeconds: number,
): Omit<EmailContent, 'action'> & { subject: string } {
  return {
    subject: `आपका ${site.name} पुष्टि कोड`,
    preheader: `आपके ${site.name} खाते में बदलाव की पुष्टि के लिए आपका कोड।`,
    heading: 'पुष्टि करें कि यह आप ही हैं',
    paragraphs: [`अपने ${site.name} खाते में किसी बदलाव, जैसे नए पासवर्ड, की पुष्टि के लिए यह कोड दर्ज करें।`],
    code,
    footnote: `यह कोड केवल एक बार काम करेगा और ${hoursHi(lifetimeSeconds)} बाद समाप्त हो जाएगा। यदि आपने इसका अनुरोध नहीं किया है, तो अपना पासवर्ड बदल लें।`,
  };
}
