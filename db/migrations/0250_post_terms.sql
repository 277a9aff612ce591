-- 0250_post_terms.sql: misspelt words of posts, and Hindi, find their posts (ADR 039, issue #29).
--
-- public.search_terms (0055) holds only the marketing pages' words, so a misspelt word that is
-- only in posts ("reional" for "regional") had nothing to be corrected to. public.post_terms is
-- the posts' vocabulary: every distinct word (3-40 characters, no digits or punctuation) of a
-- published post's title, excerpt and the first 20,000 characters of its body's text, lowercased
-- by the 'simple' configuration (no stemming: a Hindi word in Devanagari stays whole, with its
-- vowel signs). The search corrects an unknown word to the nearest term of either vocabulary by
-- trigram similarity (pg_trgm handles Devanagari the same on PostgreSQL and PGlite), through
-- this table's trigram index, so the work is bounded by the index, not by the posts.
--
-- Kept by a trigger on blog_posts: words are added when a post is published or edited, never
-- removed (a word of a deleted post stays; correcting to it finds nothing, as before). The
-- table holds words, not posts, and has no grant for the API roles.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE TABLE public.post_terms (
  term text PRIMARY KEY CHECK (char_length(term) BETWEEN 3 AND 40)
);
ALTER TABLE public.post_terms ENABLE ROW LEVEL SECURITY;
GRANT ALL ON public.post_terms TO service_role;

CREATE FUNCTION public.post_terms_of(title text, excerpt text, content text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public AS $fn$
  SELECT DISTINCT w
  FROM unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' '
    || regexp_replace(left(coalesce(content, ''), 20000), '<[^>]*(>|$)', ' ', 'g')))) AS w
  WHERE char_length(w) BETWEEN 3 AND 40 AND w !~ '[0-9_.,/@:&;#%+=''"-]'
$fn$;

CREATE FUNCTION public.post_terms_refresh() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
BEGIN
  IF NEW.is_published THEN
    INSERT INTO public.post_terms (term)
    SELECT public.post_terms_of(NEW.title, NEW.excerpt, NEW.content)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.post_terms_refresh() FROM PUBLIC;

CREATE TRIGGER blog_posts_post_terms_insert
  AFTER INSERT ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.post_terms_refresh();
CREATE TRIGGER blog_posts_post_terms_update
  AFTER UPDATE OF title, excerpt, content, is_published ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.post_terms_refresh();

INSERT INTO public.post_terms (term)
SELECT DISTINCT t
FROM public.blog_posts b, LATERAL public.post_terms_of(b.title, b.excerpt, b.content) AS t
WHERE b.is_published
ON CONFLICT DO NOTHING;

DO $migration$
DECLARE
  ops text := (
    SELECT format('%I.gin_trgm_ops', n.nspname)
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX post_terms_trgm_idx ON public.post_terms USING gin (term %s)', ops);
END
$migration$;
