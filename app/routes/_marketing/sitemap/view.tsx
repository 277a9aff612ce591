import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '#app/components/marketing/page-hero.tsx';
import { Section } from '#app/components/marketing/section.tsx';
import { sitemapGroups, type NavLink } from '#app/content/navigation.ts';
import { sitemapGroupsHi } from '#app/content/navigation.hi.ts';
import { useLang } from '#app/lib/lang.ts';
import { localPath } from '#app/lib/local-path.ts';
import { sitemapPage } from './copy.ts';
import { sitemapPageHi } from './copy.hi.ts';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

function SitemapLink({ link, text }: { link: NavLink; text: { externalNote: string } }) {
  const lang = useLang();
  // /social/* are server redirects to external profiles: a full navigation, not a client route.
  if (link.href.startsWith('/social/')) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
        <span className="sr-only">
          ({text.externalNote} {link.label})
        </span>
      </a>
    );
  }
  return (
    <Link to={localPath(link.href, lang)} className={linkClass}>
      {link.label}
    </Link>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const hindi = useLang() === 'hi';
  const text = hindi ? sitemapPageHi : sitemapPage;
  return (
    <>
      <PageHero title={text.heading} description={text.intro} />
      <Section>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(hindi ? sitemapGroupsHi : sitemapGroups).map((group, index) => {
            // The English group's title names the section on both pages (ids stay ASCII).
            const id = `sitemap-${sitemapGroups[index]!.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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
                      <SitemapLink link={link} text={text} />
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
