// The company's identity in one place. Imported by the React app and by the Node server,
// so this module must stay free of React, DOM and Node-only imports.
// Operators rebrand the site by editing the values below; the server may override `url`
// from the SITE_URL environment variable. The name, legal name, url, locale and logo are in
// site-identity.ts (the part every page's start-up code needs).

import { siteIdentity } from './site-identity.ts';

export type SiteAddress = {
  readonly street: string;
  readonly locality: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly countryCode: string;
};

export type OfficeHours = {
  readonly days: string;
  /** On the 24-hour clock, "HH:MM"; a closed day has neither. */
  readonly opens?: string;
  readonly closes?: string;
  /** As the English pages show it: "9:00 AM-6:00 PM", or "Closed". */
  readonly hours: string;
};

/** A time of day on the 24-hour clock, "HH:MM" ("09:00", "18:00"), in 12-hour parts. */
export function clockParts(time: string): { readonly hour: number; readonly minutes: string; readonly am: boolean } {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number(hours);
  return { hour: hour % 12 || 12, minutes, am: hour < 12 };
}

function clock12(time: string): string {
  const { hour, minutes, am } = clockParts(time);
  return `${hour}:${minutes} ${am ? 'AM' : 'PM'}`;
}

/** The office is open on `days` from `opens` to `closes` ("HH:MM", 24-hour clock). */
function openOn<const Days extends string>(days: Days, opens: string, closes: string) {
  return { days, opens, closes, hours: `${clock12(opens)}-${clock12(closes)}` } as const;
}

function closedOn<const Days extends string>(days: Days) {
  return { days, hours: 'Closed' } as const;
}

export const socialNetworks = ['twitter', 'instagram', 'linkedin', 'facebook'] as const;

export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialProfile = {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly url: string;
};

export type SiteConfig = {
  readonly name: string;
  readonly shortName: string;
  readonly legalName: string;
  readonly tagline: string;
  readonly description: string;
  readonly foundedYear: number;
  readonly url: string;
  readonly locale: string;
  readonly timeZone: string;
  readonly logo: string;
  readonly email: {
    readonly contact: string;
    readonly support: string;
    readonly sales: string;
    readonly careers: string;
    readonly webinars: string;
    readonly privacy: string;
  };
  readonly phone: string;
  readonly phoneHref: string;
  readonly address: SiteAddress;
  readonly officeHours: readonly OfficeHours[];
  readonly supportHours: string;
  readonly twitterHandle: string;
  readonly social: { readonly [N in SocialNetwork]: SocialProfile & { readonly network: N } };
};

export const site = {
  name: siteIdentity.name,
  shortName: 'Aravali',
  legalName: siteIdentity.legalName,
  tagline: 'Intelligent learning for every classroom',
  description:
    'Aravali Learning is an education-technology company from Jaipur, Rajasthan. Since 2018 we have built AI adaptive learning, AR/VR virtual labs, a cloud learning management system and AI teacher assistants for schools, universities and training teams across India.',
  foundedYear: 2018,
  url: siteIdentity.url,
  locale: siteIdentity.locale,
  timeZone: 'Asia/Kolkata',
  logo: siteIdentity.logo,
  email: {
    contact: 'hello@aravalilearning.in',
    support: 'support@aravalilearning.in',
    sales: 'sales@aravalilearning.in',
    careers: 'careers@aravalilearning.in',
    webinars: 'webinars@aravalilearning.in',
    privacy: 'privacy@aravalilearning.in',
  },
  phone: '+91 141 400 5200',
  phoneHref: 'tel:+911414005200',
  address: {
    street: '4th Floor, Aravali Tower, Jawahar Lal Nehru Marg',
    locality: 'Malviya Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302017',
    country: 'India',
    countryCode: 'IN',
  },
  // The Hindi contact page writes these days and times in Hindi (app/routes/_marketing/contact/copy.hi.ts).
  // Marked pure for the bundler: a module-level call otherwise keeps this module, as having side
  // effects, in every page's start-up scripts (1 KB gzip) though they use none of it.
  officeHours: [
    /* @__PURE__ */ openOn('Mon-Fri', '09:00', '18:00'),
    /* @__PURE__ */ openOn('Sat', '10:00', '16:00'),
    /* @__PURE__ */ closedOn('Sun'),
  ],
  supportHours: 'Monday to Friday, 9am-6pm IST',
  twitterHandle: '@aravalilearning',
  social: {
    twitter: { network: 'twitter', label: 'X (Twitter)', url: 'https://x.com/aravalilearning' },
    instagram: {
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/aravalilearning',
    },
    linkedin: {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/aravalilearning',
    },
    facebook: {
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/aravalilearning',
    },
  },
} as const satisfies SiteConfig;

/** The postal address on one line, e.g. for a footer or a contact card. */
export function formatAddress(address: SiteAddress = site.address): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`;
}
