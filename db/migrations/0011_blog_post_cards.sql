-- 0011_blog_post_cards.sql: blog_post_cards, the listing's view of blog_posts (ADR 018): the
-- columns a card shows (never the body), and the rows blog_posts' read policy allows (published,
-- or the reader's own).
--
-- Why a view: under row-level security PostgreSQL evaluates a query's own conditions only after
-- the policy's, unless the operator is LEAKPROOF, and ILIKE is not; so the pg_trgm indexes of 0010
-- can never serve a search on blog_posts itself (measured: every search read all posts). The view
-- reads blog_posts as its owner, which RLS does not restrict, and applies the same rule in its
-- WHERE clause; the planner may then use the indexes for the search. A condition on the view may
-- thereby be evaluated on a row the rule then drops (another author's draft); the conditions
-- /rest/v1 can express (comparisons, patterns) have no effect a reader can observe beyond time,
-- and the rows and counts returned are exactly the policy's.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE VIEW public.blog_post_cards WITH (security_invoker = false) AS
  SELECT id, title, excerpt, category, image_url, is_published, author_name, date
  FROM public.blog_posts
  WHERE is_published OR author = (SELECT auth.uid());

COMMENT ON VIEW public.blog_post_cards IS
  'Listing cards: blog_posts without bodies, published or the reader''s own (the table''s read policy).';

GRANT SELECT ON public.blog_post_cards TO anon, authenticated, service_role;
