-- 0055_site_search.sql: one search over the whole site (ADR 027).
--
-- public.site_pages holds the marketing pages' words, one row per page and per item a page lists
-- (an FAQ answer, a case study, a whitepaper, a webinar, an opening). The server fills it at
-- start from the same content modules the pages render (server/search/sync-site-pages.ts):
-- upserted by (path, anchor), skipped when the content hash is unchanged, and rows no longer in
-- the modules deleted. Everyone may read it; only the server writes it.
--
-- public.search_terms is the vocabulary a misspelt word is corrected against (trigram
-- similarity): every word of the marketing pages, refreshed with them.
--
-- Published posts are searched through public.post_search (below).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE TABLE public.site_pages (
  path text NOT NULL CHECK (path ~ '^/' AND char_length(path) <= 200),
  anchor text NOT NULL DEFAULT '' CHECK (char_length(anchor) <= 200),
  -- Where the result links to: the path, with the item's #fragment when it has one.
  href text NOT NULL CHECK (href ~ '^/' AND char_length(href) <= 400),
  kind text NOT NULL CHECK (kind IN ('page', 'faq', 'case_study', 'whitepaper', 'webinar', 'opening')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  headings text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  content_hash text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', headings), 'B')
    || setweight(to_tsvector('english', body), 'C')) STORED,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, anchor)
);
CREATE INDEX site_pages_search_vector_idx ON public.site_pages USING gin (search_vector);

CREATE TABLE public.search_terms (
  term text PRIMARY KEY CHECK (char_length(term) BETWEEN 3 AND 40)
);

ALTER TABLE public.site_pages ENABLE ROW LEVEL SECURITY;
CREATE POLICY site_pages_read ON public.site_pages FOR SELECT TO anon, authenticated USING (true);
GRANT SELECT ON public.site_pages TO anon, authenticated;
GRANT ALL ON public.site_pages TO service_role;
ALTER TABLE public.search_terms ENABLE ROW LEVEL SECURITY;
CREATE POLICY search_terms_read ON public.search_terms FOR SELECT TO anon, authenticated USING (true);
GRANT SELECT ON public.search_terms TO anon, authenticated;
GRANT ALL ON public.search_terms TO service_role;

-- public.post_search: one row per published post, kept by a trigger on blog_posts (no column is
-- added to blog_posts, whose rows /rest/v1 serves whole). `document` (title A, excerpt B, the
-- body's text without its tags C) decides what matches, through its GIN index; `heading` (title
-- and excerpt only, a few hundred bytes in the row) is what results are ranked by, so a word
-- common to thousands of posts never makes the search read thousands of bodies' vectors.
CREATE TABLE public.post_search (
  post_id uuid PRIMARY KEY REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  date timestamptz NOT NULL,
  heading tsvector NOT NULL,
  document tsvector NOT NULL
);
CREATE INDEX post_search_document_idx ON public.post_search USING gin (document) WITH (fastupdate = off);
ALTER TABLE public.post_search ENABLE ROW LEVEL SECURITY;
GRANT ALL ON public.post_search TO service_role;

CREATE FUNCTION public.post_search_refresh() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  heading tsvector;
BEGIN
  IF TG_OP = 'UPDATE' AND NOT NEW.is_published THEN
    DELETE FROM public.post_search WHERE post_id = NEW.id;
    RETURN NULL;
  END IF;
  IF NOT NEW.is_published THEN
    RETURN NULL;
  END IF;
  heading := setweight(to_tsvector('english', NEW.title), 'A') || setweight(to_tsvector('english', NEW.excerpt), 'B');
  INSERT INTO public.post_search (post_id, date, heading, document)
  VALUES (NEW.id, NEW.date, heading,
    heading || setweight(to_tsvector('english', regexp_replace(NEW.content, '<[^>]*>', ' ', 'g')), 'C'))
  ON CONFLICT (post_id) DO UPDATE SET date = EXCLUDED.date, heading = EXCLUDED.heading, document = EXCLUDED.document;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.post_search_refresh() FROM PUBLIC;

CREATE TRIGGER blog_posts_post_search_insert
  AFTER INSERT ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.post_search_refresh();
CREATE TRIGGER blog_posts_post_search_update
  AFTER UPDATE OF title, excerpt, content, is_published, date ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.post_search_refresh();

INSERT INTO public.post_search (post_id, date, heading, document)
SELECT id, date, h, h || setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
FROM (
  SELECT id, date, content,
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') AS h
  FROM public.blog_posts WHERE is_published
) AS published;

DO $migration$
DECLARE
  ops text := (
    SELECT format('%I.gin_trgm_ops', n.nspname)
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX search_terms_trgm_idx ON public.search_terms USING gin (term %s)', ops);
END
$migration$;
