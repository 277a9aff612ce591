import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { LoadFailed } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { ContentOverride } from '../../lib/content-data.ts';
import { Page as CareersView } from '../_marketing/careers/view.tsx';
import { Page as CaseStudiesView } from '../_marketing/case-studies/view.tsx';
import { Hero as WhitepapersHero, LibraryCards as WhitepaperCards } from '../_marketing/whitepapers/view.tsx';
import { Hero as WebinarsHero, Upcoming as WebinarsUpcoming } from '../_marketing/webinars/view.tsx';
import { PastWebinarsEn } from '../_marketing/webinars/past-en.tsx';
import { UpcomingWebinarsEn } from '../_marketing/webinars/upcoming-en.tsx';
import { SupportTop } from '../_marketing/support/view.tsx';
import {
  announcementFromRow,
  contentColumns,
  isLive,
  sanitizeRichFields,
  type ContentRow,
} from '#rules/content-model.ts';
import { sanitizeInBrowser } from '../../features/blog/sanitize-in-browser.ts';
import { announcementBarHtml } from '#rules/announcement-bar.ts';
import type { PageHandle, PageSeo } from '../../components/marketing/page-meta.ts';
import { careersSeo } from '../_marketing/careers/seo.ts';
import { webinarsSeo } from '../_marketing/webinars/seo.ts';
import { caseStudiesSeo } from '../_marketing/case-studies/seo.ts';
import { whitepapersSeo } from '../_marketing/whitepapers/seo.ts';
import { supportSeo } from '../_marketing/support/seo.ts';
import type { Route } from './+types/content-preview.ts';

/** The previewed page's seo entry (its heroes read it from the route's handle): set by the loader. */
export const handle: PageHandle & { seo: PageSeo } = { seo: webinarsSeo };

/** The public page each previewable type is shown on. */
const previewSeo: Partial<Record<ContentRow['type'], PageSeo>> = {
  webinar: webinarsSeo,
  opening: careersSeo,
  case_study: caseStudiesSeo,
  whitepaper: whitepapersSeo,
  faq: supportSeo,
};

/**
 * A draft's preview (ADR 038), for content staff only: the public page's own components with the
 * live entries of the type plus this one as if it were live, so it renders as the page will.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadSection('content', async (supabase) => {
    const { data: one, error } = await supabase
      .from('content_entries')
      .select(`id, ${contentColumns}`)
      .eq('id', params.id)
      .maybeSingle();
    if (error) throw error;
    if (!one) return null;
    const entry = one as ContentRow & { id: string };
    handle.seo = previewSeo[entry.type] ?? webinarsSeo;
    const { data: all, error: listError } = await supabase
      .from('content_entries')
      .select(`id, ${contentColumns}`)
      .eq('type', entry.type)
      .order('position');
    if (listError) throw listError;
    const now = new Date();
    const rows = ((all ?? []) as (ContentRow & { id: string })[])
      .filter((row) => row.id !== entry.id && isLive(row, now))
      .concat([{ ...entry, status: 'published', publish_at: now.toISOString() }])
      // Rich text as the public page gets it: sanitised with the same policy (in the browser here).
      .map((row) => ({ ...row, fields: sanitizeRichFields(row.fields, sanitizeInBrowser) }));
    return { entry, rows };
  });
}

export const meta = staffMeta('Preview');

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { allowed, data } = loaderData;
  if (!allowed) return <NotFound />;
  if (!data) return <LoadFailed />;
  const { entry, rows } = data;
  return (
    <section>
      <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Preview of “{entry.slug}” as the public page will show it (staff only).{' '}
        <Link
          to={`/admin/content/${(entry as { id: string }).id}`}
          className="inline-flex items-center gap-1 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the entry
        </Link>
      </p>
      <ContentOverride.Provider value={rows}>
        <div className="-mx-4 border border-dashed border-slate-300 bg-white">
          {entry.type === 'webinar' ? (
            <HeroAndBody hero={<WebinarsHero />}>
              <WebinarsUpcoming />
              <UpcomingWebinarsEn />
              <PastWebinarsEn />
            </HeroAndBody>
          ) : entry.type === 'opening' ? (
            <CareersView />
          ) : entry.type === 'case_study' ? (
            <CaseStudiesView />
          ) : entry.type === 'whitepaper' ? (
            <HeroAndBody hero={<WhitepapersHero />}>
              <WhitepaperCards />
            </HeroAndBody>
          ) : entry.type === 'faq' ? (
            <SupportTop />
          ) : entry.type === 'announcement' ? (
            // The very HTML the server puts above every marketing page's header (its text escaped).
            <div dangerouslySetInnerHTML={{ __html: announcementBarHtml(announcementFromRow(entry)) }} />
          ) : (
            <pre className="overflow-auto p-4 text-xs">{JSON.stringify(entry.fields, null, 2)}</pre>
          )}
        </div>
      </ContentOverride.Provider>
    </section>
  );
}

/** A listing page as its preview shows it: the hero, then the page's body with its padding. */
function HeroAndBody({ hero, children }: { hero: ReactNode; children: ReactNode }) {
  return (
    <>
      {hero}
      <div className="px-4 py-8">{children}</div>
    </>
  );
}
