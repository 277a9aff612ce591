import { site } from '#config/site.ts';
import type { contactPage } from './copy.ts';

/** The contact page's words on /hi (copy.ts's `contactPage`; the form's words are the contact feature's). */
export const contactPageHi: {
  readonly heading: string;
  readonly intro: string;
  readonly details: { readonly [K in keyof typeof contactPage.details]: string };
  readonly hoursHeading: string;
  readonly hoursNote: string;
  readonly officeHours: readonly { readonly days: string; readonly hours: string }[];
} = {
  heading: 'आइए, आपके अधिगम लक्ष्यों पर बात करें',
  intro:
    'चाहे आप एक विद्यालय चलाते हों, एक विश्वविद्यालय या कोई राज्य स्तरीय कार्यक्रम, हमारी टीम उपयुक्त समाधान खोजने में आपकी सहायता करेगी। हमें संदेश भेजें, हम एक कार्य दिवस में उत्तर देंगे।',
  details: {
    heading: 'संपर्क विवरण',
    emailLabel: 'ईमेल',
    email: site.email.contact,
    salesLabel: 'बिक्री टीम',
    salesEmail: site.email.sales,
    phoneLabel: 'फ़ोन',
    phone: site.phone,
    phoneHref: site.phoneHref,
    addressLabel: 'कार्यालय',
    address: 'चौथी मंज़िल, अरावली टॉवर, जवाहर लाल नेहरू मार्ग, मालवीय नगर, जयपुर, राजस्थान 302017, भारत',
  },
  hoursHeading: 'कार्यालय समय',
  hoursNote: 'सभी समय भारतीय मानक समय (IST) में हैं।',
  officeHours: [
    { days: 'सोम–शुक्र', hours: 'प्रातः 9:00 – सायं 6:00' },
    { days: 'शनि', hours: 'प्रातः 10:00 – सायं 4:00' },
    { days: 'रवि', hours: 'अवकाश' },
  ],
};
