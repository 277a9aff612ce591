import { clockParts, site } from '#config/site.ts';
import type { contactPage } from './copy.ts';

const daysHi: { readonly [D in (typeof site.officeHours)[number]['days']]: string } = {
  'Mon-Fri': 'सोम–शुक्र',
  Sat: 'शनि',
  Sun: 'रवि',
};

/** "09:00" → "प्रातः 9:00", "16:00" → "सायं 4:00". */
function clockHi(time: string): string {
  const { hour, minutes, am } = clockParts(time);
  return `${am ? 'प्रातः' : 'सायं'} ${hour}:${minutes}`;
}

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
  /** site.officeHours, its days and hours in Hindi. */
  officeHours: site.officeHours.map((row) => ({
    ...row,
    days: daysHi[row.days],
    hours: 'opens' in row ? `${clockHi(row.opens)} – ${clockHi(row.closes)}` : 'अवकाश',
  })),
};
