import { ContactForm } from '../../components/marketing/forms/contact-form.tsx';
import {
  ContactLine,
  HoursTable,
  contactIcons,
  contactLinkClass,
} from '../../components/marketing/contact-details.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { Section } from '../../components/marketing/section.tsx';
import { contactPage } from '../../content/contact.ts';
import { staticRoute } from '../../lib/static-route.ts';
import { contactSeo } from '../../content/seo/contact.ts';

const crumbs = pageTrail('/contact', contactPage.eyebrow);

export const meta = () => marketingMeta(contactSeo, crumbs);

function ContactAside() {
  const { details } = contactPage;
  return (
    <aside aria-label={details.heading} className="space-y-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{details.heading}</h2>
        <dl className="mt-5 space-y-5">
          <ContactLine icon={contactIcons.email} label={details.emailLabel}>
            <a className={contactLinkClass} href={`mailto:${details.email}`}>
              {details.email}
            </a>
          </ContactLine>
          <ContactLine icon={contactIcons.email} label={details.salesLabel}>
            <a className={contactLinkClass} href={`mailto:${details.salesEmail}`}>
              {details.salesEmail}
            </a>
          </ContactLine>
          <ContactLine icon={contactIcons.phone} label={details.phoneLabel}>
            <a className={contactLinkClass} href={details.phoneHref}>
              {details.phone}
            </a>
          </ContactLine>
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

export default staticRoute(function Page() {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={contactPage.eyebrow}
        title={contactPage.heading}
        description={contactPage.intro}
      />
      <Section tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <ContactAside />
        </div>
      </Section>
    </>
  );
});
