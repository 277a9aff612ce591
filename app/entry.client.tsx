import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { recordFirstTouch } from './lib/first-touch.ts';

// Where this tab's visit came from, before anything navigates (ADR 029).
recordFirstTouch();

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
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
