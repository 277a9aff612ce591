-- 0021_failed_attempts.sql: failed sign-ins per address and failed MFA codes per factor, shared
-- by every process on the database (server/auth/attempt-throttle.ts, ADR 020).
--
-- One row per failure, keyed `password:<address>` or `mfa:<factor id>`. A key with `limit`
-- failures in the last `window` is throttled until the oldest of them leaves the window; while
-- it is, attempts are refused before any password or code is checked and write no row, so a key
-- never holds more than `limit` rows per window. Rows older than a day are deleted now and then.
--
-- Skipped where auth.rate_limits does not exist (a hosted Supabase project runs its own auth).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.rate_limits') IS NULL THEN
  RAISE NOTICE 'auth.rate_limits does not exist (hosted Supabase?): skipping 0021_failed_attempts';
  RETURN;
END IF;

CREATE TABLE auth.failed_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 400),
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX failed_attempts_key_failed_at_idx ON auth.failed_attempts (key, failed_at);
CREATE INDEX failed_attempts_failed_at_idx ON auth.failed_attempts (failed_at);
ALTER TABLE auth.failed_attempts ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON auth.failed_attempts FROM PUBLIC, anon, authenticated, service_role;
END
$migration$;
