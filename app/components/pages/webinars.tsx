import { pageTrail } from '../../components/marketing/page-meta.ts';
import { JsonLd } from '../../components/marketing/json-ld.tsx';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { SectionHeading } from '../../components/marketing/section.tsx';
import { UpcomingWebinarCard } from '../../components/marketing/webinar-cards.tsx';
import { webinarEventJsonLd } from '../../components/marketing/webinar-event.ts';
import { upcomingWebinars, webinarsPage } from '../../content/webinars.ts';

/**
 * The webinars page's static parts (app/lib/static-html.tsx); the subscribe form and the past
 * webinars' tab filter are hydrated by the route.
 */

const crumbs = pageTrail('/webinars', webinarsPage.eyebrow);

export function Hero() {
  return (
    <PageHero
      crumbs={crumbs}
      eyebrow={webinarsPage.eyebrow}
      title={webinarsPage.heading}
      description={webinarsPage.intro}
    />
  );
}

/** The upcoming webinars' heading, cards and schema.org Events. */
export function Upcoming() {
  return (
    <>
      {upcomingWebinars.map((webinar) => (
        <JsonLd key={webinar.id} data={webinarEventJsonLd(webinar, '/webinars')} />
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
