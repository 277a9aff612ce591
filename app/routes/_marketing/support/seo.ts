import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const supportSeo = {
  path: '/support',
  crumb: 'Support Center',
  title: 'Support Center',
  description:
    'Answers to common questions, video tutorials and help from our support team, Monday to Friday 9am-6pm IST, by phone, email or message.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const supportSeoHi = {
  crumb: 'सहायता केंद्र',
  title: 'सहायता केंद्र',
  description:
    'सामान्य प्रश्नों के उत्तर, वीडियो ट्यूटोरियल और हमारी सहायता टीम की मदद, सोमवार से शुक्रवार प्रातः 9 से सायं 6 बजे (IST) तक, फ़ोन, ईमेल या संदेश द्वारा।',
} as const satisfies HindiSeo;
