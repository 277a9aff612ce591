import { localizeDates } from '#app/components/marketing/local-date.tsx';
import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { webinarsSeo, webinarsSeoHi } from './seo.ts';
import { freshenPastList, freshenUpcomingCards } from './kept-cards.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { loadContent } from '#app/lib/content-load.server.ts';
import type { Route } from './+types/route.ts';

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
  () => import('#app/features/contact/webinar-subscribe-form.tsx').then((m) => m.WebinarSubscribeForm),
  { when: 'interaction' },
);
const UpcomingWebinars = deferred(() => import('./upcoming-webinars.tsx').then((m) => m.UpcomingWebinars), {
  when: 'interaction',
  startOn: freshenUpcomingCards,
});
const PastWebinars = deferred(
  () =>
    Promise.all([import('./past-webinars.tsx'), import('./copy.ts')]).then(
      ([{ PastWebinars: Past }, { webinarsPage }]) =>
        function PastWebinarsFilter() {
          return <Past label={webinarsPage.pastFilterLabel} />;
        },
    ),
  { when: 'interaction', startOn: freshenPastList },
);

const content = () => import('./view.tsx');
const Hero = staticContent(content, 'Hero');
const Upcoming = staticContent(content, 'Upcoming');
const PastHeading = staticContent(content, 'PastHeading');

export default staticRoute(function Page() {
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
