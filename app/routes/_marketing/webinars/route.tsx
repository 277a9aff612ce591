import { localizeDates } from '#app/components/marketing/local-date.tsx';
import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { webinarsSeo, webinarsSeoHi } from './seo.ts';
import { freshenPastList, freshenUpcomingCards } from './kept-cards.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { loadContent } from '#app/lib/content-load.server.ts';
import type { Route } from './+types/route.ts';
import { useLang } from '#app/lib/lang.ts';

/** The webinars are content (ADR 038): server rendered per request and kept in the page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadContent(context, ['webinar']) };
}

/** The upcoming webinars' schema.org Events are in the page's content (pages/webinars.tsx). */
export const handle: PageHandle = { seo: webinarsSeo, hi: webinarsSeoHi };

export const meta: Route.MetaFunction = ({ location }) => marketingMeta(handle, location.pathname);

/**
 * The upcoming cards', their dialog launcher's and the tab filter's code load at first use, like
 * the subscribe form's (on interaction, ADR 025); until then the page keeps the server's HTML and
 * brings in on idle what the browser knows better: the live registration counts, the visitor's
 * locale, and today's date, which loads both parts at once if a webinar listed as upcoming is
 * over (kept-cards.ts, ADR 029).
 */
const WebinarSubscribeForm = deferred(
  () =>
    import('#app/features/contact/webinar-subscribe-form.tsx').then((m) =>
      m.wordsReady.then(() => m.WebinarSubscribeForm),
    ),
  { when: 'interaction' },
);
// Each language's islands are their own chunks with that language's words (upcoming-en.tsx, past-hi.tsx, …: ADR 043).
const UpcomingWebinarsEn = deferred(() => import('./upcoming-en.tsx').then((m) => m.UpcomingWebinarsEn), {
  when: 'interaction',
  startOn: freshenUpcomingCards,
});
const PastWebinarsEn = deferred(() => import('./past-en.tsx').then((m) => m.PastWebinarsEn), {
  when: 'interaction',
  startOn: freshenPastList,
});
const UpcomingWebinarsHi = deferred(() => import('./upcoming-hi.tsx').then((m) => m.UpcomingWebinarsHi), {
  when: 'interaction',
  startOn: freshenUpcomingCards,
});
const PastWebinarsHi = deferred(() => import('./past-hi.tsx').then((m) => m.PastWebinarsHi), {
  when: 'interaction',
  startOn: freshenPastList,
});

const content = () => import('./view.tsx');
const Hero = staticContent(content, 'Hero');
const Upcoming = staticContent(content, 'Upcoming');
const PastHeading = staticContent(content, 'PastHeading');

export default staticRoute(function Page() {
  const hindi = useLang() === 'hi';
  const UpcomingWebinars = hindi ? UpcomingWebinarsHi : UpcomingWebinarsEn;
  const PastWebinars = hindi ? PastWebinarsHi : PastWebinarsEn;
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
