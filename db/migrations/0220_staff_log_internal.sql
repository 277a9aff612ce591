-- 0220_staff_log_internal.sql: the activity log is written only by the server's own triggers and
-- functions (#26 item 5).
--
-- public.log_staff_action() was executable by `authenticated` and `service_role`, so an editor or
-- a sales member could POST /rest/v1/rpc/log_staff_action and write a forged entry. Every caller
-- inside the database is a SECURITY DEFINER trigger or function owned by the migration role (the
-- leads, comments, posts, admin_* and privacy functions), and the server's own code
-- (server/auth/staff-log.ts) calls it on the owner's connection: none of them needs the API roles'
-- EXECUTE. Without it, /rest/v1/rpc answers 42501 to everyone, the service key included.
--
-- Migrations are never edited once committed: change the schema with a new file.

REVOKE ALL ON FUNCTION public.log_staff_action(text, text, text, jsonb) FROM PUBLIC, anon, authenticated, service_role;

COMMENT ON FUNCTION public.log_staff_action(text, text, text, jsonb) IS
  'Appends to public.staff_activity with the actor taken from the request JWT, else app.actor, else system. '
  'Internal: called only by the SECURITY DEFINER triggers and functions and by the server; no API role may execute it.';
