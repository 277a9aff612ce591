import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';

/** The staff area's frame: its name, the section menu beside (or above, on phones) the section. */
export function AdminFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin</p>
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:gap-10">
        {nav ? <aside className="lg:w-48 lg:shrink-0">{nav}</aside> : null}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

/** A section's heading (the section's name) and its actions. */
export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** What a section shows when its list could not load (the toast said why). */
export function LoadFailed() {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      This list could not be loaded. Reload the page to try again.
    </p>
  );
}

/**
 * The frame of a record's page (a lead, a webinar, a content entry, the image library): the
 * not-found page for a role that may not open it; else a link back to its list, then the page,
 * or (when the page is drawn from its loaded data) the load failure when that did not load.
 */
export function AdminRecord<T>({
  loaded,
  back,
  backLabel,
  children,
}: {
  loaded: { allowed: boolean; data?: T | null };
  /** The list's path ("/admin/leads"). */
  back: string;
  /** The back link's words ("All leads"). */
  backLabel: string;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  if (!loaded.allowed) return <NotFound />;
  const { data } = loaded;
  return (
    <section>
      <Link to={back} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" /> {backLabel}
      </Link>
      {typeof children !== 'function' ? children : data == null ? <LoadFailed /> : children(data)}
    </section>
  );
}
