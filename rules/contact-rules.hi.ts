/**
 * The contact forms' messages in Hindi (issue #29): the same keys as `contactMessages`
 * (./contact-rules.ts), for a form on a `/hi` page and for the server's answer to a message sent
 * from one (`lang: 'hi'`). Written per docs/hindi-glossary.md, not word by word.
 */
import type { ContactMessages } from './contact-rules.ts';

export const contactMessagesHi = {
  required: {
    name: 'कृपया अपना नाम लिखें।',
    email: 'कृपया अपना ईमेल पता लिखें।',
    phone: 'कृपया अपना फ़ोन नंबर लिखें।',
    organization: 'कृपया अपनी संस्था का नाम लिखें।',
    subject: 'कृपया विषय लिखें।',
    message: 'कृपया अपना संदेश लिखें।',
  },
  emailFormat: 'कृपया सही ईमेल पता लिखें, जैसे name@school.edu.in',
  phoneFormat: 'कृपया सही फ़ोन नंबर लिखें (अंक, रिक्त स्थान, +, - और कोष्ठक), या इसे खाली छोड़ दें।',
  tooLong: {
    name: 'कृपया नाम 200 अक्षरों से कम रखें।',
    email: 'कृपया अधिकतम 254 अक्षरों का ईमेल पता लिखें।',
    phone: 'कृपया फ़ोन नंबर 40 अक्षरों से कम रखें।',
    organization: 'कृपया संस्था का नाम 200 अक्षरों से कम रखें।',
    subject: 'कृपया विषय 200 अक्षरों से कम रखें।',
    message: 'कृपया संदेश 5,000 अक्षरों से कम रखें।',
  },
  rateLimited: 'आपके नेटवर्क से बहुत अधिक संदेश आए हैं। कृपया कुछ मिनट बाद फिर प्रयास करें।',
} as const satisfies ContactMessages;
