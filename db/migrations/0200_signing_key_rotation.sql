-- 0200_signing_key_rotation.sql: a signing key can be retired on a schedule. `npm run keys --
-- --rotate` adds a key (the newest key without retire_at signs) and gives every other active key
-- a retire_at: until then it still verifies the tokens and API keys it signed, from then on it
-- verifies nothing (server/lib/keys.ts, ADR 033). `--retire` ends the grace at once (revoked_at).
-- The NOTIFY trigger of 0031 tells every process of each change.
--
-- Skipped where auth.signing_keys does not exist (a hosted Supabase project signs its own tokens).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.signing_keys') IS NULL THEN
  RAISE NOTICE 'auth.signing_keys does not exist (hosted Supabase?): skipping 0200_signing_key_rotation';
  RETURN;
END IF;

ALTER TABLE auth.signing_keys ADD COLUMN retire_at timestamptz;
END
$migration$;
