import { memo, type FunctionComponent } from 'react';

/**
 * Wraps the component of a route that takes nothing from its props (no params, loader data or
 * matches), so it renders again only when its own state or a context it reads changes, not
 * whenever React Router re-renders the route tree. React Router does that several times right
 * after hydration (initialising the router, then each batch of lazily discovered routes for the
 * links on the page), and without this every one of those repaints the whole page in React:
 * long tasks while the page starts (Total Blocking Time, ADR 010).
 */
export function staticRoute(Component: FunctionComponent): FunctionComponent {
  const Static = memo(Component, () => true);
  Static.displayName = Component.name;
  return Static as unknown as FunctionComponent;
}
