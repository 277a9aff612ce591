/**
 * Class strings shared by the header's links and buttons: plain strings (not `cn`/`Button`), so
 * the header every page renders needs no helper code at all.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const primaryButton = `${base} h-10 bg-brand-700 px-4 text-white hover:bg-brand-800`;
export const ghostButton = `${base} h-10 px-4 text-slate-800 hover:bg-brand-50 hover:text-brand-800`;
export const outlineButton = `${base} h-10 border border-slate-300 bg-white px-4 text-slate-900 hover:bg-slate-50`;

export const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-700 aria-[current=page]:text-brand-700';
