import { CalendarDays, Download, FileText } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Whitepaper } from '../../content/whitepapers.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';

/**
 * One whitepaper: cover, category, date, title, summary, page count and 'Download PDF'. The
 * PDF is emailed, so the button is a link to the access form (it works without JavaScript);
 * with JavaScript `onDownload` also preselects this paper in the form.
 */
export function WhitepaperCard({
  paper,
  pagesLabel,
  downloadLabel,
  formId,
  onDownload,
}: {
  paper: Whitepaper;
  pagesLabel: string;
  downloadLabel: string;
  formId: string;
  onDownload: (paper: Whitepaper, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const headingId = `whitepaper-${paper.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={paper.image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full border-b border-slate-100 bg-slate-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="teal">{paper.category}</Badge>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            {paper.date}
          </span>
        </div>
        <h3 id={headingId} className="mt-4 text-lg font-semibold text-balance text-slate-900">
          {paper.title}
        </h3>
        <p className="mt-2 mb-6 text-sm leading-relaxed text-slate-700">{paper.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <FileText aria-hidden="true" className="size-4 text-brand-700" />
            {paper.pages} {pagesLabel}
          </span>
          <Button asChild size="sm">
            <a href={`#${formId}`} onClick={(event) => onDownload(paper, event)}>
              <Download aria-hidden="true" />
              {downloadLabel}
              <span className="sr-only">: {paper.title}</span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
