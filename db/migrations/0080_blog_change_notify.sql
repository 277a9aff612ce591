-- 0080_blog_change_notify.sql: every statement that changes public.blog_posts or
-- public.blog_comments sends NOTIFY blog_changed with the table's name when its transaction
-- commits, so each server process sharing the database drops the blog pages it rendered for
-- anonymous readers (server/site/page-cache.ts, ADR 018). Statement-level: a batch of a thousand
-- rows sends one notice, and PostgreSQL folds identical notices of one transaction into one.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE FUNCTION public.notify_blog_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = '' AS $fn$
BEGIN
  PERFORM pg_notify('blog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.notify_blog_changed() FROM PUBLIC;

CREATE TRIGGER blog_posts_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_blog_changed();

CREATE TRIGGER blog_comments_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.blog_comments
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_blog_changed();
