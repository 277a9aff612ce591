-- 0170_staff_aal2_session_state.sql: staff privileges need a second factor, and a token is only
-- as good as the session behind it (ADR 034).
--
-- 1. aal2 for every staff privilege. public.staff_role() (0040) is the one definition every staff
--    policy, view and function goes through (directly or through public.is_staff(roles)): it now
--    answers a role only when the token's assurance level is aal2, i.e. the session verified a
--    TOTP code (POST /auth/v1/factors/{id}/verify). An aal1 token of a staff member is an ordinary
--    user's token through /rest/v1, /rest/v1/rpc and /storage/v1 alike. The role list includes
--    'marketing' (the content studio's role) so that this definition holds whichever of the two
--    migrations runs first; a role grants nothing until policies name it.
--    The CV bucket's read policy (0070) read the claim itself; it now calls is_staff.
--
-- 2. A token is only as good as its session. Every /rest/v1 and /storage/v1 transaction starts
--    with the statement that takes the caller's role and claims (server/lib/request-claims.ts);
--    for a signed-in user it now also looks up the token's session and user (two primary-key
--    probes) and calls auth.refuse_token() when the session is gone or ended, the user is banned,
--    the staff role the token carries is no longer the user's, or the token claims aal2 for a
--    session that is not (a factor removed). Signing out, a ban, a role taken away stop the token
--    at its next request, on every process, with nothing cached.
--
-- 3. Taking a staff role away (or changing it) ends the user's sessions whichever way it is done:
--    the admin RPC (as before, 0044), the admin API, `npm run staff`, SQL by hand. The browser's
--    next refresh fails and it signs out.
--
-- Parts 2 and 3 are for the built-in auth server only (auth.signing_keys is its table).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE OR REPLACE FUNCTION public.staff_role() RETURNS text
LANGUAGE sql STABLE
AS $fn$
  SELECT CASE WHEN c ->> 'aal' = 'aal2' AND c -> 'app_metadata' ->> 'role' IN ('admin', 'editor', 'sales', 'marketing')
              THEN c -> 'app_metadata' ->> 'role' END
  FROM (SELECT auth.jwt() AS c) AS claims
$fn$;
COMMENT ON FUNCTION public.staff_role() IS
  'The caller''s staff role (app_metadata.role of the request JWT) when the token is aal2 (a verified second factor), else NULL.';

DROP POLICY objects_select_applications_staff ON storage.objects;
CREATE POLICY objects_select_applications_staff ON storage.objects
  FOR SELECT TO authenticated
  USING (bucket_id = 'applications' AND (SELECT public.is_staff('{admin,sales}')));

DO $migration$
BEGIN
IF to_regclass('auth.signing_keys') IS NULL THEN
  RAISE NOTICE 'auth.signing_keys is missing (hosted Supabase?): skipping parts 2 and 3 of 0170';
  RETURN;
END IF;

-- The refusal of 2: PostgREST's convention, SQLSTATE PTxyz answers HTTP xyz (the REST and storage
-- translators turn it into their 401 / AccessDenied). Called only when the check fails.
CREATE FUNCTION auth.refuse_token(reason text) RETURNS integer
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  RAISE EXCEPTION '%', reason USING ERRCODE = 'PT401';
END
$fn$;
REVOKE ALL ON FUNCTION auth.refuse_token(text) FROM PUBLIC;

CREATE FUNCTION auth.role_change_ends_sessions() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  DELETE FROM auth.sessions WHERE user_id = NEW.id;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION auth.role_change_ends_sessions() FROM PUBLIC;

CREATE TRIGGER users_role_change_ends_sessions
  AFTER UPDATE OF raw_app_meta_data ON auth.users
  FOR EACH ROW WHEN (
    OLD.raw_app_meta_data ->> 'role' IS NOT NULL
    AND OLD.raw_app_meta_data ->> 'role' IS DISTINCT FROM NEW.raw_app_meta_data ->> 'role')
  EXECUTE FUNCTION auth.role_change_ends_sessions();
END
$migration$;

-- The signed-in user's own open sessions, for Profile → "Where you are signed in". Runs as its
-- owner (auth.sessions is not reachable through the API) with the user in its WHERE clause.
CREATE VIEW public.my_sessions WITH (security_invoker = false) AS
  SELECT s.id, s.created_at, greatest(s.created_at, s.refreshed_at, s.updated_at) AS last_active_at,
         s.user_agent, s.ip::text AS ip, s.aal::text AS aal,
         s.id::text = (SELECT auth.jwt() ->> 'session_id') AS current
  FROM auth.sessions AS s
  WHERE s.user_id = (SELECT auth.uid()) AND (s.not_after IS NULL OR s.not_after > now());
COMMENT ON VIEW public.my_sessions IS
  'The caller''s open sessions (device, address, last activity); current marks the one of this token.';
REVOKE ALL ON public.my_sessions FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.my_sessions TO authenticated;
