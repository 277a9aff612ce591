-- 0010_blog_at_scale.sql: indexes that keep the blog fast at ten thousand posts and a hundred
-- thousand comments (ADR 018). The listing pages, filters and searches on the server through
-- /rest/v1; these indexes serve exactly the queries it sends:
--
--   newest first, optionally one category   blog_posts (date DESC, id DESC) / (category, date DESC, id DESC)
--   search: title, excerpt or author_name   ilike '%…%' on each, served by pg_trgm GIN indexes
--   a post's comments, newest first, paged  blog_comments (blog_post_id, created_at DESC, id DESC)
--
-- pg_trgm ships with PostgreSQL (contrib, a trusted extension since 13) and with PGlite (loaded
-- in server/db/pglite.ts). A hosted Supabase project keeps it in the `extensions` schema: the
-- operator class is looked up wherever the extension lives.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- fastupdate off: a new post goes straight into the indexes instead of a pending list that only
-- VACUUM merges (PGlite runs no autovacuum; a long pending list makes every search read it all).
-- Posts are written rarely, so the slower insert costs nothing a reader notices.
DO $migration$
DECLARE
  ops text := (
    SELECT format('%I.gin_trgm_ops', n.nspname)
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX blog_posts_title_trgm_idx ON public.blog_posts USING gin (title %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX blog_posts_excerpt_trgm_idx ON public.blog_posts USING gin (excerpt %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX blog_posts_author_name_trgm_idx ON public.blog_posts USING gin (author_name %s) WITH (fastupdate = off)', ops);
END
$migration$;

-- With the read policy's columns included, the listing's exact count is an index-only scan.
CREATE INDEX blog_posts_date_id_idx ON public.blog_posts (date DESC, id DESC) INCLUDE (is_published, author);
DROP INDEX public.blog_posts_date_idx;
CREATE INDEX blog_posts_category_date_id_idx
  ON public.blog_posts (category, date DESC, id DESC) INCLUDE (is_published, author);

-- Bodies live out of line (TOAST) whenever a row passes 256 bytes, not only past 2 kB, while the
-- searched columns stay in the row (STORAGE MAIN: moved out only as a last resort): the table's
-- own pages then hold what the cards, counts and searches read, several times fewer of them at
-- realistic body lengths, and a count or a search that must visit every post reads only those.
ALTER TABLE public.blog_posts SET (toast_tuple_target = 256);
ALTER TABLE public.blog_posts ALTER COLUMN title SET STORAGE MAIN;
ALTER TABLE public.blog_posts ALTER COLUMN excerpt SET STORAGE MAIN;
ALTER TABLE public.blog_posts ALTER COLUMN author_name SET STORAGE MAIN;

-- Comments page by (created_at, id): the id breaks ties between comments written in the same
-- microsecond, so "Load more" never skips or repeats one. Replaces the two-column index.
CREATE INDEX blog_comments_post_created_at_id_idx
  ON public.blog_comments (blog_post_id, created_at DESC, id DESC);
DROP INDEX public.blog_comments_post_created_at_idx;
