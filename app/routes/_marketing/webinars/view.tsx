import { JsonLd } from '../../../components/marketing/json-ld.tsx';
import { PageHero, usePageSeo } from '../../../components/marketing/page-hero.tsx';
import { SectionHeading } from '../../../components/marketing/section.tsx';
import { UpcomingWebinarCard } from './webinar-cards.tsx';
import { webinarEventJsonLd } from './webinar-event.ts';
import { upcomingWebinars, webinarsPage } from './copy.ts';

/**
 * The webinars page's static parts (app/lib/static-html.tsx); the subscribe form and the past
 * webinars' tab filter are hydrated by the route.
 */

export function Hero() {
  return <PageHero title={webinarsPage.heading} description={webinarsPage.intro} />;
}

/** The upcoming webinars' heading, cards and schema.org Events. */
export function Upcoming() {
  const { path } = usePageSeo();
  return (
    <>
      {upcomingWebinars.map((webinar) => (
        <JsonLd key={webinar.id} data={webinarEventJsonLd(webinar, path)} />
      ))}
      <SectionHeading id="upcoming-heading" title={webinarsPage.upcomingHeading} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {upcomingWebinars.map((webinar, index) => (
          <UpcomingWebinarCard key={webinar.id} webinar={webinar} eager={index === 0} />
        ))}
      </div>
    </>
  );
}

/** The past webinars' heading (the tab filter below it is hydrated). */
export function PastHeading() {
  return <SectionHeading id="past-heading" title={webinarsPage.pastHeading} />;
}
