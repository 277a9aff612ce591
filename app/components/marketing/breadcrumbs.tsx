import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang.ts';
import type { Crumb } from './breadcrumb-trail.ts';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={useLang() === 'hi' ? 'पृष्ठ-पथ' : 'Breadcrumb'}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-brand-800">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="rounded-sm hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
