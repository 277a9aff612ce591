-- 0041_staff_leads.sql: the leads inbox for staff (ADR 028). Admins and sales read every message
-- from the site's forms and change two things only: its handling state and an internal note.
-- Every such change is logged to public.staff_activity (lead.status {from, to}, lead.note).
--
--   contact_messages     SELECT for admin and sales; UPDATE (handling_state, note) for admin and
--                        sales, by column grant; handled_by and updated_at are set by trigger.
--                        Visitors still only insert (0005, 0007, 0026).
--   staff_leads          the inbox's list: the same rows to admin and sales, none to anyone else,
--                        read as the view's owner so that the search's pg_trgm indexes serve it
--                        (ILIKE is not leakproof: through RLS on the table it would read every
--                        row; see 0011). Filter by kind and handling_state, newest first, search
--                        with ilike on name, email or message, page with range().
--   The menu badge       count of new messages: contact_messages (or staff_leads) with
--                        handling_state=eq.new, head + count=exact, an index range.
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.contact_messages
  ADD COLUMN note text CHECK (char_length(note) <= 5000),
  ADD COLUMN handled_by uuid,          -- who last changed the handling state or note (no FK: kept after the account goes)
  ADD COLUMN updated_at timestamptz;   -- when staff last changed it; NULL until then

-- Newest first, optionally of one form and/or one handling state.
CREATE INDEX contact_messages_kind_created_at_idx ON public.contact_messages (kind, created_at DESC, id DESC);
CREATE INDEX contact_messages_kind_handling_created_at_idx
  ON public.contact_messages (kind, handling_state, created_at DESC, id DESC);
CREATE INDEX contact_messages_handling_created_at_id_idx
  ON public.contact_messages (handling_state, created_at DESC, id DESC);
DROP INDEX public.contact_messages_handling_state_idx;

-- Search: ilike '%…%' on name, email or message (a BitmapOr of three pg_trgm indexes).
DO $migration$
DECLARE
  ops text := (
    SELECT format('%I.gin_trgm_ops', n.nspname)
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX contact_messages_name_trgm_idx ON public.contact_messages USING gin (name %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX contact_messages_email_trgm_idx ON public.contact_messages USING gin (email %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX contact_messages_message_trgm_idx ON public.contact_messages USING gin (message %s) WITH (fastupdate = off)', ops);
END
$migration$;

CREATE POLICY contact_messages_select_staff ON public.contact_messages
  FOR SELECT TO authenticated
  USING ((SELECT public.is_staff('{admin,sales}')));

CREATE POLICY contact_messages_update_staff ON public.contact_messages
  FOR UPDATE TO authenticated
  USING ((SELECT public.is_staff('{admin,sales}')))
  WITH CHECK ((SELECT public.is_staff('{admin,sales}')));

GRANT SELECT ON public.contact_messages TO authenticated;
GRANT UPDATE (handling_state, note) ON public.contact_messages TO authenticated;

-- Who changed it and when; a blank note is stored as NULL.
CREATE FUNCTION public.contact_messages_staff_change() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  NEW.note := nullif(btrim(NEW.note), '');
  IF NEW.handling_state IS DISTINCT FROM OLD.handling_state OR NEW.note IS DISTINCT FROM OLD.note THEN
    NEW.updated_at := pg_catalog.now();
    NEW.handled_by := auth.uid();
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.contact_messages_staff_change() FROM PUBLIC;

CREATE TRIGGER contact_messages_staff_change
  BEFORE UPDATE OF handling_state, note ON public.contact_messages
  FOR EACH ROW EXECUTE FUNCTION public.contact_messages_staff_change();

CREATE FUNCTION public.contact_messages_log_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.handling_state IS DISTINCT FROM OLD.handling_state THEN
    PERFORM public.log_staff_action('lead.status', 'contact_message', NEW.id::text,
      jsonb_build_object('from', OLD.handling_state, 'to', NEW.handling_state, 'email', NEW.email));
  END IF;
  IF NEW.note IS DISTINCT FROM OLD.note THEN
    PERFORM public.log_staff_action('lead.note', 'contact_message', NEW.id::text,
      jsonb_build_object('note', NEW.note, 'email', NEW.email));
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.contact_messages_log_change() FROM PUBLIC;

CREATE TRIGGER contact_messages_log_change
  AFTER UPDATE OF handling_state, note ON public.contact_messages
  FOR EACH ROW EXECUTE FUNCTION public.contact_messages_log_change();

CREATE VIEW public.staff_leads WITH (security_invoker = false) AS
  SELECT id, created_at, kind, name, email, phone, organization, subject, message,
         delivery_state, handling_state, note, handled_by, updated_at
  FROM public.contact_messages
  WHERE (SELECT public.is_staff('{admin,sales}') OR auth.role() = 'service_role');
COMMENT ON VIEW public.staff_leads IS
  'The leads inbox: every form message to admin, sales and the service role, nothing to anyone else. Change a lead through contact_messages.';

REVOKE ALL ON public.staff_leads FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.staff_leads TO authenticated, service_role;
