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
    /**
     * Says this render is not the page every reader should get: a loader that could not load its
     * data and leaves the browser to ask again calls it, so the server does not keep the page for
     * other readers (server/site/page-cache.ts).
     */
    uncacheable(): void;
    /** The site search, in-process (server/search/search-site.ts; ADR 027). */
    siteSearch: (q: string) => Promise<SearchResponse>;
    /**
     * Counts one render not yet kept (a preview image) against the address's render limit
     * (RATE_RENDERS_PER_MINUTE, shared with image renditions; server/admission/admit.ts):
     * undefined when it may go ahead, else the refusal to answer with (429, Retry-After).
     */
    takeRenderLimit: () => Promise<{ message: string; retryAfter: number } | undefined>;
  }
}

export {};
