import { JsonLd } from '#app/components/marketing/json-ld.tsx';
import { heroOf, usePageSeo } from '#app/components/marketing/page-hero.tsx';
import { SectionHeading } from '#app/components/marketing/section.tsx';
import { webinarEventJsonLd } from './webinar-event.ts';
import { webinarsPage as english } from './copy.ts';
import { webinarsPageHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';
import { upcomingContentWebinars } from './past-webinars-copy.ts';
import { useContent } from '#app/lib/content-data.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, webinarsPageHi);

/**
 * The webinars page's static parts (app/lib/static-html.tsx); the subscribe form and the past
 * webinars' tab filter are hydrated by the route.
 */

export const Hero = heroOf(useCopy);

/**
 * The upcoming webinars' heading and schema.org Events (those upcoming when the page was
 * rendered); the cards below are hydrated by the route, which decides again in the browser.
 */
export function Upcoming() {
  const { path } = usePageSeo();
  const content = useContent();
  const webinarsPage = useCopy();
  return (
    <>
      {upcomingContentWebinars(content, new Date()).map((webinar) => (
        <JsonLd key={webinar.id} data={webinarEventJsonLd(webinar, path)} />
      ))}
      <SectionHeading id="upcoming-heading" title={webinarsPage.upcomingHeading} />
    </>
  );
}

/** The past webinars' heading (the tab filter below it is hydrated). */
export function PastHeading() {
  const webinarsPage = useCopy();
  return <SectionHeading id="past-heading" title={webinarsPage.pastHeading} />;
}
