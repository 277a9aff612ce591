import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OfficeHours } from '#config/site.ts';

/** One labelled contact line with an icon (address, phone, email...). */
export function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-sm font-semibold text-slate-900">
        <span className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** A contact line whose value is a link (`mailto:`, `tel:`). */
function ContactLinkLine({ icon, label, href, text }: { icon: ReactNode; label: string; href: string; text: string }) {
  return (
    <ContactLine icon={icon} label={label}>
      <a className={contactLinkClass} href={href}>
        {text}
      </a>
    </ContactLine>
  );
}

/** A contact line of an email address, linked to write to it. */
export function EmailLine({ label, email }: { label: string; email: string }) {
  return <ContactLinkLine icon={contactIcons.email} label={label} href={`mailto:${email}`} text={email} />;
}

/** A contact line of a phone number as written, linked to call it (`href`, a `tel:` link). */
export function PhoneLine({ label, phone, href }: { label: string; phone: string; href: string }) {
  return <ContactLinkLine icon={contactIcons.phone} label={label} href={href} text={phone} />;
}

export const contactIcons = {
  email: <Mail aria-hidden="true" />,
  phone: <Phone aria-hidden="true" />,
  address: <MapPin aria-hidden="true" />,
  hours: <Clock aria-hidden="true" />,
} as const;

export const contactLinkClass = 'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** Opening hours as a definition list: days on the left, hours on the right. */
export function HoursTable({ hours, note }: { hours: readonly OfficeHours[]; note?: string }) {
  return (
    <>
      <dl className="divide-y divide-slate-200">
        {hours.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2.5">
            <dt className="font-medium text-slate-900">{row.days}</dt>
            <dd className="text-right text-slate-700">{row.hours}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-3 text-sm text-slate-600">{note}</p> : null}
    </>
  );
}
