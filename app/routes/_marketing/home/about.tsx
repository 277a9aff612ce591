import { Compass, ShieldCheck, Target } from 'lucide-react';
import { IconBesideList } from '#app/components/marketing/feature-grid.tsx';
import { useHomeCopy } from './use-copy.ts';
import { containerClass, SectionHeading, SectionParagraphs, sectionClass } from './section-heading.tsx';

/** One icon per highlight, in the content's order (mission, approach, commitment). */
const highlightIcons = [Target, Compass, ShieldCheck];

export function About() {
  const { about } = useHomeCopy();
  return (
    <section id={about.id} aria-labelledby="about-heading" className={sectionClass}>
      <div className={`${containerClass} grid gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div>
          <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.heading} />
          <SectionParagraphs paragraphs={about.paragraphs} />
        </div>
        <IconBesideList
          items={about.highlights}
          icon={(index) => {
            const Icon = highlightIcons[index % highlightIcons.length] ?? Target;
            return (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            );
          }}
          look="large-card"
          className="grid gap-5 self-center"
        />
      </div>
    </section>
  );
}
