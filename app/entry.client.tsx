import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { recordFirstTouch } from './lib/first-touch.ts';
import { provideChrome } from './content/chrome-lang.ts';
import { languageTag } from '../rules/languages.ts';

// Where this tab's visit came from, before anything navigates (ADR 029).
recordFirstTouch();

/**
 * A Hindi page's chrome words (app/content/chrome-lang.ts): fetched while the page paints, before
 * hydration, so the header renders what the server rendered. English pages never load them.
 */
const chromeReady =
  document.documentElement.lang === languageTag.hi
    ? import('./content/chrome.hi.ts').then(
        (m) => provideChrome('hi', m.chromeHi),
        () => undefined,
      )
    : Promise.resolve();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint the server-rendered HTML first, then hydrate: without this the browser runs hydration
// before its first paint whenever the scripts arrive quickly, delaying FCP and LCP by the whole
// hydration time on slow phones (docs/decisions: prerendering, SEO and performance). The links
// are ordinary <a> elements, so the page works in the meantime. A hidden tab has nothing to paint.
const start = () => void chromeReady.then(hydrate);
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
