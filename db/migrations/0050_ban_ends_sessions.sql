-- 0050_ban_ends_sessions.sql: a ban ends the user's sessions, whoever sets it (the admin API,
-- an admin RPC, SQL by hand). When banned_until moves into the future, every open session of the
-- user gets not_after = now(): its access tokens stop working on /auth/v1 and its refresh tokens
-- are answered user_banned while the ban lasts, session_expired after it (ADR 024). The rows are
-- kept (not deleted) so that a refresh can still be told it belongs to a banned user.
--
-- Only for the built-in auth server (auth.signing_keys is its table): on a hosted Supabase project
-- GoTrue owns auth.users and this migration does nothing.
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.signing_keys') IS NULL THEN
  RAISE NOTICE 'auth.signing_keys is missing (hosted Supabase?): skipping 0050_ban_ends_sessions';
  RETURN;
END IF;

CREATE FUNCTION auth.end_sessions_on_ban() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.banned_until IS NOT NULL AND NEW.banned_until > now()
     AND (OLD.banned_until IS NULL OR OLD.banned_until <= now() OR NEW.banned_until <> OLD.banned_until) THEN
    UPDATE auth.sessions SET not_after = now(), updated_at = now()
    WHERE user_id = NEW.id AND (not_after IS NULL OR not_after > now());
  END IF;
  RETURN NULL;
END
$fn$;
COMMENT ON FUNCTION auth.end_sessions_on_ban() IS
  'Ends every open session of a user whose banned_until moves into the future (ADR 024).';

CREATE TRIGGER users_ban_ends_sessions
  AFTER UPDATE OF banned_until ON auth.users
  FOR EACH ROW EXECUTE FUNCTION auth.end_sessions_on_ban();
END
$migration$;
