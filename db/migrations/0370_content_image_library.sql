-- 0370_content_image_library.sql: the studio's image library (ADR 038, issue #28 item 2).
--
-- 1. An image enters the public `content` bucket only after its public.content_images row, which
--    requires alt text (0230's check): the bucket's insert policy now asks for that row, so no
--    client can put an image in the library without alt text. Types, size (5 MB) and the pixel
--    cap are the bucket's and the storage API's, as for the blog's images.
-- 2. public.content_image_library(): the images with the entries whose fields name each (a picked
--    image is stored as its site path, /storage/v1/object/public/content/<path>, in the entry's
--    fields), drafts included, for content staff: the studio's "where used".
-- 3. A used image cannot be deleted: deleting its row is refused with a message naming where it
--    is used, for every client (the studio then removes the object).

CREATE FUNCTION public.content_image_library()
RETURNS TABLE (path text, alt text, created_at timestamptz, used_by jsonb)
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = ''
AS $fn$
  SELECT i.path, i.alt, i.created_at,
         coalesce((SELECT jsonb_agg(jsonb_build_object(
                            'id', e.id, 'type', e.type, 'slug', e.slug, 'status', e.status,
                            'title', coalesce(nullif(e.fields -> 'title' ->> 'en', ''), e.fields -> 'question' ->> 'en', e.slug))
                          ORDER BY e.type, e.slug)
                     FROM public.content_entries e
                    WHERE strpos(e.fields::text, '/storage/v1/object/public/content/' || i.path || '"') > 0),
                  '[]'::jsonb)
    FROM public.content_images i
   WHERE public.is_content_staff()
   ORDER BY i.created_at DESC
   LIMIT 500
$fn$;
COMMENT ON FUNCTION public.content_image_library() IS
  'The library''s images, newest first, each with the entries (drafts included) whose fields name it; content staff only.';
REVOKE ALL ON FUNCTION public.content_image_library() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.content_image_library() TO authenticated, service_role;

CREATE FUNCTION public.content_images_before_delete() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  used text;
BEGIN
  SELECT string_agg(
           CASE e.type WHEN 'webinar' THEN 'Webinar' WHEN 'opening' THEN 'Job opening'
             WHEN 'case_study' THEN 'Case study' WHEN 'whitepaper' THEN 'Whitepaper'
             WHEN 'faq' THEN 'FAQ entry' ELSE 'Announcement' END
           || ' “' || coalesce(nullif(e.fields -> 'title' ->> 'en', ''), e.fields -> 'question' ->> 'en', e.slug) || '”',
           ', ' ORDER BY e.type, e.slug)
    INTO used
    FROM public.content_entries e
   WHERE strpos(e.fields::text, '/storage/v1/object/public/content/' || OLD.path || '"') > 0;
  IF used IS NOT NULL THEN
    RAISE EXCEPTION 'This image is used by %: choose another image there first, then delete it.', used
      USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END
$fn$;
REVOKE ALL ON FUNCTION public.content_images_before_delete() FROM PUBLIC;
CREATE TRIGGER content_images_before_delete
  BEFORE DELETE ON public.content_images
  FOR EACH ROW EXECUTE FUNCTION public.content_images_before_delete();

-- The library's bucket takes an object only under a path that has its row (and so its alt text),
-- whether it is written or moved there.
DROP POLICY objects_insert_content_staff ON storage.objects;
CREATE POLICY objects_insert_content_staff ON storage.objects
  FOR INSERT TO authenticated
  WITH CHECK (
    (SELECT public.is_content_staff())
    AND (bucket_id = 'whitepapers'
         OR (bucket_id = 'content' AND EXISTS (SELECT 1 FROM public.content_images i WHERE i.path = objects.name)))
  );
DROP POLICY objects_update_content_staff ON storage.objects;
CREATE POLICY objects_update_content_staff ON storage.objects
  FOR UPDATE TO authenticated
  USING (bucket_id IN ('content', 'whitepapers') AND (SELECT public.is_content_staff()))
  WITH CHECK (
    (SELECT public.is_content_staff())
    AND (bucket_id = 'whitepapers'
         OR (bucket_id = 'content' AND EXISTS (SELECT 1 FROM public.content_images i WHERE i.path = objects.name)))
  );
