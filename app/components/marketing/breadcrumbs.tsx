import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { absoluteUrl } from '../../lib/seo.ts';

export type Crumb = {
  readonly label: string;
  readonly href: string;
};

/** The trail of an inner page: Home, then the given crumbs (the last one is the page itself). */
export function trail(...crumbs: Crumb[]): readonly Crumb[] {
  return [{ label: 'Home', href: '/' }, ...crumbs];
}

/** schema.org BreadcrumbList for the same trail the page shows. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
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
