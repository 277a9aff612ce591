-- 0396_session_device_names.sql: a session's device is named by the server as it opens the session
-- ("Chrome on Windows", rules/device-name.ts), so Profile → "Where you're signed in" needs no
-- User-Agent parser in the browser (issue #27: the page's JavaScript budget).
--
--   auth.sessions      + device: the name, from the User-Agent of the request that opened it.
--   public.my_sessions + device (null for sessions opened before this migration: the profile
--                      names those from user_agent itself).
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE auth.sessions ADD COLUMN device text;

CREATE OR REPLACE VIEW public.my_sessions WITH (security_invoker = false) AS
  SELECT s.id, s.created_at, greatest(s.created_at, s.refreshed_at, s.updated_at) AS last_active_at,
         s.user_agent, s.ip::text AS ip, s.aal::text AS aal,
         s.id::text = (SELECT auth.jwt() ->> 'session_id') AS current,
         s.device
  FROM auth.sessions AS s
  WHERE s.user_id = (SELECT auth.uid()) AND (s.not_after IS NULL OR s.not_after > now());
