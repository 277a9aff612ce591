import { useSyncExternalStore } from 'react';
import { useChrome } from '../content/chrome-lang.ts';
import { buildYear } from '../lib/build-info.ts';
import { StaticHtml, staticContent } from '../lib/static-html.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const content = () => import('./footer-content.tsx');
const FooterMain = staticContent(content, 'FooterMain');
const LegalNav = staticContent(content, 'LegalNav');

const noSubscription = () => () => {};

/**
 * The current year. Prerendered and server-rendered HTML carry the build's year (the same value
 * the browser uses while hydrating, so hydration never mismatches); right after hydration the
 * browser's own clock takes over, so a page built last December still says this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

function Copyright() {
  const year = useCurrentYear();
  const { copyrightText } = useChrome();
  return <p className="text-sm text-indigo-200">{copyrightText(year)}</p>;
}

/**
 * The site footer. Only the copyright line is hydrated (its year follows the browser's clock);
 * the rest is static HTML, whose links navigate client-side (app/lib/static-html.tsx).
 */
export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-indigo-100">
      <StaticHtml content={FooterMain} />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <Copyright />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <StaticHtml content={LegalNav} />
            <LanguageSwitch className="rounded-sm text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-white" />
          </div>
        </div>
      </div>
    </footer>
  );
}
