import type { MouseEvent } from 'react';

/** The setter of a select's value that React does not intercept, so its change event updates React's state. */
const setSelectValue = (select: HTMLSelectElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);

/**
 * 'Download PDF' on a whitepaper card (static HTML, `data-whitepaper` = the paper's id): selects
 * that paper in the access form, brings the form into view and puts the cursor in its first
 * field. It works on the DOM, so it does the same whether the form's code has loaded (React
 * sees the select's change event) or not yet (the deferred form carries the value over).
 */
export function selectWhitepaper(event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-whitepaper]') : null;
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  const target = document.getElementById(link.hash.slice(1));
  if (!target) return;
  const select = target.querySelector<HTMLSelectElement>('select[name="paper"]');
  if (select) {
    setSelectValue(select, link.dataset.whitepaper ?? '');
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.querySelector<HTMLInputElement>('[data-whitepaper-name]')?.focus({ preventScroll: true });
}
