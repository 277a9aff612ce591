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
          icons={highlightIcons}
          look="large-card"
          className="grid gap-5 self-center"
        />
      </div>
    </section>
  );
}
