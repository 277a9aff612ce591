import type { SearchResponse } from '../../rules/site-search.ts';

/** What the Hono server hands every loader and action (see server/site/handler.ts). */
export type SiteLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

declare module 'react-router' {
  interface AppLoadContext {
    nonce?: string | undefined;
    publicEnvJson: string;
    requestId: string;
    logger: SiteLogger;
    /** fetch that reaches the built-in backend in-process (for supabase-js during SSR). */
    backendFetch: typeof fetch;
    /** The site search, in-process (server/search/search-site.ts; ADR 027). */
    siteSearch: (q: string) => Promise<SearchResponse>;
  }
}

export {};
