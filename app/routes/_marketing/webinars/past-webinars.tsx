import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { pastContentWebinars } from './past-webinars-copy.ts';
import { useContent } from '#app/lib/content-data.ts';
import { webinarTabs, type WebinarTab } from './copy.ts';
import { PastWebinarCard } from './webinar-cards.tsx';
import { useWebinarLabels } from './labels.ts';
import type { EntryLang } from '#rules/content-model.ts';

/** Where an arrow, Home or End key moves the selection from tab `index` of `count` (else null). */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Past webinars filtered by category, starting at 'All'. The WAI-ARIA tabs pattern with
 * automatic activation: one tab stop (the selected tab), the arrow keys move to the
 * previous/next tab and select it (wrapping), Home and End go to the first and last; the one
 * panel is labelled by the selected tab and is itself focusable. A small own component rather
 * than Radix Tabs, whose ~10 KB gzip would be start-up JavaScript on this page.
 */
export function PastWebinars({ label, lang = 'en' }: { label: string; lang?: EntryLang }) {
  const labels = useWebinarLabels();
  const [selected, setSelected] = useState<WebinarTab>('All');
  const content = useContent();
  // Today, when this renders: on the server at build or request time, in the browser once its
  // code has loaded; an upcoming webinar whose IST date is over is listed here (ADR 029).
  const [now] = useState(() => new Date());
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const selectedIndex = webinarTabs.indexOf(selected);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, webinarTabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(webinarTabs[next] ?? 'All');
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {webinarTabs.map((tab, index) => {
          const active = tab === selected;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-800 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              {labels.category(tab)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className="mt-6 rounded-xl">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pastContentWebinars(content, selected, now, lang).map((webinar) => (
            <PastWebinarCard key={webinar.id} webinar={webinar} />
          ))}
        </div>
      </div>
    </div>
  );
}
