import type { ServerDeps } from '../deps.ts';
import { templateBytes, type GzipTemplate } from '../lib/gzip-template.ts';
import { nextPublishAt } from '../content/content-reads.ts';
import { createAnnouncementBar, type AnnouncementBar } from '../content/announcement-bar.ts';
import { contentPagePaths } from '../../rules/content-model.ts';
import { pathWithoutLang } from '../../rules/languages.ts';

/**
 * The blog's pages as anonymous readers get them, rendered once and served to every reader until
 * the blog changes (ADR 018).
 *
 * The server renders `/blog` (listing pages, searches) and `/blog/:id` as anon for everyone: the
 * session lives in the browser and signed-in data is loaded there (ADR 017), so the HTML for a
 * URL is the same for every reader, except the CSP nonce, which must differ per response. A page
 * is kept split where its nonce stood, as UTF-8 and compressed (server/lib/gzip-template.ts), and
 * each response gets its own nonce put in without rendering or compressing the page again.
 *
 * - **Until the next write.** `invalidate(table)` drops what a change to `blog_posts` (every page)
 *   or `blog_comments` (post pages) makes stale. It is called by the REST app after a write has
 *   committed in this process (before its answer leaves), and for every process on the database
 *   by `NOTIFY blog_changed` (migration 0080; `null`, notices maybe missed, drops everything).
 * - **A render never outlives a write that happened during it.** Each kind of page has a
 *   generation, bumped by every invalidation; a render started before a write is not kept.
 * - **One render per page at a time.** Requests for a page being rendered wait for that render
 *   (begun after the last write) instead of rendering it again.
 * - **Bounded.** Pages expire after `maxAgeMs` whatever happens (a bound, not the mechanism), and
 *   the least recently served go first past `maxBytes`.
 */

export type PageKind = 'listing' | 'post' | 'content';

/** A rendered page, split where its CSP nonce stood. */
export type CachedPage = { status: number; headers: [string, string][]; body: GzipTemplate };

/** What a render gives: a page to keep and serve, or a response to send as it is (not kept). */
export type RenderOutcome = { page: CachedPage } | { response: Response };

export type CacheOutcome =
  { page: CachedPage; source: 'hit' | 'miss' | 'shared' } | { response: Response; source: 'bypass' };

export type PageCache = {
  /**
   * The page for `key`: kept, being rendered for another request (`shared`), or rendered now by
   * `render` (`miss`). A render's response that is not a page (an error, a redirect, a page whose
   * data failed to load) is returned to its own request only (`bypass`); requests that waited for
   * it render for themselves.
   */
  get(key: string, kind: PageKind, render: () => Promise<RenderOutcome>): Promise<CacheOutcome>;
  /** A table changed (`null`: something may have, unknown what): drop the pages it makes stale. */
  invalidate(table: string | null): void;
  /** Kept pages and their size, for tests and logs. */
  stats(): { pages: number; bytes: number };
};

export type PageCacheOptions = {
  maxAgeMs: number;
  maxBytes: number;
  now?: () => number;
};

type Entry = { kind: PageKind; page: CachedPage; bytes: number; expires: number };

/** Which pages a change to a table makes stale. */
const staleKinds = (table: string | null): readonly PageKind[] =>
  table === null
    ? ['listing', 'post', 'content']
    : contentTables.has(table)
      ? ['content']
      : table === 'blog_comments'
        ? ['post']
        : ['listing', 'post'];

/** The content studio's tables (ADR 038): their changes make the content pages stale. */
const contentTables = new Set(['content_entries', 'content_private', 'content_images']);

export function createPageCache({ maxAgeMs, maxBytes, now = Date.now }: PageCacheOptions): PageCache {
  // Map order is recency: a page served moves to the end, the first one goes first.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<RenderOutcome>>();
  const generation: Record<PageKind, number> = { listing: 0, post: 0, content: 0 };
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, kind: PageKind, page: CachedPage) => {
    const size = templateBytes(page.body);
    if (size > maxBytes) return;
    drop(key);
    entries.set(key, { kind, page, bytes: size, expires: now() + maxAgeMs });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    async get(key, kind, render) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key);
        entries.set(key, entry);
        return { page: entry.page, source: 'hit' };
      }
      if (entry) drop(key);

      const inFlight = rendering.get(key);
      if (inFlight) {
        const shared = await inFlight.catch(() => undefined);
        if (shared && 'page' in shared) return { page: shared.page, source: 'shared' };
        const own = await render();
        return 'page' in own ? { page: own.page, source: 'miss' } : { response: own.response, source: 'bypass' };
      }

      const started = generation[kind];
      const rendered = render();
      rendering.set(key, rendered);
      try {
        const outcome = await rendered;
        if (!('page' in outcome)) return { response: outcome.response, source: 'bypass' };
        if (generation[kind] === started) keep(key, kind, outcome.page);
        return { page: outcome.page, source: 'miss' };
      } finally {
        if (rendering.get(key) === rendered) rendering.delete(key);
      }
    },

    invalidate(table) {
      const kinds = staleKinds(table);
      for (const kind of kinds) generation[kind]++;
      for (const [key, entry] of entries) if (kinds.includes(entry.kind)) drop(key);
      // Requests from now on must not wait for a render begun before the change.
      for (const key of rendering.keys()) if (kinds.includes(pageKind(key))) rendering.delete(key);
    },

    stats: () => ({ pages: entries.size, bytes }),
  };
}

/** Keys start with the page's kind (`pageCacheKey`). */
const pageKind = (key: string): PageKind =>
  key.startsWith('post ') ? 'post' : key.startsWith('content ') ? 'content' : 'listing';

/**
 * Which page a request is, if it is one the cache keeps: the listing (`/blog`, any query), a
 * post (`/blog/:id`, not the editor's routes) or a content page, in either language (`/hi/blog`,
 * `/hi/careers`: the key's path keeps them apart). Data requests (`.data`) and other routes: none.
 */
export function cachedPageKind(pathname: string): PageKind | undefined {
  const bare = pathWithoutLang(pathname);
  if (bare === '/blog') return 'listing';
  if (contentPagePaths.includes(bare)) return 'content';
  const id = /^\/blog\/([^/]+)$/.exec(bare)?.[1];
  if (id === undefined || id === 'create' || id.endsWith('.data')) return undefined;
  return 'post';
}

/**
 * The key of a page: its kind, whether it was rendered for a crawler (React renders everything
 * before the first byte for them, entry.server.tsx), and its path and query as sent.
 */
export function pageCacheKey(kind: PageKind, forBot: boolean, pathAndQuery: string): string {
  return `${kind} ${forBot ? 'bot' : 'browser'} ${pathAndQuery}`;
}

/** The tables whose writes make kept pages stale. */
const blogTables = new Set(['blog_posts', 'blog_comments']);

/** Kept pages at most, in bytes of HTML and its gzip (about 500 pages of ~50 + 10 KB: the inlined stylesheet is kept once, gzip-template.ts). */
export const pageCacheMaxBytes = 32 * 1024 * 1024;

export type SitePageCache = {
  cache: PageCache;
  /** Told after a /rest/v1 write to `table` has committed in this process (server/app.ts). */
  restWritten(table: string): void;
  /** The marketing pages' announcement bar, read again after the same changes (server/content/announcement-bar.ts). */
  announcements: AnnouncementBar;
};

/**
 * The production server's page cache, listening for `NOTIFY blog_changed` from every process on
 * the database. None in development, with `PAGE_CACHE_SECONDS=0`, or when the site reads a
 * hosted Supabase project (`SUPABASE_URL`): its writes never reach this server's database, so
 * nothing would tell the cache.
 */
export function openSitePageCache(deps: ServerDeps): SitePageCache | undefined {
  const { env, db } = deps;
  if (env.NODE_ENV === 'development' || env.SUPABASE_URL || env.PAGE_CACHE_SECONDS === 0) return undefined;
  const cache = createPageCache({ maxAgeMs: env.PAGE_CACHE_SECONDS * 1000, maxBytes: pageCacheMaxBytes });
  db.listen('blog_changed', (payload) => cache.invalidate(payload === '' ? null : payload));
  const announcements = createAnnouncementBar(deps);
  // The content pages and the bar they carry are read again after a change of `table` (null: any).
  const contentChanged = (table: string | null) => {
    announcements.invalidate();
    cache.invalidate(table);
  };
  const publishing = schedulePublishing(deps, () => contentChanged('content_entries'));
  db.listen('content_changed', (payload) => {
    contentChanged(payload === '' ? null : payload);
    publishing.reschedule();
  });
  return {
    cache,
    announcements,
    restWritten(table) {
      if (blogTables.has(table)) cache.invalidate(table);
      if (contentTables.has(table)) {
        contentChanged(table);
        publishing.reschedule();
      }
    },
  };
}

/** setTimeout's longest delay; a later publication is looked up again then. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Scheduled entries go live by themselves (the read policy compares publish_at with now(), ADR
 * 038); the pages this process kept must then be rendered again. Each process keeps one timer
 * set to the next publish_at, read again after every content change (its own or, by NOTIFY,
 * another process's), so every instance drops its content pages at that instant with nobody
 * signed in and no job to run.
 */
function schedulePublishing(deps: ServerDeps, expire: () => void): { reschedule(): void } {
  let timer: NodeJS.Timeout | undefined;
  let reading = 0;
  const reschedule = () => {
    const read = ++reading;
    nextPublishAt(deps.db).then(
      (at) => {
        if (read !== reading) return;
        clearTimeout(timer);
        if (!at) return;
        timer = setTimeout(
          () => {
            expire();
            reschedule();
          },
          Math.min(Math.max(at.getTime() - Date.now(), 0) + 50, maxTimerMs),
        );
        timer.unref();
      },
      (err: unknown) => deps.logger.warn({ err }, 'content: reading the next publication failed'),
    );
  };
  reschedule();
  return { reschedule };
}
