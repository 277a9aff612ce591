-- 0043_staff_posts.sql: editors and admins manage every blog post (ADR 028).
--
--   blog_posts      editors and admins read every post (drafts included), update any (publish,
--                   unpublish, edit: the same write rules sanitise the HTML, server/blog/
--                   write-rules.ts, and the same CHECKs hold) and delete any. Nobody but the
--                   service role changes a post's author or author name.
--   staff_posts     the Posts section's list: every post with its author name, state and comment
--                   count, newest first (order=date.desc,id.desc), searchable by title, paged with
--                   range(); editors and admins only.
--   Logged to staff_activity when the actor is not the post's author: post.publish,
--   post.unpublish, post.update (the columns changed) and post.delete.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE POLICY blog_posts_select_staff ON public.blog_posts
  FOR SELECT TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')));

CREATE POLICY blog_posts_update_staff ON public.blog_posts
  FOR UPDATE TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')))
  WITH CHECK ((SELECT public.is_staff('{admin,editor}')));

CREATE POLICY blog_posts_delete_staff ON public.blog_posts
  FOR DELETE TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')));

-- An editor edits the post, not its byline.
CREATE FUNCTION public.blog_posts_keep_author() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  IF auth.uid() IS NOT NULL
     AND (NEW.author IS DISTINCT FROM OLD.author OR NEW.author_name IS DISTINCT FROM OLD.author_name)
     AND auth.uid() IS DISTINCT FROM OLD.author THEN
    RAISE EXCEPTION 'Only the author may change a post''s author' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.blog_posts_keep_author() FROM PUBLIC;

CREATE TRIGGER blog_posts_keep_author
  BEFORE UPDATE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.blog_posts_keep_author();

CREATE FUNCTION public.blog_posts_log_staff() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  changed text[];
BEGIN
  IF auth.uid() IS NULL OR auth.uid() = OLD.author OR NOT public.is_staff('{admin,editor}') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Not the posts that go with a deleted account (admin_delete_user logs that).
    IF EXISTS (SELECT FROM auth.users AS u WHERE u.id = OLD.author) THEN
      PERFORM public.log_staff_action('post.delete', 'blog_post', OLD.id::text, jsonb_build_object(
        'title', OLD.title, 'author', OLD.author, 'author_name', OLD.author_name, 'was_published', OLD.is_published));
    END IF;
    RETURN NULL;
  END IF;
  changed := array_remove(ARRAY[
    CASE WHEN NEW.title IS DISTINCT FROM OLD.title THEN 'title' END,
    CASE WHEN NEW.excerpt IS DISTINCT FROM OLD.excerpt THEN 'excerpt' END,
    CASE WHEN NEW.content IS DISTINCT FROM OLD.content THEN 'content' END,
    CASE WHEN NEW.category IS DISTINCT FROM OLD.category THEN 'category' END,
    CASE WHEN NEW.image_url IS DISTINCT FROM OLD.image_url THEN 'image_url' END,
    CASE WHEN NEW.date IS DISTINCT FROM OLD.date THEN 'date' END], NULL);
  IF NEW.is_published IS DISTINCT FROM OLD.is_published THEN
    PERFORM public.log_staff_action(CASE WHEN NEW.is_published THEN 'post.publish' ELSE 'post.unpublish' END,
      'blog_post', NEW.id::text, jsonb_build_object(
        'title', NEW.title, 'author', NEW.author, 'author_name', NEW.author_name, 'changed', to_jsonb(changed)));
  ELSIF cardinality(changed) > 0 THEN
    PERFORM public.log_staff_action('post.update', 'blog_post', NEW.id::text, jsonb_build_object(
      'title', NEW.title, 'author', NEW.author, 'author_name', NEW.author_name, 'changed', to_jsonb(changed)));
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.blog_posts_log_staff() FROM PUBLIC;

CREATE TRIGGER blog_posts_log_staff_update
  AFTER UPDATE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.blog_posts_log_staff();
CREATE TRIGGER blog_posts_log_staff_delete
  AFTER DELETE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.blog_posts_log_staff();

CREATE VIEW public.staff_posts WITH (security_invoker = false) AS
  SELECT p.id, p.title, p.excerpt, p.category, p.image_url, p.is_published, p.author, p.author_name,
         p.date, p.created_at, p.updated_at,
         (SELECT count(*) FROM public.blog_comments AS c WHERE c.blog_post_id = p.id)::integer AS comment_count
  FROM public.blog_posts AS p
  WHERE (SELECT public.is_staff('{admin,editor}') OR auth.role() = 'service_role');
COMMENT ON VIEW public.staff_posts IS
  'The Posts section for editors and admins: every post, drafts included, without bodies; order=date.desc,id.desc.';

REVOKE ALL ON public.staff_posts FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.staff_posts TO authenticated, service_role;
