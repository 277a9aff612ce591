import { Briefcase, Clock, MapPin, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CareerOpening } from './copy.ts';

/** The card's hidden labels, in the page's language. */
export type OpeningCardLabels = { readonly department: string; readonly location: string; readonly type: string };
import { Badge } from '#app/components/ui/badge.tsx';
import { Button, ActionLabel } from '#app/components/ui/button.tsx';
import { RichText } from '#app/components/marketing/rich-text.tsx';

/** One job opening: title, department, location, type, description and an Apply Now email link. */
export function OpeningCard({
  opening,
  lang,
  labels,
  applyLabel,
  applyKey,
  applyHref,
}: {
  /** A studio entry adds its rich text (sanitised HTML, rules/content-model.ts); its type is shown as given (the page's language's name for it). */
  opening: Omit<CareerOpening, 'type'> & {
    readonly type: string;
    readonly descriptionHtml?: string;
    readonly requirementsHtml?: string;
  };
  /** Set when the opening's texts are not in the page's language (an entry without its Hindi). */
  lang?: string | undefined;
  labels: OpeningCardLabels;
  applyLabel: string;
  /** What Apply Now carries for the application form: the opening's English title. */
  applyKey: string;
  applyHref: string;
}) {
  const headingId = `opening-${opening.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:gap-8"
    >
      <div className="min-w-0" lang={lang}>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {opening.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          <Fact label={labels.department} icon={Briefcase}>
            {opening.department}
          </Fact>
          <Fact label={labels.location} icon={MapPin}>
            {opening.location}
          </Fact>
          <Fact label={labels.type} icon={Clock}>
            <Badge variant="teal">{opening.type}</Badge>
          </Fact>
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
        <a href={applyHref} data-apply-opening={applyKey}>
          <Send aria-hidden="true" />
          <ActionLabel label={applyLabel} item={opening.title} />
        </a>
      </Button>
    </article>
  );
}

/** One of the opening's facts: its name for screen readers, its icon and its value. */
function Fact({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        {children}
      </dd>
    </div>
  );
}
