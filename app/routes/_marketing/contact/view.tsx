import {
  ContactLine,
  EmailLine,
  HoursTable,
  PhoneLine,
  contactIcons,
} from '#app/components/marketing/contact-details.tsx';
import { heroOf } from '#app/components/marketing/page-hero.tsx';
import { contactPage as english } from './copy.ts';
import { contactPageHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, contactPageHi);

/** The contact page's static parts (app/lib/static-html.tsx); the form is hydrated by the route. */

export const Hero = heroOf(useCopy);

export function ContactAside() {
  const contactPage = useCopy();
  const { details } = contactPage;
  return (
    <aside aria-label={details.heading} className="space-y-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{details.heading}</h2>
        <dl className="mt-5 space-y-5">
          <EmailLine label={details.emailLabel} email={details.email} />
          <EmailLine label={details.salesLabel} email={details.salesEmail} />
          <PhoneLine label={details.phoneLabel} phone={details.phone} href={details.phoneHref} />
          <ContactLine icon={contactIcons.address} label={details.addressLabel}>
            <address className="not-italic">{details.address}</address>
          </ContactLine>
        </dl>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span className="text-teal-700 [&_svg]:size-5">{contactIcons.hours}</span>
          {contactPage.hoursHeading}
        </h2>
        <div className="mt-3">
          <HoursTable hours={contactPage.officeHours} note={contactPage.hoursNote} />
        </div>
      </div>
    </aside>
  );
}
