import { languageTag } from '#rules/languages.ts';
import { legalLabels as englishLabels, legalLabelsHi, type LegalDocument } from '../../content/legal.ts';
import { useLang } from '../../lib/lang.ts';
import { formatToday, LocalText, renderLocale } from './local-date.tsx';
import { PageHero, usePageSeo } from './page-hero.tsx';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The date the HTML was rendered (at build for prerendered pages), in the company's zone. */
function formatRenderedOn(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** "Last updated: <today>" (spec): the HTML holds the render date; the browser shows today in its locale. */
function LastUpdated({ label, renderedAt }: { label: string; renderedAt: string }) {
  // A Hindi page writes the date in hi-IN whatever the browser's locale.
  const hindi = useLang() === 'hi';
  return (
    <p className="text-sm font-medium text-slate-600">
      {label}{' '}
      <LocalText
        data-local-today=""
        server={() => formatRenderedOn(renderedAt, hindi ? languageTag.hi : renderLocale)}
        client={() => formatToday(hindi ? languageTag.hi : undefined)}
      />
    </p>
  );
}

/** A legal page: hero, a contents list, then its sections (numbered when `numbered`). */
export function LegalDocumentView({
  document,
  renderedAt,
  numbered = false,
}: {
  document: LegalDocument;
  renderedAt: string;
  numbered?: boolean;
}) {
  const heading = (title: string, index: number) => (numbered ? `${index + 1}. ${title}` : title);
  const legalLabels = useLang() === 'hi' ? legalLabelsHi : englishLabels;
  // A Hindi title has no ASCII letters to make an id of: its section's number does.
  const sectionId = (title: string, index: number) => slug(title) || `section-${index + 1}`;
  return (
    <>
      <PageHero eyebrow={legalLabels.eyebrow} title={usePageSeo().crumb} description={document.intro}>
        <LastUpdated label={document.lastUpdatedLabel} renderedAt={renderedAt} />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {legalLabels.contents}
          </h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(section.title, index)}`}
                  className="-ml-px block border-l-2 border-transparent pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-800"
                >
                  {heading(section.title, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {document.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={sectionId(section.title, index)} className="mb-10 last:mb-0">
              <h2
                id={sectionId(section.title, index)}
                className="scroll-mt-24 text-xl font-semibold text-brand-900 sm:text-2xl"
              >
                {heading(section.title, index)}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.bullets ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
                  {section.bullets.map((bullet) => (
                    <li key={bullet} className="leading-relaxed">
                      {bullet}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
