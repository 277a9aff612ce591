import { escapeAttr } from './html-page.ts';
import type { ContentAnnouncement } from './content-model.ts';

/**
 * The site-wide announcement bar as HTML (issue 28): the server puts it into every marketing page
 * it sends, prerendered or rendered (server/content/announcement-bar.ts), right before the site
 * header, so it is in the page's first paint and never moves what follows. A labelled region
 * (a landmark screen-reader users can jump to); its link names where it goes: the link text the
 * studio gives, else the announcement's text itself. Plain HTML: no script, nothing to hydrate.
 */
export const announcementBarId = 'site-announcement';

export function announcementBarHtml(a: ContentAnnouncement): string {
  const text = escapeAttr(a.text);
  let body = text;
  if (a.link) {
    const href = escapeAttr(a.link);
    const linkClass =
      'font-semibold text-white underline underline-offset-2 hover:text-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
    body = a.linkText
      ? `${text} <a href="${href}" class="${linkClass}">${escapeAttr(a.linkText)}</a>`
      : `<a href="${href}" class="${linkClass}">${text}</a>`;
  }
  return (
    `<section id="${announcementBarId}" aria-label="Announcement" class="bg-brand-900 text-white">` +
    `<p class="mx-auto max-w-7xl px-4 py-2 text-center text-sm sm:px-6 lg:px-8">${body}</p></section>`
  );
}

/** `html` with the bar right before its site header (unchanged when there is no bar or no header). */
export function withAnnouncementBar(html: string, bar: string): string {
  if (!bar) return html;
  const at = html.indexOf('<header');
  return at === -1 ? html : `${html.slice(0, at)}${bar}${html.slice(at)}`;
}
