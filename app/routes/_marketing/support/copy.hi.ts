import { site } from '#config/site.ts';
import type * as english from './copy.ts';

/** The support hours as the Hindi pages write them (site.supportHours: Monday to Friday, 9am-6pm IST). */
const supportHours = 'सोमवार से शुक्रवार, प्रातः 9 से सायं 6 बजे (IST)';

const supportPage: {
  readonly heading: string;
  readonly intro: string;
  readonly contact: { readonly [K in keyof typeof english.supportPage.contact]: string };
} = {
  heading: 'हम आपकी क्या सहायता कर सकते हैं?',
  intro:
    'उत्तर खोजें, चरणबद्ध ट्यूटोरियल से सीखें या हमारी सहायता टीम से बात करें। हम विद्यार्थियों, शिक्षकों और प्रशासकों, सभी के लिए उपलब्ध हैं।',
  contact: {
    heading: 'सहायता टीम से संपर्क',
    hoursLabel: 'सहायता का समय',
    hours: supportHours,
    phoneLabel: 'फ़ोन',
    phone: site.phone,
    phoneHref: site.phoneHref,
    emailLabel: 'ईमेल',
    email: site.email.support,
  },
};

const supportCards: typeof english.supportCards = [
  {
    title: 'सहायता केंद्र',
    description: 'विद्यालयों के सबसे अधिक पूछे जाने वाले प्रश्नों के त्वरित उत्तर, उपकरणों और प्रशिक्षण से लेकर डेटा सुरक्षा तक।',
    buttonLabel: 'उत्तर देखें',
    href: '#faq',
    icon: 'book',
  },
  {
    title: 'वीडियो ट्यूटोरियल',
    description: 'रिकॉर्ड किए गए सत्र, जो शिक्षकों और प्रशासकों को हर उत्पाद स्थापित करना और उपयोग करना सिखाते हैं।',
    buttonLabel: 'ट्यूटोरियल देखें',
    href: '/webinars#past-webinars',
    icon: 'video',
  },
  {
    title: 'लाइव सहायता',
    description: `किसी भी तात्कालिक सहायता के लिए ${supportHours} हमारी सहायता टीम को फ़ोन करें, ईमेल करें या संदेश भेजें।`,
    buttonLabel: 'सहायता टीम से संपर्क करें',
    href: '#support-contact',
    icon: 'chat',
  },
];

export const supportHi = { supportPage, supportCards, faqHeading: 'अक्सर पूछे जाने वाले प्रश्न' };
