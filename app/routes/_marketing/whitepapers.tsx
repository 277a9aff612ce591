import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand } from '../../components/marketing/cta-band.tsx';
import { WhitepaperAccessForm, whitepaperFormId } from '../../components/marketing/forms/whitepaper-access-form.tsx';
import { useWhitepaperAccess } from '../../components/marketing/forms/use-whitepaper-access.ts';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { Section, SectionHeading } from '../../components/marketing/section.tsx';
import { WhitepaperCard } from '../../components/marketing/whitepaper-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { contactHref, contactTopics } from '../../content/contact.ts';
import { whitepapers, whitepapersPage } from '../../content/whitepapers.ts';
import { staticRoute } from '../../lib/static-route.ts';
import { whitepapersSeo } from '../../content/seo/whitepapers.ts';

const crumbs = pageTrail('/whitepapers', whitepapersPage.eyebrow);

export const meta = () => marketingMeta(whitepapersSeo, crumbs);

function Library() {
  const access = useWhitepaperAccess();
  return (
    <Section tone="muted">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-last">
          <WhitepaperAccessForm form={access} />
        </div>
        <section aria-labelledby="library-heading">
          <SectionHeading id="library-heading" title={whitepapersPage.libraryHeading} />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {whitepapers.map((paper) => (
              <WhitepaperCard
                key={paper.id}
                paper={paper}
                pagesLabel={whitepapersPage.pagesLabel}
                downloadLabel={whitepapersPage.downloadLabel}
                formId={whitepaperFormId}
                onDownload={access.download}
              />
            ))}
          </div>
        </section>
      </div>
    </Section>
  );
}

export default staticRoute(function Page() {
  const { customResearch } = whitepapersPage;
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={whitepapersPage.eyebrow}
        title={whitepapersPage.heading}
        description={whitepapersPage.intro}
      />
      <Library />
      <CtaBand id="custom-research-heading" heading={customResearch.heading} description={customResearch.description}>
        <Button asChild size="lg" variant="accent">
          <Link to={contactHref(contactTopics.customResearch())}>
            {customResearch.buttonLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CtaBand>
    </>
  );
});
