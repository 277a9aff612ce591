/**
 * Which clicks inside server-rendered static HTML (app/lib/static-html.tsx) React Router should
 * handle as a client-side navigation, as `<Link>` would have: a plain left click, not already
 * handled, on a link that React Router rendered (its `<Link>` writes `data-discover` on internal
 * links), same origin, opening in this tab. Everything else (mailto:, tel:, same-page `#hash`
 * anchors, /social/* redirects, which are plain `<a>`, modified clicks, downloads) stays with
 * the browser.
 */

type ClickLike = {
  readonly button: number;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: unknown;
};

type AnchorLike = {
  readonly href: string;
  readonly target: string;
  hasAttribute(name: string): boolean;
};

type ElementLike = { closest(selector: string): unknown };

function isElementLike(value: unknown): value is ElementLike {
  return typeof value === 'object' && value !== null && typeof (value as ElementLike).closest === 'function';
}

/** The path (with search and hash) to navigate to for this click, or null to let the browser act. */
export function clientNavigationPath(
  event: ClickLike,
  origin: string,
  within?: { contains(node: unknown): boolean },
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if (!isElementLike(event.target)) return null;
  const anchor = event.target.closest('a[href]') as AnchorLike | null;
  if (!anchor || (within && !within.contains(anchor))) return null;
  if (!anchor.hasAttribute('data-discover') || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
