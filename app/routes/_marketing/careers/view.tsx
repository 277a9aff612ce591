import { Heart, Lightbulb, Mail, Sprout, Sunrise } from 'lucide-react';
import { CtaBand } from '#app/components/marketing/cta-band.tsx';
import { FeatureGrid } from '#app/components/marketing/feature-grid.tsx';
import { OpeningCard } from './opening-card.tsx';
import { PageHero } from '#app/components/marketing/page-hero.tsx';
import { Section, SectionHeading } from '#app/components/marketing/section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { JsonLd } from '#app/components/marketing/json-ld.tsx';
import { useContent } from '#app/lib/content-data.ts';
import { openingFromRow } from '#rules/content-model.ts';
import { jobPostingJsonLd } from './job-posting.ts';
import * as english from './copy.ts';
import { careersHi } from './copy.hi.ts';
import { useLang } from '#app/lib/lang.ts';

const { applicationMailto } = english;

/** The page's words in the page's language (ADR 043); English labels for its job types and card. */
function useCopy() {
  return useLang() === 'hi'
    ? careersHi
    : {
        ...english,
        jobTypes: undefined,
        cardLabels: { department: 'Department', location: 'Location', type: 'Type' },
      };
}

/** Icons for the four reasons, in content order. */
const valueIcons = [Heart, Lightbulb, Sprout, Sunrise] as const;

function WhyWorkWithUs() {
  const { whyWorkWithUs, whyWorkWithUsHeading } = useCopy();
  return (
    <Section labelledBy="why-heading">
      <SectionHeading id="why-heading" title={whyWorkWithUsHeading} />
      <FeatureGrid items={whyWorkWithUs} icons={valueIcons} columns={4} tone="amber" className="mt-10" />
    </Section>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const lang = useLang();
  const { careersHero, careersLabels, openingsHeading, jobTypes, cardLabels } = useCopy();
  // Live openings that are open: a closed one leaves the page (and its applications are refused).
  // Each in the page's language where its Hindi is written; applied for by its English title.
  const rows = useContent().filter((row) => row.type === 'opening');
  const openings = rows.map((row) => openingFromRow(row)).filter((opening) => opening.open);
  const shown = new Map(rows.map((row) => [row.slug, openingFromRow(row, lang)]));
  return (
    <>
      <PageHero title={careersHero.headline} description={careersHero.description}>
        <Button asChild size="lg">
          <a href="#openings">{openingsHeading}</a>
        </Button>
      </PageHero>
      {openings.map((opening) => (
        <JsonLd key={opening.id} data={jobPostingJsonLd(opening)} />
      ))}
      <WhyWorkWithUs />
      <Section id="openings" tone="muted" labelledBy="openings-heading">
        <SectionHeading id="openings-heading" title={openingsHeading} />
        <div className="mt-10 grid gap-5">
          {openings.map((opening) => {
            const text = shown.get(opening.id) ?? opening;
            return (
              <OpeningCard
                key={opening.id}
                opening={{ ...text, type: jobTypes?.[opening.type] ?? opening.type }}
                lang={lang === 'hi' && text.lang === 'en' ? 'en-IN' : undefined}
                labels={cardLabels}
                applyLabel={careersLabels.apply}
                applyKey={opening.title}
                applyHref={applicationMailto(opening.title)}
              />
            );
          })}
        </div>
      </Section>
      <CtaBand
        id="open-application-heading"
        heading={careersLabels.openApplicationHeading}
        description={careersLabels.openApplicationText}
      >
        <Button asChild size="lg" variant="accent">
          <a href={applicationMailto()} data-apply-opening="">
            <Mail aria-hidden="true" />
            {careersLabels.openApplication}
          </a>
        </Button>
      </CtaBand>
    </>
  );
}
