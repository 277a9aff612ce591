-- 0004_public.sql: the site's tables (profiles, blog_posts, blog_comments, chat_history), the
-- trigger that creates a profile on sign-up, and the row-level security that holds whichever
-- server talks to the database.
--
-- Privileges: each API role gets only the commands it may ever run (anon reads, never writes);
-- within those, RLS policies decide row by row. service_role bypasses RLS. Policies call
-- (select auth.uid()) so PostgreSQL evaluates it once per statement, not once per row.
--
-- Migrations are never edited once committed: change the schema with a new file.

-- Keeps updated_at fresh on every UPDATE.
CREATE FUNCTION public.set_updated_at() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  NEW.updated_at := pg_catalog.now();
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.set_updated_at() FROM PUBLIC;

---------------------------------------------------------------------------------------------------
-- profiles: one row per user, read and written only by that user.
---------------------------------------------------------------------------------------------------

CREATE TABLE public.profiles (
  id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  full_name text CHECK (char_length(full_name) <= 200),
  organization text CHECK (char_length(organization) <= 200),
  role text CHECK (char_length(role) <= 200),           -- free text, not a permission
  avatar_url text CHECK (char_length(avatar_url) <= 2048 AND avatar_url ~* '^(https?://|/)'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN public.profiles.updated_at IS 'Set by the client on save (the spec sends it); defaults to now() on insert.';

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

CREATE POLICY profiles_select_own ON public.profiles
  FOR SELECT TO authenticated
  USING (id = (SELECT auth.uid()));

-- Lets a user create a missing profile (e.g. an upsert); sign-up normally creates it by trigger.
CREATE POLICY profiles_insert_own ON public.profiles
  FOR INSERT TO authenticated
  WITH CHECK (id = (SELECT auth.uid()));

CREATE POLICY profiles_update_own ON public.profiles
  FOR UPDATE TO authenticated
  USING (id = (SELECT auth.uid()))
  WITH CHECK (id = (SELECT auth.uid()));

GRANT SELECT ON public.profiles TO anon;           -- RLS shows anon no rows
GRANT SELECT, INSERT, UPDATE ON public.profiles TO authenticated;
GRANT ALL ON public.profiles TO service_role;

-- Sign-up: create the profile from the metadata the site sends (fullName, organization, role).
-- SECURITY DEFINER so it works whoever inserts the user; empty strings are stored as NULL and
-- over-long values are cut to the column limits, so a sign-up never fails here.
CREATE FUNCTION public.handle_new_user() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  meta jsonb := coalesce(NEW.raw_user_meta_data, '{}'::jsonb);
BEGIN
  INSERT INTO public.profiles (id, full_name, organization, role)
  VALUES (
    NEW.id,
    left(coalesce(nullif(btrim(meta ->> 'fullName'), ''), nullif(btrim(meta ->> 'full_name'), '')), 200),
    left(nullif(btrim(meta ->> 'organization'), ''), 200),
    left(nullif(btrim(meta ->> 'role'), ''), 200))
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC;

CREATE TRIGGER on_auth_user_created
  AFTER INSERT ON auth.users
  FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

---------------------------------------------------------------------------------------------------
-- blog_posts: everyone reads published posts; the author also reads their drafts; only the
-- author writes, and a post always carries its author's id.
---------------------------------------------------------------------------------------------------

CREATE TABLE public.blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(btrim(title)) > 0 AND char_length(title) <= 200),
  excerpt text NOT NULL CHECK (char_length(btrim(excerpt)) > 0 AND char_length(excerpt) <= 500),
  content text NOT NULL CHECK (char_length(btrim(content)) > 0 AND char_length(content) <= 200000),
  category text NOT NULL CHECK (category IN (
    'AI in Education', 'AR/VR', 'Digital Inclusion', 'EdTech Analytics', 'Learning Design',
    'Future Skills')),
  -- An uploaded image's public URL or a site-relative path; never javascript: or data: URLs.
  image_url text CHECK (char_length(image_url) <= 2048 AND image_url ~* '^(https?://|/)'),
  is_published boolean NOT NULL DEFAULT false,
  author uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  -- The author's full name, else their e-mail address (hence up to 320 characters).
  author_name text NOT NULL CHECK (char_length(btrim(author_name)) > 0 AND char_length(author_name) <= 320),
  date timestamptz NOT NULL DEFAULT now(),          -- sorting and display
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_date_idx ON public.blog_posts (date DESC);
CREATE INDEX blog_posts_author_date_idx ON public.blog_posts (author, date DESC);

CREATE TRIGGER blog_posts_set_updated_at
  BEFORE UPDATE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

ALTER TABLE public.blog_posts ENABLE ROW LEVEL SECURITY;

CREATE POLICY blog_posts_select_published_or_own ON public.blog_posts
  FOR SELECT TO anon, authenticated
  USING (is_published OR author = (SELECT auth.uid()));

CREATE POLICY blog_posts_insert_own ON public.blog_posts
  FOR INSERT TO authenticated
  WITH CHECK (author = (SELECT auth.uid()));

CREATE POLICY blog_posts_update_own ON public.blog_posts
  FOR UPDATE TO authenticated
  USING (author = (SELECT auth.uid()))
  WITH CHECK (author = (SELECT auth.uid()));

CREATE POLICY blog_posts_delete_own ON public.blog_posts
  FOR DELETE TO authenticated
  USING (author = (SELECT auth.uid()));

GRANT SELECT ON public.blog_posts TO anon;
GRANT SELECT, INSERT, UPDATE, DELETE ON public.blog_posts TO authenticated;
GRANT ALL ON public.blog_posts TO service_role;

---------------------------------------------------------------------------------------------------
-- blog_comments. Choice: a comment is readable by whoever can read its post, i.e. everyone for
-- published posts (all the comments the site shows) and only the author for a draft's comments,
-- so a draft's existence never leaks through its comments. The same rule limits where one may
-- comment. A commenter may delete their own comment; nobody edits comments.
---------------------------------------------------------------------------------------------------

CREATE TABLE public.blog_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  blog_post_id uuid NOT NULL REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  author_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  author_name text NOT NULL CHECK (char_length(btrim(author_name)) > 0 AND char_length(author_name) <= 320),
  content text NOT NULL CHECK (char_length(btrim(content)) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comments_post_created_at_idx ON public.blog_comments (blog_post_id, created_at DESC);
CREATE INDEX blog_comments_author_id_idx ON public.blog_comments (author_id);

ALTER TABLE public.blog_comments ENABLE ROW LEVEL SECURITY;

-- The subquery runs under blog_posts' own RLS: it finds the post only if the caller may read it.
CREATE POLICY blog_comments_select_on_visible_posts ON public.blog_comments
  FOR SELECT TO anon, authenticated
  USING (EXISTS (SELECT FROM public.blog_posts AS p WHERE p.id = blog_comments.blog_post_id));

CREATE POLICY blog_comments_insert_own ON public.blog_comments
  FOR INSERT TO authenticated
  WITH CHECK (
    author_id = (SELECT auth.uid())
    AND EXISTS (SELECT FROM public.blog_posts AS p WHERE p.id = blog_comments.blog_post_id));

CREATE POLICY blog_comments_delete_own ON public.blog_comments
  FOR DELETE TO authenticated
  USING (author_id = (SELECT auth.uid()));

GRANT SELECT ON public.blog_comments TO anon;
GRANT SELECT, INSERT, DELETE ON public.blog_comments TO authenticated;
GRANT ALL ON public.blog_comments TO service_role;

---------------------------------------------------------------------------------------------------
-- chat_history: read and written only by its owner (who may also clear it).
---------------------------------------------------------------------------------------------------

CREATE TABLE public.chat_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (char_length(btrim(message)) > 0 AND char_length(message) <= 4000),
  is_bot boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_history_user_created_at_idx ON public.chat_history (user_id, created_at);

ALTER TABLE public.chat_history ENABLE ROW LEVEL SECURITY;

CREATE POLICY chat_history_select_own ON public.chat_history
  FOR SELECT TO authenticated
  USING (user_id = (SELECT auth.uid()));

CREATE POLICY chat_history_insert_own ON public.chat_history
  FOR INSERT TO authenticated
  WITH CHECK (user_id = (SELECT auth.uid()));

CREATE POLICY chat_history_delete_own ON public.chat_history
  FOR DELETE TO authenticated
  USING (user_id = (SELECT auth.uid()));

GRANT SELECT ON public.chat_history TO anon;      -- RLS shows anon no rows
GRANT SELECT, INSERT, DELETE ON public.chat_history TO authenticated;
GRANT ALL ON public.chat_history TO service_role;
