import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from 'react-router';
import { LanguageOffer } from './components/language-offer.tsx';
import { OrganizationJsonLd } from './components/organization-json-ld.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { visitHasAccount, whenChromePartWanted } from './lib/chrome-parts.ts';
import { useChrome } from './content/chrome-lang.ts';
import { useLang } from './lib/lang.ts';
import { deferred } from './lib/static-html.tsx';
import { languageTag } from '../rules/languages.ts';
import { whenIdle } from './lib/when-idle.ts';
import { hydratedMark, inlinedStylesheetAttribute } from '../rules/html-page.ts';
import { publicEnvPlaceholder } from '../config/public-env.ts';
import stylesheet from './styles/app.css?url';
import devanagariFont from './styles/fonts/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * On a prerendered page the server has put the stylesheet itself into the head (a `<style>` named
 * by `inlinedStylesheetAttribute`, server/site/prerendered.ts). The browser then leaves the link
 * out: React hydrates the head by matching elements, skips the unmatched `<style>` and keeps it,
 * so client-side navigation still has the styles. Server rendering always links the stylesheet.
 */
function stylesheetIsInlined(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.head.querySelector(`style[${inlinedStylesheetAttribute}="${stylesheet}"]`) !== null
  );
}

export const links: LinksFunction = () => [
  ...(stylesheetIsInlined() ? [] : [{ rel: 'stylesheet', href: stylesheet }]),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The page chrome around every route. None of it takes props, so each part renders again only
 * for its own state and the contexts it reads, not each time React Router re-renders the layout
 * (several times right after hydration: see staticRoute in app/lib/static-html.tsx).
 */
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
/**
 * The chat button's code loads at the first touch, focus or press of the button (the press is
 * held and replayed), not on idle: most visits never open the chat (ADR 025).
 */
const Chat = memo(
  deferred(() => import('./features/chat/chat-launcher.tsx').then((m) => m.ChatLauncher), { when: 'interaction' }),
);
/**
 * The chrome's parts the page does not need to start (ADR 010, 025), each its own chunk: the
 * header's account area on idle (Login and Sign Up without the session's code for a visit with no
 * account), the auth notices on idle for a visit with an account or once a page has loaded the
 * session (not before idle), the toaster at the first toast (app/lib/chrome-parts.ts). Until then
 * the server's HTML stays: the account area's empty box (the loading state), nothing for the
 * other two.
 */
const Toasts = memo(
  deferred(() => import('./components/ui/toaster.tsx').then((m) => m.Toaster), {
    when: 'interaction',
    startOn: (start) => whenChromePartWanted('toaster', start),
  }),
);
const Notices = memo(
  deferred(() => import('./features/auth/auth-events.tsx').then((m) => m.AuthEvents), {
    when: 'interaction',
    startOn: (start) => {
      // On idle either way: a page that loads the session at start-up has no notice to show
      // sooner than the account area shows the session.
      let stopWaiting = () => {};
      const stopIdle = whenIdle(() => {
        if (visitHasAccount()) start();
        else stopWaiting = whenChromePartWanted('account', start);
      });
      return () => {
        stopIdle();
        stopWaiting();
      };
    },
  }),
);
const AuthControls = deferred(() => import('./components/header/account-area.tsx').then((m) => m.AccountArea));
/** The header's account area; one element, so the memoised header never renders again for it. */
const accountArea = <AuthControls />;
const JsonLd = memo(OrganizationJsonLd);

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const { chromeText } = useChrome();
  return (
    <html lang={languageTag[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="public-env" content={publicEnvPlaceholder} />
        <Meta />
        <Links />
        {/* Hindi pages only: the body weight of the Devanagari subset arrives within `optional`'s
            wait on a first visit, so a device without a Devanagari font shows no empty boxes (ADR 043). */}
        {lang === 'hi' ? (
          <link rel="preload" as="font" type="font/woff2" href={devanagariFont} crossOrigin="anonymous" />
        ) : null}
        <JsonLd />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {chromeText.skipToContent}
        </a>
        <Header account={accountArea} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Chat />
        <Toasts />
        <Notices />
        <LanguageOffer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    performance.mark(hydratedMark);
    // Hands held form input over to React (server/site/prerendered.ts, holdFormsUntilHydrated).
    window.dispatchEvent(new Event(hydratedMark));
  }, []);
  return <Outlet />;
}

const SiteErrorBoundary = lazy(() =>
  import('./components/error-boundary.tsx').then((m) => ({ default: m.SiteErrorBoundary })),
);

/** Errors are rare: the boundary's code (and the not-found page's) loads when one happens. */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <SiteErrorBoundary />
    </Suspense>
  );
}
