-- 0040_staff_activity.sql: staff roles read from the token, and the staff activity log (ADR 028).
--
-- Roles. A staff member's role is `app_metadata.role` in their access token: 'admin', 'editor'
-- or 'sales'. Only the server (service role, `npm run staff`, the admin RPCs) writes
-- auth.users.raw_app_meta_data; no user can write it through /auth/v1 or /rest/v1, so a policy
-- that reads the role from the token reads what the company granted. public.staff_role() is that
-- role or NULL; public.is_staff(roles) says whether it is one of `roles`.
--
-- The log. public.staff_activity records what staff did (a lead's state, hiding a comment, a
-- role change, ...), written only by public.log_staff_action() (SECURITY DEFINER) and the
-- triggers that call it. Through /rest/v1 admins read it; nobody inserts, updates or deletes it,
-- the service role included (it gets SELECT only).
--
-- Migrations are never edited once committed: change the schema with a new file.

---------------------------------------------------------------------------------------------------
-- Roles from the token
---------------------------------------------------------------------------------------------------

-- Not SECURITY DEFINER and without SET options, so the planner may inline it; names are
-- schema-qualified instead. Policies call it as (select public.staff_role()): once per statement.
CREATE FUNCTION public.staff_role() RETURNS text
LANGUAGE sql STABLE
AS $fn$
  SELECT CASE WHEN r IN ('admin', 'editor', 'sales') THEN r END
  FROM (SELECT auth.jwt() -> 'app_metadata' ->> 'role' AS r) AS claims
$fn$;
COMMENT ON FUNCTION public.staff_role() IS
  'The caller''s staff role (app_metadata.role of the request JWT): admin, editor, sales, or NULL.';

CREATE FUNCTION public.is_staff(roles text[]) RETURNS boolean
LANGUAGE sql STABLE
AS $fn$
  SELECT coalesce(public.staff_role() = ANY (roles), false)
$fn$;
COMMENT ON FUNCTION public.is_staff(text[]) IS
  'Whether the caller''s staff role (public.staff_role()) is one of roles.';

GRANT EXECUTE ON FUNCTION public.staff_role(), public.is_staff(text[]) TO anon, authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- The activity log
---------------------------------------------------------------------------------------------------

CREATE TABLE public.staff_activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,                 -- the staff member's user id; NULL for the server and its tools
  actor_email text CHECK (char_length(actor_email) <= 320),
  actor_label text NOT NULL CHECK (char_length(btrim(actor_label)) > 0 AND char_length(actor_label) <= 320),
  action text NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)+$' AND char_length(action) <= 100),
  target_type text NOT NULL CHECK (char_length(btrim(target_type)) > 0 AND char_length(target_type) <= 100),
  target_id text CHECK (char_length(target_id) <= 200),
  details jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(details) = 'object')
);
COMMENT ON TABLE public.staff_activity IS
  'What staff did, newest first by created_at. Written only by public.log_staff_action(); admins read it.';
CREATE INDEX staff_activity_created_at_idx ON public.staff_activity (created_at DESC, id DESC);

ALTER TABLE public.staff_activity ENABLE ROW LEVEL SECURITY;

CREATE POLICY staff_activity_select_admin ON public.staff_activity
  FOR SELECT TO authenticated
  USING ((SELECT public.staff_role()) = 'admin');

-- SELECT only: no role reachable through /rest/v1 may insert, change or delete a log entry.
REVOKE ALL ON public.staff_activity FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.staff_activity TO authenticated, service_role;

-- Records one staff action. The actor comes from the request: the JWT's sub and email when the
-- caller is a signed-in user; else the session setting app.actor (the server's tools set it,
-- e.g. 'npm run staff'); else 'service_role' for the service key; else 'system'. A signed-in
-- caller must be staff (a user cannot write into the log); anon may not call it at all.
CREATE FUNCTION public.log_staff_action(
  action text, target_type text, target_id text, details jsonb DEFAULT '{}'::jsonb
) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  claims jsonb := auth.jwt();
  sub text := nullif(claims ->> 'sub', '');
  email text := nullif(claims ->> 'email', '');
  app_actor text := nullif(btrim(current_setting('app.actor', true)), '');
  label text;
BEGIN
  IF sub IS NOT NULL AND claims ->> 'role' = 'authenticated' AND public.staff_role() IS NULL THEN
    RAISE EXCEPTION 'Only staff can record staff activity' USING ERRCODE = '42501';
  END IF;
  label := CASE
    WHEN sub IS NOT NULL THEN coalesce(email, sub)
    WHEN app_actor IS NOT NULL THEN app_actor
    WHEN claims ->> 'role' = 'service_role' THEN 'service_role'
    ELSE 'system'
  END;
  INSERT INTO public.staff_activity (actor_id, actor_email, actor_label, action, target_type, target_id, details)
  VALUES (
    CASE WHEN sub ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN sub::uuid END,
    left(email, 320),
    left(label, 320),
    log_staff_action.action,
    log_staff_action.target_type,
    log_staff_action.target_id,
    coalesce(log_staff_action.details, '{}'::jsonb));
END
$fn$;
COMMENT ON FUNCTION public.log_staff_action(text, text, text, jsonb) IS
  'Appends to public.staff_activity with the actor taken from the request JWT, else app.actor, else system.';

REVOKE ALL ON FUNCTION public.log_staff_action(text, text, text, jsonb) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.log_staff_action(text, text, text, jsonb) TO authenticated, service_role;
