import { WebinarSubscribeForm } from '../../components/marketing/forms/webinar-subscribe-form.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { PastWebinars } from '../../components/marketing/past-webinars.tsx';
import { Section, SectionHeading } from '../../components/marketing/section.tsx';
import { UpcomingWebinarCard } from '../../components/marketing/webinar-cards.tsx';
import { webinarEventJsonLd } from '../../components/marketing/webinar-event.ts';
import { upcomingWebinars, webinarsPage } from '../../content/webinars.ts';
import { staticRoute } from '../../lib/static-route.ts';
import { webinarsSeo } from '../../content/seo/webinars.ts';

const crumbs = pageTrail('/webinars', webinarsPage.eyebrow);

export const meta = () =>
  marketingMeta(webinarsSeo, crumbs, {
    jsonLd: upcomingWebinars.map((webinar) => webinarEventJsonLd(webinar, '/webinars')),
  });

export default staticRoute(function Page() {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={webinarsPage.eyebrow}
        title={webinarsPage.heading}
        description={webinarsPage.intro}
      />
      <Section labelledBy="upcoming-heading">
        <SectionHeading id="upcoming-heading" title={webinarsPage.upcomingHeading} />
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {upcomingWebinars.map((webinar, index) => (
            <UpcomingWebinarCard key={webinar.id} webinar={webinar} eager={index === 0} />
          ))}
        </div>
        <div className="mt-14">
          <WebinarSubscribeForm />
        </div>
      </Section>
      <Section id="past-webinars" tone="muted" labelledBy="past-heading">
        <SectionHeading id="past-heading" title={webinarsPage.pastHeading} />
        <PastWebinars label={webinarsPage.pastFilterLabel} />
      </Section>
    </>
  );
});
