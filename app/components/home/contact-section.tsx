import { Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress, site } from '../../../config/site.ts';
import { contactSection } from '../../content/home.ts';
import { HomeContactForm } from './contact-form.tsx';
import { containerClass, SectionHeading, sectionClass } from './section-heading.tsx';

const detail = 'flex items-start gap-3 text-slate-700';
const icon = 'mt-0.5 size-5 shrink-0 text-teal-700';

export function ContactSection() {
  return (
    <section id={contactSection.id} aria-labelledby="contact-heading" className={`${sectionClass} bg-slate-50`}>
      <div className={`${containerClass} grid gap-12 lg:grid-cols-5 lg:gap-16`}>
        <div className="lg:col-span-2">
          <SectionHeading
            id="contact-heading"
            eyebrow={contactSection.eyebrow}
            title={contactSection.heading}
            intro={contactSection.intro}
          />
          <ul className="mt-10 space-y-4">
            <li className={detail}>
              <Mail aria-hidden="true" className={icon} />
              <a href={`mailto:${site.email.contact}`} className="font-medium text-brand-700 hover:underline">
                {site.email.contact}
              </a>
            </li>
            <li className={detail}>
              <Phone aria-hidden="true" className={icon} />
              <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
                {site.phone}
              </a>
            </li>
            <li className={detail}>
              <MapPin aria-hidden="true" className={icon} />
              <span>{formatAddress()}</span>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <HomeContactForm />
        </div>
      </div>
    </section>
  );
}
