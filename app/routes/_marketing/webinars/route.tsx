import type { ComponentType } from 'react';
import type { Lang } from '#rules/languages.ts';
import { localizeDates } from '#app/components/marketing/local-date.tsx';
import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { webinarsSeo, webinarsSeoHi } from './seo.ts';
import { freshenPastList, freshenUpcomingCards } from './kept-cards.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { deferredForm } from '#app/lib/deferred-form.ts';
import { contentLoader } from '#app/lib/content-load.server.ts';
import { useLang } from '#app/lib/lang.ts';

/** The webinars are content (ADR 038): server rendered per request and kept in the page cache. */
export const loader = contentLoader(['webinar']);

/** The upcoming webinars' schema.org Events are in the page's content (pages/webinars.tsx). */
export const handle: PageHandle = { seo: webinarsSeo, hi: webinarsSeoHi };

export const meta = pageMeta(handle);

/**
 * The upcoming cards', their dialog launcher's and the tab filter's code load at first use, like
 * the subscribe form's (on interaction, ADR 025); until then the page keeps the server's HTML and
 * brings in on idle what the browser knows better: the live registration counts, the visitor's
 * locale, and today's date, which loads both parts at once if a webinar listed as upcoming is
 * over (kept-cards.ts, ADR 029).
 */
const WebinarSubscribeForm = deferredForm(
  () => import('#app/features/contact/webinar-subscribe-form.tsx'),
  'WebinarSubscribeForm',
);
// Each language's islands are their own chunks with that language's words (upcoming-en.tsx, past-hi.tsx, …: ADR 043).
const upcoming = (load: () => Promise<ComponentType>) =>
  deferred(load, { when: 'interaction', startOn: freshenUpcomingCards });
const past = (load: () => Promise<ComponentType>) => deferred(load, { when: 'interaction', startOn: freshenPastList });
const islands = {
  en: {
    UpcomingWebinars: upcoming(() => import('./upcoming-en.tsx').then((m) => m.UpcomingWebinarsEn)),
    PastWebinars: past(() => import('./past-en.tsx').then((m) => m.PastWebinarsEn)),
  },
  hi: {
    UpcomingWebinars: upcoming(() => import('./upcoming-hi.tsx').then((m) => m.UpcomingWebinarsHi)),
    PastWebinars: past(() => import('./past-hi.tsx').then((m) => m.PastWebinarsHi)),
  },
} satisfies Record<Lang, Record<string, ComponentType>>;

const content = () => import('./view.tsx');
const Hero = staticContent(content, 'Hero');
const Upcoming = staticContent(content, 'Upcoming');
const PastHeading = staticContent(content, 'PastHeading');

export default staticRoute(function Page() {
  const { UpcomingWebinars, PastWebinars } = islands[useLang()];
  return (
    <>
      <StaticHtml content={Hero} />
      <Section labelledBy="upcoming-heading">
        <StaticHtml content={Upcoming} enhance={localizeDates} />
        <UpcomingWebinars />
        <div className="mt-14">
          <WebinarSubscribeForm />
        </div>
      </Section>
      <Section id="past-webinars" tone="muted" labelledBy="past-heading">
        <StaticHtml content={PastHeading} />
        <PastWebinars />
      </Section>
    </>
  );
});
