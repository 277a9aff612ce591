-- 0031_signing_keys_notify.sql: every change to auth.signing_keys (a key added, rotated or
-- revoked) sends NOTIFY auth_signing_keys when its transaction commits, so each server process
-- sharing the database drops its cached keys at once instead of trusting a revoked key until its
-- cache expires (server/lib/keys.ts, ADR 023).
--
-- Skipped where auth.signing_keys does not exist (a hosted Supabase project signs its own tokens).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.signing_keys') IS NULL THEN
  RAISE NOTICE 'auth.signing_keys does not exist (hosted Supabase?): skipping 0031_signing_keys_notify';
  RETURN;
END IF;

CREATE FUNCTION auth.notify_signing_keys_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = '' AS $fn$
BEGIN
  PERFORM pg_notify('auth_signing_keys', '');
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION auth.notify_signing_keys_changed() FROM PUBLIC;

CREATE TRIGGER signing_keys_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auth.signing_keys
  FOR EACH STATEMENT EXECUTE FUNCTION auth.notify_signing_keys_changed();
END
$migration$;
