import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { pageCount } from './list-query.ts';

/** "Page N of M (X rows)" with Previous and Next links that keep the rest of the URL's state. */
export function AdminPager({ page, count, noun }: { page: number; count: number; noun: string }) {
  const [params] = useSearchParams();
  const total = pageCount(count);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const step = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav
      aria-label="Pagination"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p>
        Page {Math.min(page, total)} of {total} ({count} {noun})
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className={step}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Link>
        ) : null}
        {page < total ? (
          <Link to={hrefFor(page + 1)} className={step}>
            Next <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
