import { ArrowRight } from 'lucide-react';
import { CaseStudyCard } from './case-study-card.tsx';
import { CtaBand } from '#app/components/marketing/cta-band.tsx';
import { PageHero } from '#app/components/marketing/page-hero.tsx';
import { Section } from '#app/components/marketing/section.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { caseStudiesPage as english } from './copy.ts';
import { caseStudiesPageHi } from './copy.hi.ts';
import { useLang } from '#app/lib/lang.ts';
import { localPath } from '#app/lib/local-path.ts';
import { useContent } from '#app/lib/content-data.ts';
import { caseStudyFromRow } from '#rules/content-model.ts';
import { contactHref, contactTopics } from '#app/features/contact/topic.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const lang = useLang();
  const caseStudiesPage = lang === 'hi' ? caseStudiesPageHi : english;
  const { contactCta, solutionsCta } = caseStudiesPage;
  // The live case studies (the studio's, in its order): an unpublished one leaves the page. Each
  // in the page's language where its Hindi is written, else in English marked so.
  const caseStudies = useContent()
    .filter((row) => row.type === 'case_study')
    .map((row) => caseStudyFromRow(row, lang));
  return (
    <>
      <PageHero title={caseStudiesPage.heading} description={caseStudiesPage.intro} />
      <Section tone="muted">
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {caseStudies.map((study, index) => (
            <CaseStudyCard
              key={study.id}
              eager={index === 0}
              study={study}
              lang={lang === 'hi' && study.lang === 'en' ? 'en-IN' : undefined}
              outcomesLabel={caseStudiesPage.outcomesLabel}
              readMoreLabel={caseStudiesPage.readMoreLabel}
              readMoreHref={localPath(contactHref(contactTopics.caseStudy(study.title, study.institution)), lang)}
            />
          ))}
        </div>
      </Section>
      <CtaBand id="closing-heading" heading={caseStudiesPage.closingHeading} description={caseStudiesPage.closingText}>
        <ButtonLink to={contactCta.href} size="lg" variant="accent">
          {contactCta.label}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to={solutionsCta.href} size="lg" variant="outline">
          {solutionsCta.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
