-- 0003_storage.sql: the storage schema as Supabase Storage keeps it: buckets, objects, the path
-- helpers policies use (storage.foldername/filename/extension), and a trigger that holds every
-- object row to its bucket's size and type limits.
--
-- RLS is enabled on both tables; the policies that say who may read and write (and the images
-- bucket itself) are in a later migration, which also applies to a hosted Supabase project.
--
-- A hosted Supabase project already has this schema (owned by Supabase): when storage.objects
-- exists this whole migration does nothing.
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('storage.objects') IS NOT NULL THEN
  RAISE NOTICE 'storage.objects already exists (hosted Supabase?): skipping 0003_storage';
  RETURN;
END IF;

CREATE SCHEMA storage;
GRANT USAGE ON SCHEMA storage TO anon, authenticated, service_role;

CREATE TABLE storage.buckets (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  owner uuid,
  public boolean NOT NULL DEFAULT false,
  file_size_limit bigint CHECK (file_size_limit IS NULL OR file_size_limit > 0),  -- bytes
  allowed_mime_types text[],                  -- NULL: any type; entries may be 'type/*'
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE storage.objects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket_id text NOT NULL REFERENCES storage.buckets (id),
  -- The object key inside the bucket, e.g. 'blog-images/1700000000000-ab12cd.png'. Keys are paths
  -- of a disk backend too: no empty, '.' or '..' segments, no leading '/'.
  name text NOT NULL CHECK (
    char_length(name) BETWEEN 1 AND 1024
    AND name !~ '(^|/)\.{0,2}(/|$)'),
  owner uuid,                                 -- the uploader (sub of the JWT), NULL for service_role
  metadata jsonb,                             -- {size, mimetype, cacheControl, eTag, lastModified, ...}
  user_metadata jsonb,                        -- the upload's optional `metadata` option
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_accessed_at timestamptz NOT NULL DEFAULT now(),
  path_tokens text[] GENERATED ALWAYS AS (string_to_array(name, '/')) STORED,
  CONSTRAINT objects_bucket_id_name_key UNIQUE (bucket_id, name)
);
CREATE INDEX objects_bucket_id_name_prefix_idx ON storage.objects (bucket_id, name text_pattern_ops);
CREATE INDEX objects_owner_idx ON storage.objects (owner);

---------------------------------------------------------------------------------------------------
-- Path helpers, as in Supabase: foldername('a/b/c.png') = {a,b}, filename = 'c.png', extension = 'png'.
---------------------------------------------------------------------------------------------------

CREATE FUNCTION storage.foldername(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT
AS $fn$
  SELECT (string_to_array(name, '/'))[1:greatest(cardinality(string_to_array(name, '/')) - 1, 0)]
$fn$;

CREATE FUNCTION storage.filename(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT
AS $fn$
  SELECT (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
$fn$;

CREATE FUNCTION storage.extension(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT
AS $fn$
  SELECT CASE WHEN storage.filename(name) LIKE '%.%'
    THEN lower(substring(storage.filename(name) FROM '\.([^.]*)$'))
    ELSE '' END
$fn$;

GRANT EXECUTE ON FUNCTION storage.foldername(text), storage.filename(text), storage.extension(text)
  TO anon, authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- Bucket limits as a database rule. The server checks size and type (by the file's first bytes)
-- before it writes; this trigger is the backstop for any writer that records metadata.size and
-- metadata.mimetype. SECURITY DEFINER so that private buckets, which the caller cannot read,
-- are checked too. Errors are check_violation (23514) with Storage's messages.
---------------------------------------------------------------------------------------------------

CREATE FUNCTION storage.enforce_bucket_limits() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  size_limit bigint;
  mime_types text[];
  mime text := NEW.metadata ->> 'mimetype';
BEGIN
  SELECT b.file_size_limit, b.allowed_mime_types INTO size_limit, mime_types
  FROM storage.buckets AS b WHERE b.id = NEW.bucket_id;

  IF size_limit IS NOT NULL AND jsonb_typeof(NEW.metadata -> 'size') = 'number'
     AND (NEW.metadata ->> 'size')::numeric > size_limit THEN
    RAISE EXCEPTION 'The object exceeded the maximum allowed size'
      USING ERRCODE = 'check_violation';
  END IF;

  IF mime_types IS NOT NULL AND cardinality(mime_types) > 0 AND mime IS NOT NULL
     AND NOT EXISTS (
       SELECT FROM unnest(mime_types) AS allowed(t)
       WHERE lower(mime) = lower(allowed.t)
          OR (allowed.t LIKE '%/*' AND lower(mime) LIKE lower(left(allowed.t, -1)) || '%')) THEN
    RAISE EXCEPTION 'mime type % is not supported', mime
      USING ERRCODE = 'check_violation';
  END IF;

  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION storage.enforce_bucket_limits() FROM PUBLIC;

CREATE TRIGGER objects_enforce_bucket_limits
  BEFORE INSERT OR UPDATE OF bucket_id, metadata ON storage.objects
  FOR EACH ROW EXECUTE FUNCTION storage.enforce_bucket_limits();

---------------------------------------------------------------------------------------------------
-- Privileges: RLS decides row by row (policies in a later migration). Buckets are managed by
-- service_role only; anon and authenticated may read bucket rows (policies expose public ones).
---------------------------------------------------------------------------------------------------

ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;
ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON storage.buckets TO anon, authenticated;
GRANT SELECT ON storage.objects TO anon;
GRANT SELECT, INSERT, UPDATE, DELETE ON storage.objects TO authenticated;
GRANT ALL ON storage.buckets, storage.objects TO service_role;
END
$migration$;
