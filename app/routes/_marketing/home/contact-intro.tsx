import { Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress, site } from '#config/site.ts';
import { useHomeCopy } from './use-copy.ts';
import { useLang } from '#app/lib/lang.ts';
import { SectionHeading } from './section-heading.tsx';

const detail = 'flex items-start gap-3 text-slate-700';
const icon = 'mt-0.5 size-5 shrink-0 text-teal-700';

/** The contact section's heading, intro and the company's email, phone and address (static HTML). */
export function ContactIntro() {
  const { contactSection } = useHomeCopy();
  return (
    <>
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
          <span lang={useLang() === 'hi' ? 'en-IN' : undefined}>{formatAddress()}</span>
        </li>
      </ul>
    </>
  );
}
