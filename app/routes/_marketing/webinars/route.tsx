import { localizeDates } from '../../../components/marketing/local-date.tsx';
import { marketingMeta, type PageHandle } from '../../../components/marketing/page-meta.ts';
import { Section } from '../../../components/marketing/section.tsx';
import { webinarsSeo } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

/** The upcoming webinars' schema.org Events are in the page's content (pages/webinars.tsx). */
export const handle: PageHandle = { seo: webinarsSeo };

export const meta = () => marketingMeta(webinarsSeo);

/**
 * The upcoming cards' and the tab filter's code load when the browser is idle (`deferred`): the
 * cards and the past list depend on today's date (ADR 029). The form's code loads at its first
 * use (on interaction, ADR 025).
 */
const WebinarSubscribeForm = deferred(
  () => import('../../../features/contact/webinar-subscribe-form.tsx').then((m) => m.WebinarSubscribeForm),
  { when: 'interaction' },
);
/** The upcoming cards and their registration dialog: when the browser is idle (ADR 029). */
const UpcomingWebinars = deferred(() => import('./upcoming-webinars.tsx').then((m) => m.UpcomingWebinars));
const PastWebinars = deferred(
  () =>
    Promise.all([import('./past-webinars.tsx'), import('./copy.ts')]).then(
      ([{ PastWebinars: Past }, { webinarsPage }]) =>
        function PastWebinarsFilter() {
          return <Past label={webinarsPage.pastFilterLabel} />;
        },
    ),
  // Idle, not at first use (ADR 029): its list depends on today's date, which the HTML built
  // once cannot know.
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
