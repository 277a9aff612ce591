import { data, type AppLoadContext } from 'react-router';
import {
  contentColumns,
  contentPageTypes,
  sanitizeRichFields,
  type ContentRow,
  type ContentType,
} from '#rules/content-model.ts';
import { sanitizePostHtml } from '#rules/sanitize-post-html.ts';
import type { SitemapEntry } from './sitemap.ts';
import { createServerSupabase } from './supabase.server.ts';

/**
 * The content studio's entries as a page reads them (ADR 038): one statement per page render, as
 * anon, so row-level security hands over live entries only (never a draft, a scheduled entry
 * before its time, or a private field). The server keeps the rendered page in its page cache
 * until the content changes or the next scheduled entry goes live (server/site/page-cache.ts).
 * Rich-text fields come back sanitised (rules/sanitize-post-html.ts).
 */
export async function loadContent(context: AppLoadContext, types: readonly ContentType[]): Promise<ContentRow[]> {
  const { data: rows, error } = await createServerSupabase(context)
    .from('content_entries')
    .select(contentColumns)
    .in('type', types as ContentType[])
    .order('position')
    .limit(500);
  if (error) {
    context.logger.error({ err: error, requestId: context.requestId }, 'content failed to load');
    context.uncacheable();
    throw data('The page could not load its content. Please try again in a moment.', { status: 503 });
  }
  // Rich text is sanitised again as it is rendered (it was when written: server/content/).
  return (rows as ContentRow[]).map((row) => ({ ...row, fields: sanitizeRichFields(row.fields, sanitizePostHtml) }));
}

/** A content page's route `loader`: its live entries of `types` as `content` (content-data.ts reads them). */
export function contentLoader(types: readonly ContentType[]) {
  return async ({ context }: { context: AppLoadContext }) => ({ content: await loadContent(context, types) });
}

/**
 * The content pages' sitemap entries (issue #28 item 6): each page's lastmod is the latest change
 * of the live entries it lists (an edit, a publish, a scheduled entry going live, an opening
 * closed), read as anon like the page itself; the build date when it has none. A backend failure
 * is logged and leaves the page's static entry (app/lib/sitemap.ts) in place.
 */
export async function contentSitemapEntries(context: AppLoadContext, since: string): Promise<SitemapEntry[]> {
  const paths = Object.keys(contentPageTypes);
  const types = [...new Set(paths.flatMap((path) => contentPageTypes[path]!))];
  const { data: rows, error } = await createServerSupabase(context)
    .from('content_entries')
    .select('type, publish_at, updated_at')
    .in('type', types)
    .order('updated_at', { ascending: false })
    .limit(500);
  if (error) {
    context.logger.error({ err: error, requestId: context.requestId }, 'sitemap: content failed to load');
    return [];
  }
  const latest = (path: string) => {
    let at = Date.parse(since);
    for (const row of rows as { type: ContentType; publish_at: string | null; updated_at: string }[]) {
      if (!contentPageTypes[path]!.includes(row.type)) continue;
      for (const value of [row.publish_at, row.updated_at]) if (value) at = Math.max(at, Date.parse(value));
    }
    return Number.isFinite(at) ? new Date(at).toISOString() : since;
  };
  return paths.map((path) => ({ path, lastmod: latest(path), changefreq: 'weekly', priority: 0.7 }));
}
