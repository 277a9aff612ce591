import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { siteIdentity as site } from '../../config/site-identity.ts';
import { localPath } from '../lib/local-path.ts';
import { useChrome } from '../content/chrome-lang.ts';
import { useLang } from '../lib/lang.ts';
import { deferred } from '../lib/static-html.tsx';
import { navLink } from './header/styles.ts';
import { onEarlySearchShortcut } from './search/shortcut.ts';
import { useScrolled } from './header/use-scrolled.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteLogo } from './site-logo.tsx';

/**
 * The menu button's code (and the panel's) loads at the first touch, focus or press of it (the
 * press is held and replayed), not on idle (ADR 025).
 */
const MobileMenu = deferred(() => import('./header/mobile-menu.tsx').then((m) => m.MobileMenu), {
  when: 'interaction',
});
/**
 * "Search": a link to /search until its code has loaded, then the button that opens the search
 * dialog (ADR 027). The code loads at the first touch, focus or press of it (the press is held and
 * opens the dialog) or at Ctrl+K anywhere (shortcut.ts), not on idle (ADR 025).
 */
const SearchControl = deferred(() => import('./search/search-control.tsx').then((m) => m.SearchControl), {
  when: 'interaction',
  startOn: onEarlySearchShortcut,
});

/** The spec's scroll threshold: the header turns white with a shadow past it. */
export const headerScrollThreshold = 10;

/**
 * The sticky site header. At the top of the page it is transparent, so it blends with the
 * hero (whose text colours keep AA contrast on both); once the page is scrolled more than
 * 10 px it is white with a shadow. Only colours change, so nothing ever shifts. `account` is the
 * account area (Login and Sign Up, or the avatar menu), which the root layout loads after the page.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const scrolled = useScrolled(headerScrollThreshold);
  const lang = useLang();
  const { chromeText, headerLinks } = useChrome();
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-white shadow-md shadow-slate-900/5' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to={localPath('/', lang)}
          className="flex items-center gap-2 rounded-md text-base font-bold tracking-tight whitespace-nowrap text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 sm:gap-2.5 sm:text-lg"
        >
          <SiteLogo />
          {site.name}
        </Link>
        <nav aria-label={chromeText.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <NavLink to={localPath(link.href, lang)} end={link.href === '/'} className={navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:ml-auto">
          {/* Short and narrower on a phone, so the logo, the switch, Search and the menu fit in 360 px. */}
          <LanguageSwitch className={`${navLink} max-sm:px-2`} compact />
          <SearchControl />
        </div>
        {account}
        <MobileMenu />
      </div>
    </header>
  );
}
