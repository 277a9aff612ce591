-- 0030_storage_discards.sql: object versions that no row names any more, waiting for their bytes
-- to be deleted from the object store, and the holds a running backup places so that nothing its
-- database snapshot names is deleted before it has copied the bytes (server/storage/discard.ts,
-- ADR 022).
--
-- A trigger records the version a row stops naming (replaced by an upload, or the row deleted) in
-- the same transaction as the change, so no version is forgotten when a process stops between
-- the commit and the deletion. Only the server's own connection reads or writes these tables.
--
-- Skipped on a hosted Supabase project (its storage schema is Supabase's): the marker is
-- storage.enforce_bucket_limits, which only this project's 0003 creates.
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regprocedure('storage.enforce_bucket_limits()') IS NULL THEN
  RAISE NOTICE 'storage schema not made by this project (hosted Supabase?): skipping 0030_storage_discards';
  RETURN;
END IF;

CREATE TABLE storage.discarded_versions (
  bucket_id text NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  discarded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bucket_id, name, version)
);
CREATE INDEX discarded_versions_discarded_at_idx ON storage.discarded_versions (discarded_at);

-- One row per running backup; a backup refreshes expires_at while it runs, so a killed one stops
-- holding deletions back within minutes.
CREATE TABLE storage.backup_holds (
  id uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

ALTER TABLE storage.discarded_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE storage.backup_holds ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON storage.discarded_versions, storage.backup_holds FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION storage.discard_replaced_version() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $fn$
DECLARE
  old_version text := OLD.metadata ->> 'version';
BEGIN
  IF old_version IS NOT NULL AND (
    TG_OP = 'DELETE'
    OR NEW.bucket_id IS DISTINCT FROM OLD.bucket_id
    OR NEW.name IS DISTINCT FROM OLD.name
    OR NEW.metadata ->> 'version' IS DISTINCT FROM old_version
  ) THEN
    INSERT INTO storage.discarded_versions (bucket_id, name, version)
    VALUES (OLD.bucket_id, OLD.name, old_version)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION storage.discard_replaced_version() FROM PUBLIC;

CREATE TRIGGER objects_discard_replaced_version
  AFTER UPDATE OR DELETE ON storage.objects
  FOR EACH ROW EXECUTE FUNCTION storage.discard_replaced_version();
END
$migration$;
