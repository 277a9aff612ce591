// Facts about the served HTML pages shared by the server (prerendered pages), the React app and
// the scripts that measure them. Plain data and string functions only: no React, DOM or Node
// imports.

/**
 * Marks a `<style>` element that the server put in place of the build's render-blocking
 * `<link rel="stylesheet">` on a prerendered page; the value is the stylesheet's URL. The root
 * route leaves that stylesheet out of its links when the element is there (ADR 010).
 */
export const inlinedStylesheetAttribute = 'data-inlined-href';

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** User Timing mark the root route sets once the page has hydrated; bench:web reads it. */
export const hydratedMark = 'site:hydrated';
/**
 * Set on a form by React once it has hydrated it (app/lib/hydrated-form.ts): until then, what the
 * visitor types and submits in it is held by the page's inline script (server/site/prerendered.ts).
 */
export const hydratedFormAttribute = 'data-hydrated';
