-- 0042_comment_moderation.sql: hiding and reporting comments (ADR 028).
--
--   blog_comments.hidden   set by an editor or admin. A hidden comment disappears for every
--                          reader, its author included (as Supabase-style apps do): the read
--                          policy shows it to editors and admins only, so the post's comment list
--                          and its count drop it. Editors and admins read every comment, update
--                          `hidden` (the only column granted for UPDATE) and delete any comment.
--   comment_reports        a signed-in user reports someone else's visible comment, once, with an
--                          optional reason (trimmed, at most 500 characters). Editors and admins
--                          read every report and may dismiss (delete) them; a reporter reads their
--                          own rows ("already reported").
--   staff_comments         the moderation list: every comment with its post, author, hidden flag,
--                          report count and reports, for editors and admins only; order by
--                          reported desc, created_at desc, id desc (one index) and page with range().
--   Logged to staff_activity by trigger: comment.hide, comment.unhide, and comment.delete when an
--   editor or admin deletes someone else's comment directly (not an author deleting their own,
--   not the comments that go with a deleted post or account).
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.blog_comments
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN hidden_by uuid,           -- no FK: kept after the moderator's account goes
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0);   -- kept by trigger

-- The moderation list's order: reported first, then newest.
CREATE INDEX blog_comments_moderation_idx
  ON public.blog_comments ((report_count > 0) DESC, created_at DESC, id DESC);

DROP POLICY blog_comments_select_on_visible_posts ON public.blog_comments;

-- The subquery runs under blog_posts' own RLS: it finds the post only if the caller may read it.
CREATE POLICY blog_comments_select_visible ON public.blog_comments
  FOR SELECT TO anon, authenticated
  USING (
    (NOT hidden AND EXISTS (SELECT FROM public.blog_posts AS p WHERE p.id = blog_comments.blog_post_id))
    OR (SELECT public.is_staff('{admin,editor}')));

CREATE POLICY blog_comments_update_staff ON public.blog_comments
  FOR UPDATE TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')))
  WITH CHECK ((SELECT public.is_staff('{admin,editor}')));

CREATE POLICY blog_comments_delete_staff ON public.blog_comments
  FOR DELETE TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')));

GRANT UPDATE (hidden) ON public.blog_comments TO authenticated;

-- Who hid it and when.
CREATE FUNCTION public.blog_comments_hidden_change() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.hidden IS DISTINCT FROM OLD.hidden THEN
    NEW.hidden_by := CASE WHEN NEW.hidden THEN auth.uid() END;
    NEW.hidden_at := CASE WHEN NEW.hidden THEN pg_catalog.now() END;
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.blog_comments_hidden_change() FROM PUBLIC;

CREATE TRIGGER blog_comments_hidden_change
  BEFORE UPDATE OF hidden ON public.blog_comments
  FOR EACH ROW EXECUTE FUNCTION public.blog_comments_hidden_change();

CREATE FUNCTION public.blog_comments_log_staff() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  row_ public.blog_comments := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  details jsonb := jsonb_build_object(
    'post_id', row_.blog_post_id, 'author_id', row_.author_id, 'author_name', row_.author_name,
    'excerpt', left(row_.content, 200));
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.hidden IS DISTINCT FROM OLD.hidden THEN
      PERFORM public.log_staff_action(CASE WHEN NEW.hidden THEN 'comment.hide' ELSE 'comment.unhide' END,
        'blog_comment', NEW.id::text, details);
    END IF;
  -- A delete by staff of someone else's comment, not one that went with its post or its author's
  -- account (cascades: their AFTER triggers fire once the statement is done, when the post or
  -- the account is already gone).
  ELSIF auth.uid() IS DISTINCT FROM OLD.author_id
        AND public.is_staff('{admin,editor}')
        AND EXISTS (SELECT FROM public.blog_posts AS p WHERE p.id = OLD.blog_post_id)
        AND EXISTS (SELECT FROM auth.users AS u WHERE u.id = OLD.author_id) THEN
    PERFORM public.log_staff_action('comment.delete', 'blog_comment', OLD.id::text, details);
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.blog_comments_log_staff() FROM PUBLIC;

CREATE TRIGGER blog_comments_log_hidden
  AFTER UPDATE OF hidden ON public.blog_comments
  FOR EACH ROW EXECUTE FUNCTION public.blog_comments_log_staff();
CREATE TRIGGER blog_comments_log_delete
  AFTER DELETE ON public.blog_comments
  FOR EACH ROW EXECUTE FUNCTION public.blog_comments_log_staff();

---------------------------------------------------------------------------------------------------
-- Reports
---------------------------------------------------------------------------------------------------

CREATE TABLE public.comment_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  comment_id uuid NOT NULL REFERENCES public.blog_comments (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  reason text CHECK (char_length(reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT comment_reports_comment_reporter_key UNIQUE (comment_id, reporter_id)
);
CREATE INDEX comment_reports_reporter_id_idx ON public.comment_reports (reporter_id);

ALTER TABLE public.comment_reports ENABLE ROW LEVEL SECURITY;

-- Someone else's comment that the reporter can see (so never a hidden one, never on a draft they
-- cannot read).
CREATE POLICY comment_reports_insert_others ON public.comment_reports
  FOR INSERT TO authenticated
  WITH CHECK (
    reporter_id = (SELECT auth.uid())
    AND EXISTS (
      SELECT FROM public.blog_comments AS c
      WHERE c.id = comment_reports.comment_id AND NOT c.hidden AND c.author_id <> (SELECT auth.uid())));

CREATE POLICY comment_reports_select_own_or_staff ON public.comment_reports
  FOR SELECT TO authenticated
  USING (reporter_id = (SELECT auth.uid()) OR (SELECT public.is_staff('{admin,editor}')));

CREATE POLICY comment_reports_delete_staff ON public.comment_reports
  FOR DELETE TO authenticated
  USING ((SELECT public.is_staff('{admin,editor}')));

GRANT SELECT, DELETE ON public.comment_reports TO authenticated;
GRANT INSERT (comment_id, reason) ON public.comment_reports TO authenticated;
GRANT ALL ON public.comment_reports TO service_role;

-- A reason is trimmed; a blank one is no reason.
CREATE FUNCTION public.comment_reports_trim_reason() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  NEW.reason := nullif(btrim(NEW.reason), '');
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.comment_reports_trim_reason() FROM PUBLIC;

CREATE TRIGGER comment_reports_trim_reason
  BEFORE INSERT OR UPDATE OF reason ON public.comment_reports
  FOR EACH ROW EXECUTE FUNCTION public.comment_reports_trim_reason();

-- blog_comments.report_count follows the reports.
CREATE FUNCTION public.comment_reports_count() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.blog_comments SET report_count = report_count + 1 WHERE id = NEW.comment_id;
  ELSE
    UPDATE public.blog_comments SET report_count = greatest(report_count - 1, 0) WHERE id = OLD.comment_id;
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.comment_reports_count() FROM PUBLIC;

CREATE TRIGGER comment_reports_count
  AFTER INSERT OR DELETE ON public.comment_reports
  FOR EACH ROW EXECUTE FUNCTION public.comment_reports_count();

---------------------------------------------------------------------------------------------------
-- The moderation list
---------------------------------------------------------------------------------------------------

CREATE VIEW public.staff_comments WITH (security_invoker = false) AS
  SELECT c.id, c.blog_post_id, p.title AS post_title, p.is_published AS post_is_published,
         c.author_id, c.author_name, c.content, c.created_at, c.hidden, c.hidden_by, c.hidden_at,
         c.report_count, c.report_count > 0 AS reported,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('reason', r.reason, 'created_at', r.created_at)
                                    ORDER BY r.created_at DESC), '[]'::jsonb)
            FROM public.comment_reports AS r WHERE r.comment_id = c.id) AS reports
  FROM public.blog_comments AS c
  JOIN public.blog_posts AS p ON p.id = c.blog_post_id
  WHERE (SELECT public.is_staff('{admin,editor}') OR auth.role() = 'service_role');
COMMENT ON VIEW public.staff_comments IS
  'Moderation list for editors and admins: order=reported.desc,created_at.desc,id.desc. Hide, unhide and delete through blog_comments.';

REVOKE ALL ON public.staff_comments FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.staff_comments TO authenticated, service_role;
