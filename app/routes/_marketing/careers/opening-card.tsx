import { Briefcase, Clock, MapPin, Send } from 'lucide-react';
import type { CareerOpening } from './copy.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { RichText } from '#app/components/marketing/rich-text.tsx';

/** One job opening: title, department, location, type, description and an Apply Now email link. */
export function OpeningCard({
  opening,
  applyLabel,
  applyHref,
}: {
  /** A studio entry adds its rich text (sanitised HTML, rules/content-model.ts). */
  opening: CareerOpening & { readonly descriptionHtml?: string; readonly requirementsHtml?: string };
  applyLabel: string;
  applyHref: string;
}) {
  const headingId = `opening-${opening.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:gap-8"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {opening.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          <div>
            <dt className="sr-only">Department</dt>
            <dd className="flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
              {opening.department}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {opening.location}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Type</dt>
            <dd className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-slate-500" />
              <Badge variant="teal">{opening.type}</Badge>
            </dd>
          </div>
        </dl>
        <RichText
          html={opening.descriptionHtml}
          text={opening.description}
          className="mt-4 leading-relaxed text-slate-700"
        />
        {opening.requirementsHtml ? (
          <RichText html={opening.requirementsHtml} text="" className="mt-3 leading-relaxed text-slate-700" />
        ) : null}
      </div>
      <Button asChild className="self-start">
        <a href={applyHref} data-apply-opening={opening.title}>
          <Send aria-hidden="true" />
          {applyLabel}
          <span className="sr-only">: {opening.title}</span>
        </a>
      </Button>
    </article>
  );
}
