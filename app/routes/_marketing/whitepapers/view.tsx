import { ArrowRight } from 'lucide-react';
import { CtaBand } from '#app/components/marketing/cta-band.tsx';
import { heroOf } from '#app/components/marketing/page-hero.tsx';
import { whitepaperFormId } from '#app/features/contact/whitepaper-access-form.tsx';
import { SectionHeading } from '#app/components/marketing/section.tsx';
import { WhitepaperCard } from './whitepaper-card.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { contactHref, contactTopics } from '#app/features/contact/topic.ts';
import { whitepapersPage as english } from './copy.ts';
import { whitepapersPageHi } from './copy.hi.ts';
import { monthInHindi, useWhitepapers } from './use-whitepapers.ts';
import { pageWords, useLang } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, whitepapersPageHi);

/** The whitepapers page's static parts (app/lib/static-html.tsx); the library is hydrated by the route. */

export const Hero = heroOf(useCopy);

/** The library: heading and one card per whitepaper. */
export function LibraryCards() {
  const whitepapersPage = useCopy();
  const lang = useLang();
  // On /hi each paper in Hindi where its Hindi is written, else in English marked so.
  const whitepapers = useWhitepapers(lang).map((paper) =>
    lang === 'hi' ? { ...paper, date: monthInHindi(paper.date) } : paper,
  );
  return (
    <section aria-labelledby="library-heading">
      <SectionHeading id="library-heading" title={whitepapersPage.libraryHeading} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {whitepapers.map((paper) => (
          <WhitepaperCard
            key={paper.id}
            paper={paper}
            lang={lang === 'hi' && paper.lang === 'en' ? 'en-IN' : undefined}
            pagesLabel={whitepapersPage.pagesLabel}
            downloadLabel={whitepapersPage.downloadLabel}
            formId={whitepaperFormId}
          />
        ))}
      </div>
    </section>
  );
}

/** 'Need custom research?' and its link to the contact form. */
export function CustomResearch() {
  const { customResearch } = useCopy();
  return (
    <CtaBand id="custom-research-heading" heading={customResearch.heading} description={customResearch.description}>
      <ButtonLink to={contactHref(contactTopics.customResearch())} size="lg" variant="accent">
        {customResearch.buttonLabel}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </CtaBand>
  );
}
