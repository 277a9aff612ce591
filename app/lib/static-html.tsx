import { lazy, useEffect, useId, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientNavigationPath } from './static-links.ts';

/**
 * Static sections: parts of a page that are HTML only (no state, no handlers), rendered on the
 * server (and so in the prerendered pages) but never hydrated, so their code is not part of the
 * JavaScript a page needs to start (ADR 010, session 4).
 *
 * - On the server, `<StaticHtml content={X} />` renders `<div class="contents" data-static>` with
 *   X inside. `display: contents` keeps the wrapper out of the layout.
 * - In the browser, an instance rendered while the page hydrates renders the same div with
 *   `dangerouslySetInnerHTML`: React does not hydrate (or remove) what is inside such an element,
 *   so the server's DOM stays as it is and X's code is never loaded. The instance keeps that mode
 *   for as long as it is mounted.
 * - An instance mounted later (a client-side navigation to the page) renders X. X comes from
 *   `staticContent(() => import(...), 'X')`, a `React.lazy` component in its own chunk: React
 *   Router's navigation is a transition, so the old page stays until the chunk has arrived.
 * - Links inside are plain `<a>` elements in the kept HTML: a click on one that React Router
 *   rendered (a `<Link>`) navigates client-side, as the `<Link>` would have (static-links.ts).
 *
 * Only put components here that need nothing from the browser: their HTML is what the server
 * rendered, and it never changes.
 */

/** False until the first commit (the hydration) has finished. */
let hydrationCommitted = false;

/** The HTML the server rendered into the wrapper, kept as the element's inner HTML. */
type KeptHtml = { __html: string };

function serverHtml(id: string): KeptHtml {
  // If React ever renders this element afresh (a hydration error elsewhere makes it render the
  // whole page on the client), it sets this HTML: the section keeps its content either way.
  const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`);
  return { __html: element?.innerHTML ?? '' };
}

/**
 * A lazy component for an export of a module that holds static content. Several sections may
 * come from one module: it is one chunk, loaded once.
 */
export function staticContent<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

export function StaticHtml({ content: Content }: { content: ComponentType }) {
  const id = useId();
  const navigate = useNavigate();
  const [kept] = useState<KeptHtml | null>(() =>
    import.meta.env.SSR || typeof document === 'undefined' || hydrationCommitted ? null : serverHtml(id),
  );
  useEffect(() => {
    hydrationCommitted = true;
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = clientNavigationPath(event, window.location.origin, event.currentTarget);
    if (path === null) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // As <Link> does: a link to the current URL replaces the history entry.
    void navigate(path, { replace: path === here });
  };

  if (kept) {
    return (
      // Clicks are delegated from the links inside, which are focusable and handle keys natively.
      <div
        className="contents"
        data-static={id}
        onClick={onClick}
        dangerouslySetInnerHTML={kept}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className="contents" data-static={id} onClick={onClick}>
      <Content />
    </div>
  );
}
