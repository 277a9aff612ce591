import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { paginationWindow } from './pagination-window.ts';
import { useBlogCopy } from './use-blog-copy.ts';

/**
 * Previous, the page window of spec point 9 and Next, as links to `?page=N` (other URL state
 * kept). Shown only when there is more than one page; Previous and Next are disabled at the ends.
 */
export function BlogPagination({
  page,
  total,
  hrefFor,
}: {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const { copy } = useBlogCopy();
  if (total <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <StepLink to={page > 1 ? hrefFor(page - 1) : null} label={copy.previous}>
        <ChevronLeft aria-hidden="true" />
        {copy.previous}
      </StepLink>
      <ul className="flex flex-wrap items-center gap-1">
        {paginationWindow(page, total).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={copy.pageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(buttonVariants({ variant: item.page === page ? 'default' : 'outline', size: 'icon' }))}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      <StepLink to={page < total ? hrefFor(page + 1) : null} label={copy.next}>
        {copy.next}
        <ChevronRight aria-hidden="true" />
      </StepLink>
    </nav>
  );
}

function StepLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const className = buttonVariants({ variant: 'outline' });
  if (to === null)
    return (
      <button type="button" disabled className={className} aria-label={label}>
        {children}
      </button>
    );
  return (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
