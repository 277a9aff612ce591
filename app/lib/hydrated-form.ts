import { hydratedFormAttribute } from '#rules/html-page.ts';

/**
 * A form's ref: React calls it when it has hydrated (or rendered) the form, so its handlers are
 * live; the mark tells the page's inline script (server/site/prerendered.ts) that the input it held
 * for this form can now be handed to React. Public DOM only, no React internals.
 */
export function markHydrated(form: HTMLFormElement | null): void {
  form?.setAttribute(hydratedFormAttribute, '');
}
