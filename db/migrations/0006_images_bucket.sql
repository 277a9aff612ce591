-- 0006_images_bucket.sql: the public `images` bucket (blog cover images under blog-images/,
-- avatars under avatars/) and who may read and write storage objects. Valid on a hosted Supabase
-- project too.
--
-- Rules: anyone reads objects of public buckets (and a user their own objects anywhere);
-- an authenticated user uploads into bucket images, under blog-images/ or avatars/, only as the
-- owner of the object (the server sets owner from the JWT's sub); only the owner replaces or
-- deletes an object; anon writes nothing (no privilege). Buckets are changed by service_role only.
--
-- Migrations are never edited once committed: change the schema with a new file.

INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('images', 'images', true, 5242880,
        '{image/jpeg,image/png,image/gif,image/webp,image/avif}')
ON CONFLICT (id) DO NOTHING;

CREATE POLICY buckets_select_public ON storage.buckets
  FOR SELECT TO anon, authenticated
  USING (public);

-- The subquery runs under buckets' own RLS, which shows public buckets only.
CREATE POLICY objects_select_public_buckets ON storage.objects
  FOR SELECT TO anon, authenticated
  USING (EXISTS (SELECT FROM storage.buckets AS b WHERE b.id = objects.bucket_id AND b.public));

CREATE POLICY objects_select_own ON storage.objects
  FOR SELECT TO authenticated
  USING (owner = (SELECT auth.uid()));

CREATE POLICY objects_insert_images_own ON storage.objects
  FOR INSERT TO authenticated
  WITH CHECK (
    bucket_id = 'images'
    AND owner = (SELECT auth.uid())
    AND (storage.foldername(name))[1] IN ('blog-images', 'avatars'));

CREATE POLICY objects_update_own ON storage.objects
  FOR UPDATE TO authenticated
  USING (owner = (SELECT auth.uid()))
  WITH CHECK (
    bucket_id = 'images'
    AND owner = (SELECT auth.uid())
    AND (storage.foldername(name))[1] IN ('blog-images', 'avatars'));

CREATE POLICY objects_delete_own ON storage.objects
  FOR DELETE TO authenticated
  USING (owner = (SELECT auth.uid()));
