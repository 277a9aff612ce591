// Replaced by Vite's `define` (vite.config.ts) with the build's ISO timestamp; absent when the
// module runs outside a Vite build (unit tests), where "now" is the honest answer.
declare const __BUILD_TIME__: string | undefined;

/** When the site was built (ISO 8601). Prerendered pages and the server bundle share it. */
export const buildTime: string = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date().toISOString();

/** The build's calendar date (YYYY-MM-DD, UTC), e.g. for a sitemap's lastmod. */
export const buildDate: string = buildTime.slice(0, 10);

export const buildYear: number = Number(buildTime.slice(0, 4));
