import { CircleCheck, Cpu } from 'lucide-react';
import { useHomeCopy } from './use-copy.ts';
import { containerClass, SectionHeading, SectionParagraphs, sectionClass } from './section-heading.tsx';

/** The technology-partner section (#nvidia). No vendor logo: the programme is named in text. */
export function TechnologyPartner() {
  const { technologyPartner } = useHomeCopy();
  const partner = technologyPartner;
  return (
    <section id={partner.id} aria-labelledby="nvidia-heading" className={sectionClass}>
      <div className={`${containerClass} grid items-center gap-12 lg:grid-cols-5 lg:gap-16`}>
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-brand-900 p-8 text-white shadow-xl lg:col-span-2">
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-teal-400/20" />
          <Cpu aria-hidden="true" className="relative size-14 text-teal-300" />
          <p className="relative mt-6 text-sm font-semibold tracking-wider text-indigo-200 uppercase">
            {partner.eyebrow}
          </p>
          <p className="relative mt-2 text-3xl font-bold tracking-tight">{partner.programName}</p>
          <ul className="relative mt-8 space-y-3">
            {partner.points.map((point) => (
              <li key={point} className="flex gap-3 text-indigo-50">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <SectionHeading id="nvidia-heading" eyebrow={partner.eyebrow} title={partner.heading} />
          <SectionParagraphs paragraphs={partner.paragraphs} />
        </div>
      </div>
    </section>
  );
}
