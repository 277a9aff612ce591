-- 0371_webinar_join_link_one_store.sql: a webinar's join link has one store (ADR 038, issue #28).
--
-- 0230 put it in public.content_private.join_link (the studio; read by the server for the
-- registration email) and 0260 in public.webinar_links.join_url (/admin → Webinars; read for the
-- reminders, ahead of the studio's). Two stores could disagree: a registrant's confirmation and
-- their reminder could carry different links. From here content_private.join_link is the only one:
--
-- 1. Every join_url of webinar_links moves into content_private for the webinar entry with that
--    slug (it wins over the studio's, as it did for the reminders). A link of a slug with no
--    webinar entry had no webinar to be sent for and is dropped with the column.
-- 2. webinar_links keeps the recording only: join_url is dropped, its trigger no longer names it.
-- 3. Who reads and writes the link: content staff (0230: admin, editor, marketing) for every
--    webinar, and the webinar desk of /admin → Webinars (admin, sales; 0260's roles) for the
--    webinars it can see (live ones). anon still has no grant; other users no policy.
-- 4. Every change of a link is in Activity (`webinar.join_link`, without the link itself), whoever
--    made it.

INSERT INTO public.content_private (entry_id, join_link, updated_at)
SELECT e.id, l.join_url, now()
  FROM public.webinar_links l
  JOIN public.content_entries e ON e.type = 'webinar' AND e.slug = l.webinar_id
 WHERE l.join_url IS NOT NULL
ON CONFLICT (entry_id) DO UPDATE SET join_link = excluded.join_link, updated_at = excluded.updated_at;

CREATE OR REPLACE FUNCTION public.webinar_links_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  NEW.updated_at := pg_catalog.now();
  NEW.updated_by := auth.uid();
  IF NEW.recording_url IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.recording_url IS NULL) THEN
    NEW.recording_added_at := pg_catalog.now();
  END IF;
  PERFORM public.log_staff_action('webinar.links', 'webinar', NEW.webinar_id,
    jsonb_build_object('recording_url', NEW.recording_url));
  RETURN NEW;
END
$fn$;

ALTER TABLE public.webinar_links DROP COLUMN join_url;
COMMENT ON TABLE public.webinar_links IS
  'A webinar''s recording (the join link is content_private.join_link, migration 0371).';

-- The webinar desk (admin, sales) reads and sets the join links of the webinars it can see.
CREATE POLICY content_private_webinar_desk_select ON public.content_private
  FOR SELECT TO authenticated
  USING ((SELECT public.is_staff('{admin,sales}'))
         AND EXISTS (SELECT 1 FROM public.content_entries e WHERE e.id = entry_id AND e.type = 'webinar'));
CREATE POLICY content_private_webinar_desk_insert ON public.content_private
  FOR INSERT TO authenticated
  WITH CHECK ((SELECT public.is_staff('{admin,sales}'))
              AND EXISTS (SELECT 1 FROM public.content_entries e WHERE e.id = entry_id AND e.type = 'webinar'));
CREATE POLICY content_private_webinar_desk_update ON public.content_private
  FOR UPDATE TO authenticated
  USING ((SELECT public.is_staff('{admin,sales}'))
         AND EXISTS (SELECT 1 FROM public.content_entries e WHERE e.id = entry_id AND e.type = 'webinar'))
  WITH CHECK ((SELECT public.is_staff('{admin,sales}'))
              AND EXISTS (SELECT 1 FROM public.content_entries e WHERE e.id = entry_id AND e.type = 'webinar'));

CREATE FUNCTION public.content_private_logged() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  entry_slug text;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.join_link IS NOT DISTINCT FROM NEW.join_link THEN
    RETURN NULL;
  END IF;
  SELECT e.slug INTO entry_slug FROM public.content_entries e WHERE e.id = NEW.entry_id;
  PERFORM public.log_staff_action('webinar.join_link', 'webinar', coalesce(entry_slug, NEW.entry_id::text),
    jsonb_build_object('join_link_set', NEW.join_link IS NOT NULL));
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.content_private_logged() FROM PUBLIC;
CREATE TRIGGER content_private_logged
  AFTER INSERT OR UPDATE ON public.content_private
  FOR EACH ROW EXECUTE FUNCTION public.content_private_logged();
