import { data, type AppLoadContext } from 'react-router';
import { contentColumns, type ContentRow, type ContentType } from '#rules/content-model.ts';
import { createServerSupabase } from './supabase.server.ts';

/**
 * The content studio's entries as a page reads them (ADR 038): one statement per page render, as
 * anon, so row-level security hands over live entries only (never a draft, a scheduled entry
 * before its time, or a private field). The server keeps the rendered page in its page cache
 * until the content changes or the next scheduled entry goes live (server/site/page-cache.ts).
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
  return rows as ContentRow[];
}
