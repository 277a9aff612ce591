import { lazy, Suspense, useEffect, useState } from 'react';
import type { RegistrationWebinar } from '#app/features/contact/webinar-registration-form.tsx';
import type { UpcomingWebinar } from './copy.ts';
import { useWebinarLabels } from './labels.ts';
import type { EntryLang } from '#rules/content-model.ts';
import { upcomingContentWebinars } from './past-webinars-copy.ts';
import { useContent } from '#app/lib/content-data.ts';
import { fetchRegistrationCounts, latestRegistrationCounts } from './registration-counts.ts';
import { UpcomingWebinarCard, webinarWhen } from './webinar-cards.tsx';

/** The registration dialog's code (the form, its checks and fields) loads at the first Register Now press (ADR 025). */
const WebinarRegistrationDialog = lazy(() =>
  import('#app/features/contact/webinar-registration-form.tsx').then((m) =>
    m.wordsReady.then(() => ({ default: m.WebinarRegistrationDialog })),
  ),
);

/**
 * The upcoming webinars' cards and their registration dialog (ADR 029). Which webinars are still
 * upcoming is decided when this renders: on the server (build or request time) for the first
 * HTML, then again in the browser once its code has loaded (at first use, or on idle when a date
 * has passed since the HTML was rendered: kept-cards.ts), so a webinar whose IST date is over
 * leaves this list (and joins Past Webinars) without a rebuild. The registered figure is the
 * card's base figure plus the site's registrations (webinar_registration_counts), read in the
 * browser (into the kept HTML before this code loads), again here and after each registration.
 */
export function UpcomingWebinars({ lang = 'en' }: { lang?: EntryLang }) {
  const labels = useWebinarLabels();
  const [now] = useState(() => new Date());
  // null until the browser has read them (the server's HTML shows the base figures); those the
  // page read into the kept HTML before this code loaded (kept-cards.ts) when there are some.
  const [counts, setCounts] = useState(latestRegistrationCounts);
  const [open, setOpen] = useState<RegistrationWebinar | null>(null);
  // Mounted from the first press on, so the form keeps what was typed between openings.
  const [used, setUsed] = useState(false);
  const webinars = upcomingContentWebinars(useContent(), now, lang);

  const refresh = () => {
    void fetchRegistrationCounts().then(setCounts);
  };
  useEffect(refresh, []);

  const onRegister = (webinar: UpcomingWebinar) => {
    setUsed(true);
    setOpen({ id: webinar.id, title: webinar.title, when: webinarWhen(webinar) });
  };

  if (webinars.length === 0) return <p className="mt-8 text-slate-700">{labels.noUpcoming}</p>;
  return (
    <>
      <div
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-upcoming-webinars={counts ? 'counted' : 'base'}
      >
        {webinars.map((webinar, index) => (
          <UpcomingWebinarCard
            key={webinar.id}
            webinar={webinar}
            counted={counts?.get(webinar.id) ?? 0}
            onRegister={onRegister}
            eager={index === 0}
          />
        ))}
      </div>
      {used ? (
        <Suspense fallback={null}>
          <WebinarRegistrationDialog
            webinar={open}
            onClose={() => {
              setOpen(null);
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
