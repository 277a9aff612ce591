import { ArrowRight, School, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { CaseStudy } from './copy.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { ActionLabel } from '#app/components/ui/button.tsx';
import { ImageCard } from '#app/components/marketing/image-card.tsx';
import { RichText } from '#app/components/marketing/rich-text.tsx';

/** One case study: image, product tag, title, institution, summary, key outcomes and a link to the full study. */
export function CaseStudyCard({
  study,
  outcomesLabel,
  readMoreLabel,
  readMoreHref,
  eager = false,
  lang,
}: {
  /** A studio entry adds its image's alt text and its summary as rich text (rules/content-model.ts). */
  study: CaseStudy & { readonly imageAlt?: string; readonly summaryHtml?: string };
  /** Set when the study's texts are not in the page's language (an entry without its Hindi). */
  lang?: string | undefined;
  /** The first card, whose image is in the first screen (see ImageCard). */
  eager?: boolean;
  outcomesLabel: string;
  readMoreLabel: string;
  readMoreHref: string;
}) {
  return (
    <ImageCard
      id={`case-study-${study.id}`}
      image={study.image}
      imageAlt={study.imageAlt}
      badge={
        <Badge className="self-start" lang={lang}>
          {study.product}
        </Badge>
      }
      title={study.title}
      lang={lang}
      level="h2"
      eager={eager}
    >
      <p lang={lang} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-teal-700">
        <School aria-hidden="true" className="size-4 shrink-0" />
        {study.institution}
      </p>
      <RichText
        html={study.summaryHtml}
        text={study.summary}
        lang={lang}
        className="mt-4 leading-relaxed text-slate-700"
      />
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-900 uppercase">{outcomesLabel}</h3>
      <ul lang={lang} className="mt-3 space-y-2">
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
          <ActionLabel label={readMoreLabel} item={study.title} />
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </ImageCard>
  );
}
