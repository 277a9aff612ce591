import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '#app/components/marketing/page-hero.tsx';
import { Section } from '#app/components/marketing/section.tsx';
import { sitemapGroups, type NavLink } from '#app/content/navigation.ts';
import { sitemapPage } from './copy.ts';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

function SitemapLink({ link }: { link: NavLink }) {
  // /social/* are server redirects to external profiles: a full navigation, not a client route.
  if (link.href.startsWith('/social/')) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
        <span className="sr-only">
          ({sitemapPage.externalNote} {link.label})
        </span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return (
    <>
      <PageHero title={sitemapPage.heading} description={sitemapPage.intro} />
      <Section>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sitemapGroups.map((group) => {
            const id = `sitemap-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <section
                key={group.title}
                aria-labelledby={id}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 id={id} className="text-lg font-semibold text-brand-900">
                  {group.title}
                </h2>
                <ul className="mt-4 space-y-2.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SitemapLink link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </Section>
    </>
  );
}
