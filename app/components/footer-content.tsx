import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatAddress, site } from '../../config/site.ts';
import { useChrome } from '../content/chrome-lang.ts';
import { footerColumns, footerTagline, legalLinks } from '../content/navigation.ts';
import { footerColumnsHi, footerTaglineHi, legalLinksHi } from '../content/navigation.hi.ts';
import { useLang } from '../lib/lang.ts';
import { localPath } from '../lib/local-path.ts';
import { SiteLogo } from './site-logo.tsx';

/** The footer's static parts (app/lib/static-html.tsx): the site's own HTML, never hydrated. */

const link = 'rounded-sm text-sm text-indigo-200 transition-colors hover:text-white focus-visible:outline-white';

/** The footer's words and links in the page's language. */
function useFooterCopy() {
  const hindi = useLang() === 'hi';
  const { chromeText } = useChrome();
  return hindi
    ? { hindi, chromeText, tagline: footerTaglineHi, columns: footerColumnsHi, legal: legalLinksHi }
    : { hindi, chromeText, tagline: footerTagline, columns: footerColumns, legal: legalLinks };
}

/** The company's email, phone and address. */
function FooterContact({ hindi }: { hindi: boolean }) {
  return (
    <ul className="mt-6 space-y-2.5 text-sm">
      <li className="flex items-start gap-2.5">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
        <a href={`mailto:${site.email.contact}`} className={link}>
          {site.email.contact}
        </a>
      </li>
      <li className="flex items-start gap-2.5">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
        <a href={site.phoneHref} className={link}>
          {site.phone}
        </a>
      </li>
      <li className="flex items-start gap-2.5 text-indigo-200">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
        {/* The postal address stays as the post writes it (Latin script). */}
        <span lang={hindi ? 'en-IN' : undefined}>{formatAddress()}</span>
      </li>
    </ul>
  );
}

/** Logo, tagline, contact details and the three link columns. */
export function FooterMain() {
  const { hindi, chromeText, tagline, columns } = useFooterCopy();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
      <div className="md:col-span-2">
        <Link
          to={hindi ? '/hi' : '/'}
          className="inline-flex items-center gap-2.5 text-lg font-bold text-white focus-visible:outline-white"
        >
          <SiteLogo />
          {site.name}
        </Link>
        <p className="mt-4 max-w-md text-sm leading-relaxed text-indigo-200">{tagline}</p>
        <FooterContact hindi={hindi} />
      </div>
      <nav aria-label={chromeText.footerNav} className="grid gap-10 sm:grid-cols-3 md:col-span-2 lg:col-span-3">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <LinkList links={column.links} className="mt-4 space-y-3" />
          </div>
        ))}
      </nav>
    </div>
  );
}

/** Privacy, terms and sitemap. */
export function LegalNav() {
  const { chromeText, legal } = useFooterCopy();
  return (
    <nav aria-label={chromeText.legalNav}>
      <LinkList links={legal} className="flex flex-wrap gap-x-6 gap-y-2" />
    </nav>
  );
}

function LinkList({ links, className }: { links: readonly { label: string; href: string }[]; className: string }) {
  const lang = useLang();
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.href}>
          <Link to={localPath(item.href, lang)} className={link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
