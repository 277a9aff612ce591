-- 0190_storage_api.sql: what Supabase Storage's full API needs of the storage schema (ADR 031).
--
-- 1. storage.objects.owner_id: Supabase keeps the uploader's id as text beside the uuid `owner`,
--    and policies written for Supabase name it (`owner_id = auth.uid()::text`). Here it is derived
--    from `owner`, so no writer can make the two disagree.
-- 2. Grants as Supabase gives them: anon and authenticated may write storage.objects and
--    storage.buckets, and row-level security decides. No policy of this site lets anon write an
--    object or either role write a bucket, so nothing changes until an operator adds one: then an
--    anonymous upload that a policy allows is no longer refused for want of a grant (issue 31).
--
-- Skipped on a hosted Supabase project (its storage schema is Supabase's): the marker is
-- storage.enforce_bucket_limits, which only this project's 0003 creates.
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regprocedure('storage.enforce_bucket_limits()') IS NULL THEN
  RAISE NOTICE 'storage schema not made by this project (hosted Supabase?): skipping 0190_storage_api';
  RETURN;
END IF;

ALTER TABLE storage.objects ADD COLUMN owner_id text GENERATED ALWAYS AS (owner::text) STORED;

GRANT INSERT, UPDATE, DELETE ON storage.objects TO anon;
GRANT INSERT, UPDATE, DELETE ON storage.buckets TO anon, authenticated;
END
$migration$;
