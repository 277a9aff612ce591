import * as Tabs from '@radix-ui/react-tabs';
import { filterPastWebinars, webinarTabs } from '../../content/webinars.ts';
import { PastWebinarCard } from './webinar-cards.tsx';

/** Past webinars filtered by category with tabs (arrow keys move between them); starts at 'All'. */
export function PastWebinars({ label }: { label: string }) {
  return (
    <Tabs.Root defaultValue="All" className="mt-8">
      <Tabs.List
        aria-label={label}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {webinarTabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {webinarTabs.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="mt-6 rounded-xl">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {filterPastWebinars(tab).map((webinar) => (
              <PastWebinarCard key={webinar.id} webinar={webinar} />
            ))}
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
