import { CalendarDays, Download, FileText } from '#app/components/icons/cards.tsx';
import type { Whitepaper } from './copy.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button, ActionLabel } from '#app/components/ui/button.tsx';
import { ImageCard } from '#app/components/marketing/image-card.tsx';
import { RichText } from '#app/components/marketing/rich-text.tsx';

/**
 * One whitepaper: cover, category, date, title, summary, page count and 'Download PDF'. The
 * PDF is emailed, so the button is a link to the access form (it works without JavaScript);
 * with JavaScript a click also preselects this paper in the form (`data-whitepaper`,
 * whitepaper-download.ts).
 */
export function WhitepaperCard({
  paper,
  pagesLabel,
  downloadLabel,
  formId,
  lang,
}: {
  /** A studio entry adds its cover's alt text and its summary as rich text (rules/content-model.ts). */
  paper: Whitepaper & { readonly imageAlt?: string; readonly summaryHtml?: string };
  /** Set when the paper's texts are not in the page's language (an entry without its Hindi). */
  lang?: string | undefined;
  pagesLabel: string;
  downloadLabel: string;
  formId: string;
}) {
  return (
    <ImageCard
      id={`whitepaper-${paper.id}`}
      image={paper.image}
      imageAlt={paper.imageAlt}
      badge={
        // pb-1 with the heading's mt-3 keeps the 16 px gap this row has always had.
        <div className="flex flex-wrap items-center justify-between gap-2 pb-1">
          <Badge variant="teal" lang={lang}>
            {paper.category}
          </Badge>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            {paper.date}
          </span>
        </div>
      }
      title={paper.title}
      lang={lang}
    >
      <RichText
        html={paper.summaryHtml}
        text={paper.summary}
        lang={lang}
        className="mt-2 mb-6 text-sm leading-relaxed text-slate-700"
      />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <FileText aria-hidden="true" className="size-4 text-brand-700" />
          {paper.pages} {pagesLabel}
        </span>
        <Button asChild size="sm">
          <a href={`#${formId}`} data-whitepaper={paper.id}>
            <Download aria-hidden="true" />
            <ActionLabel label={downloadLabel} item={paper.title} />
          </a>
        </Button>
      </div>
    </ImageCard>
  );
}
