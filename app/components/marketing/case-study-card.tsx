import { ArrowRight, School, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { CaseStudy } from '../../content/case-studies.ts';
import { Badge } from '../ui/badge.tsx';

/** One case study: image, product tag, title, institution, summary, key outcomes and a link to the full study. */
export function CaseStudyCard({
  study,
  outcomesLabel,
  readMoreLabel,
  readMoreHref,
}: {
  study: CaseStudy;
  outcomesLabel: string;
  readMoreLabel: string;
  readMoreHref: string;
}) {
  const headingId = `case-study-${study.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={study.image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full border-b border-slate-100 bg-slate-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{study.product}</Badge>
        <h2 id={headingId} className="mt-3 text-xl font-semibold text-balance text-slate-900">
          {study.title}
        </h2>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-teal-700">
          <School aria-hidden="true" className="size-4 shrink-0" />
          {study.institution}
        </p>
        <p className="mt-4 leading-relaxed text-slate-700">{study.summary}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-900 uppercase">{outcomesLabel}</h3>
        <ul className="mt-3 space-y-2">
          {study.outcomes.map((outcome) => (
            <li key={outcome} className="flex gap-2 text-sm leading-relaxed text-slate-700">
              <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
              {outcome}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Link
            to={readMoreHref}
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {readMoreLabel}
            <span className="sr-only">: {study.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
