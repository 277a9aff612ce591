import { createContext, useContext } from 'react';
import { useLoaderData } from 'react-router';
import type { ContentRow } from '#rules/content-model.ts';

/** What a content page's loader returns (content-load.server.ts). */
export type ContentLoaderData = { content: readonly ContentRow[] };

/**
 * Entries a preview (the studio's draft preview) puts in place of the loader's: the page renders
 * exactly as it will once they are live.
 */
export const ContentOverride = createContext<readonly ContentRow[] | null>(null);

/** The page's entries: the preview's when there is one, else the route loader's. */
export function useContent(): readonly ContentRow[] {
  const override = useContext(ContentOverride);
  const loaded = useLoaderData<ContentLoaderData | undefined>();
  return override ?? loaded?.content ?? [];
}
