-- 0260_lead_routing_and_conversations.sql: leads reach the right inbox and are worked to the end
-- (ADR 040).
--
--   site_settings          + inbox_contact, inbox_support, inbox_sales, inbox_careers, inbox_webinars:
--                          where each form's notifications go, set by admins in /admin (NULL: the
--                          env override, else config/site.ts). Read by staff; changes logged.
--   contact_messages       + assigned_to (admin or sales only, checked), logged as lead.assign.
--   staff_leads            + assigned_to (filters "mine" and "unassigned").
--   lead_assignees         the staff a lead can be assigned to (admin, sales), for admin and sales.
--   lead_notes             a lead's timeline: notes and replies, many, each with its author and
--                          time; a reply is emailed by the server (write rule, server/leads/) and
--                          carries its delivery state. The single `note` of 0041 is copied in.
--   mail.messages          + dedupe_key (unique: a scheduled email is written once, whichever
--                          process writes it), + state 'discarded' (dropped by an admin or as
--                          stale, never sent).
--   staff_mail(), staff_mail_discard()  /admin Mail for admins: held, failed (and queued) email.
--   webinar_links          per webinar (keyed by the id registrations store): its join link and
--                          recording, set by staff; webinar_registrations readable by staff.
--
-- Migrations are never edited once committed: change the schema with a new file.

---------------------------------------------------------------------------------------------------
-- Inboxes
---------------------------------------------------------------------------------------------------

ALTER TABLE public.site_settings
  ADD COLUMN inbox_contact text CHECK (inbox_contact ~ '^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$' AND char_length(inbox_contact) <= 254),
  ADD COLUMN inbox_support text CHECK (inbox_support ~ '^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$' AND char_length(inbox_support) <= 254),
  ADD COLUMN inbox_sales text CHECK (inbox_sales ~ '^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$' AND char_length(inbox_sales) <= 254),
  ADD COLUMN inbox_careers text CHECK (inbox_careers ~ '^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$' AND char_length(inbox_careers) <= 254),
  ADD COLUMN inbox_webinars text CHECK (inbox_webinars ~ '^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$' AND char_length(inbox_webinars) <= 254);
GRANT UPDATE (inbox_contact, inbox_support, inbox_sales, inbox_careers, inbox_webinars)
  ON public.site_settings TO authenticated, service_role;

CREATE FUNCTION public.site_settings_inbox_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  changed jsonb := '{}'::jsonb;
BEGIN
  IF NEW.inbox_contact IS DISTINCT FROM OLD.inbox_contact THEN
    changed := changed || jsonb_build_object('inbox_contact', jsonb_build_object('from', OLD.inbox_contact, 'to', NEW.inbox_contact));
  END IF;
  IF NEW.inbox_support IS DISTINCT FROM OLD.inbox_support THEN
    changed := changed || jsonb_build_object('inbox_support', jsonb_build_object('from', OLD.inbox_support, 'to', NEW.inbox_support));
  END IF;
  IF NEW.inbox_sales IS DISTINCT FROM OLD.inbox_sales THEN
    changed := changed || jsonb_build_object('inbox_sales', jsonb_build_object('from', OLD.inbox_sales, 'to', NEW.inbox_sales));
  END IF;
  IF NEW.inbox_careers IS DISTINCT FROM OLD.inbox_careers THEN
    changed := changed || jsonb_build_object('inbox_careers', jsonb_build_object('from', OLD.inbox_careers, 'to', NEW.inbox_careers));
  END IF;
  IF NEW.inbox_webinars IS DISTINCT FROM OLD.inbox_webinars THEN
    changed := changed || jsonb_build_object('inbox_webinars', jsonb_build_object('from', OLD.inbox_webinars, 'to', NEW.inbox_webinars));
  END IF;
  IF changed <> '{}'::jsonb THEN
    NEW.updated_at := pg_catalog.now();
    NEW.updated_by := auth.uid();
    PERFORM public.log_staff_action('setting.change', 'site_setting', 'inboxes', changed);
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.site_settings_inbox_change() FROM PUBLIC;
CREATE TRIGGER site_settings_inbox_change
  BEFORE UPDATE ON public.site_settings
  FOR EACH ROW EXECUTE FUNCTION public.site_settings_inbox_change();

---------------------------------------------------------------------------------------------------
-- Assignment
---------------------------------------------------------------------------------------------------

ALTER TABLE public.contact_messages ADD COLUMN assigned_to uuid;  -- no FK: kept after the account goes
CREATE INDEX contact_messages_assigned_created_at_idx
  ON public.contact_messages (assigned_to, created_at DESC, id DESC);
GRANT UPDATE (assigned_to) ON public.contact_messages TO authenticated;

CREATE FUNCTION public.contact_messages_assign() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.assigned_to IS NOT DISTINCT FROM OLD.assigned_to THEN
    RETURN NEW;
  END IF;
  IF NEW.assigned_to IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM auth.users AS u
     WHERE u.id = NEW.assigned_to AND u.deleted_at IS NULL
       AND (u.banned_until IS NULL OR u.banned_until < pg_catalog.now())
       AND u.raw_app_meta_data ->> 'role' IN ('admin', 'sales')) THEN
    RAISE EXCEPTION 'A lead can be assigned only to an admin or sales staff member'
      USING ERRCODE = '23514';
  END IF;
  NEW.updated_at := pg_catalog.now();
  NEW.handled_by := coalesce(auth.uid(), NEW.handled_by);
  PERFORM public.log_staff_action('lead.assign', 'contact_message', NEW.id::text,
    jsonb_build_object('from', OLD.assigned_to, 'to', NEW.assigned_to, 'email', NEW.email));
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.contact_messages_assign() FROM PUBLIC;
CREATE TRIGGER contact_messages_assign
  BEFORE UPDATE OF assigned_to ON public.contact_messages
  FOR EACH ROW EXECUTE FUNCTION public.contact_messages_assign();

CREATE OR REPLACE VIEW public.staff_leads WITH (security_invoker = false) AS
  SELECT id, created_at, kind, name, email, phone, organization, subject, message,
         delivery_state, handling_state, note, handled_by, updated_at, assigned_to
  FROM public.contact_messages
  WHERE (SELECT public.is_staff('{admin,sales}') OR auth.role() = 'service_role');

CREATE VIEW public.lead_assignees WITH (security_invoker = false) AS
  SELECT u.id,
         coalesce(nullif(btrim(u.raw_user_meta_data ->> 'fullName'), ''),
                  nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email::text) AS name,
         u.email::text AS email,
         u.raw_app_meta_data ->> 'role' AS role
    FROM auth.users AS u
   WHERE u.deleted_at IS NULL
     AND u.raw_app_meta_data ->> 'role' IN ('admin', 'sales')
     AND (SELECT public.is_staff('{admin,sales}') OR auth.role() = 'service_role');
COMMENT ON VIEW public.lead_assignees IS 'The staff a lead can be assigned to (admin, sales); admin and sales read it.';
REVOKE ALL ON public.lead_assignees FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.lead_assignees TO authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- The timeline
---------------------------------------------------------------------------------------------------

CREATE TABLE public.lead_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES public.contact_messages (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'note' CHECK (kind IN ('note', 'reply')),
  author_id uuid,
  author_name text CHECK (char_length(author_name) <= 320),
  subject text CHECK (char_length(subject) <= 200),
  body text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 1 AND 10000),
  -- A reply's email (mail.messages purpose lead.reply, ref = this id): queued, held, sent, failed.
  delivery_state text CHECK (delivery_state IN ('queued', 'held', 'sent', 'failed', 'discarded')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead_created_at_idx ON public.lead_notes (lead_id, created_at, id);

-- The single note each lead had becomes the first entry of its timeline.
INSERT INTO public.lead_notes (lead_id, kind, author_id, body, created_at)
  SELECT id, 'note', handled_by, note, coalesce(updated_at, created_at)
    FROM public.contact_messages
   WHERE note IS NOT NULL AND char_length(btrim(note)) > 0;

ALTER TABLE public.lead_notes ENABLE ROW LEVEL SECURITY;
CREATE POLICY lead_notes_select_staff ON public.lead_notes
  FOR SELECT TO authenticated USING ((SELECT public.is_staff('{admin,sales}')));
CREATE POLICY lead_notes_insert_staff ON public.lead_notes
  FOR INSERT TO authenticated WITH CHECK ((SELECT public.is_staff('{admin,sales}')));
REVOKE ALL ON public.lead_notes FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.lead_notes TO authenticated, service_role;
GRANT INSERT (id, lead_id, kind, subject, body) ON public.lead_notes TO authenticated;
GRANT ALL ON public.lead_notes TO service_role;

-- The author and the time are the database's, never the client's.
CREATE FUNCTION public.lead_notes_author() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  NEW.author_id := auth.uid();
  NEW.author_name := (
    SELECT coalesce(nullif(btrim(u.raw_user_meta_data ->> 'fullName'), ''),
                    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email::text)
      FROM auth.users AS u WHERE u.id = NEW.author_id);
  NEW.created_at := pg_catalog.now();
  NEW.delivery_state := NULL;
  NEW.body := btrim(NEW.body);
  IF NEW.kind = 'note' THEN NEW.subject := NULL; END IF;
  PERFORM public.log_staff_action(CASE WHEN NEW.kind = 'reply' THEN 'lead.reply' ELSE 'lead.note' END,
    'contact_message', NEW.lead_id::text, jsonb_build_object('note_id', NEW.id));
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.lead_notes_author() FROM PUBLIC;
CREATE TRIGGER lead_notes_author
  BEFORE INSERT ON public.lead_notes
  FOR EACH ROW EXECUTE FUNCTION public.lead_notes_author();

---------------------------------------------------------------------------------------------------
-- Mail an operator can trust
---------------------------------------------------------------------------------------------------

ALTER TABLE mail.messages ADD COLUMN dedupe_key text UNIQUE CHECK (char_length(dedupe_key) <= 300);
ALTER TABLE mail.messages ADD COLUMN discarded_at timestamptz;
DO $migration$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
            WHERE conrelid = 'mail.messages'::regclass AND contype = 'c'
              AND pg_get_constraintdef(oid) LIKE '%state%queued%held%sent%failed%' LOOP
    EXECUTE format('ALTER TABLE mail.messages DROP CONSTRAINT %I', c.conname);
  END LOOP;
END
$migration$;
ALTER TABLE mail.messages ADD CONSTRAINT messages_state_check
  CHECK (state IN ('queued', 'held', 'sent', 'failed', 'discarded'));
CREATE INDEX messages_unsent_idx ON mail.messages (created_at DESC) WHERE state IN ('held', 'failed', 'queued');

-- Held, failed and queued email for admins (aal2): newest first, searched by address, subject or purpose.
CREATE FUNCTION public.staff_mail(search text DEFAULT NULL, states text[] DEFAULT '{held,failed}', max_rows integer DEFAULT 100)
RETURNS TABLE (id uuid, purpose text, to_address text, subject text, state text, attempts integer,
               last_error text, created_at timestamptz, next_attempt_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = ''
SET statement_timeout = '5s'
AS $fn$
BEGIN
  -- API callers (anon has no EXECUTE) must be admins; the server's own connection (no request
  -- claims: npm run mail, /_admin/mail) and the service role may.
  IF coalesce(auth.role(), '') NOT IN ('', 'service_role') AND NOT public.is_staff('{admin}') THEN
    RAISE EXCEPTION 'Only administrators can read the mail queue' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY
    SELECT m.id, m.purpose, m.to_address, m.subject, m.state, m.attempts, m.last_error, m.created_at, m.next_attempt_at
      FROM mail.messages AS m
     WHERE m.state = ANY (coalesce(staff_mail.states, '{held,failed}'))
       AND m.state IN ('held', 'failed', 'queued')
       AND (nullif(btrim(staff_mail.search), '') IS NULL
            OR m.to_address ILIKE '%' || btrim(staff_mail.search) || '%'
            OR m.subject ILIKE '%' || btrim(staff_mail.search) || '%'
            OR m.purpose ILIKE '%' || btrim(staff_mail.search) || '%')
     ORDER BY m.created_at DESC, m.seq DESC
     LIMIT least(greatest(coalesce(staff_mail.max_rows, 100), 1), 500);
END
$fn$;
REVOKE ALL ON FUNCTION public.staff_mail(text, text[], integer) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.staff_mail(text, text[], integer) TO authenticated, service_role;

-- Discards unsent email (never sent from then on); logged as mail.discard. Returns how many.
CREATE FUNCTION public.staff_mail_discard(ids uuid[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  n integer;
BEGIN
  -- API callers (anon has no EXECUTE) must be admins; the server's own connection (no request
  -- claims: npm run mail, /_admin/mail) and the service role may.
  IF coalesce(auth.role(), '') NOT IN ('', 'service_role') AND NOT public.is_staff('{admin}') THEN
    RAISE EXCEPTION 'Only administrators can discard email' USING ERRCODE = '42501';
  END IF;
  IF coalesce(array_length(ids, 1), 0) > 1000 THEN
    RAISE EXCEPTION 'Discard at most 1000 emails at a time' USING ERRCODE = '22023';
  END IF;
  UPDATE mail.messages AS m
     SET state = 'discarded', discarded_at = pg_catalog.now(), last_error = 'discarded by an administrator',
         locked_until = NULL, locked_by = NULL
   WHERE m.id = ANY (ids) AND m.state IN ('held', 'failed', 'queued')
     AND (m.locked_until IS NULL OR m.locked_until < pg_catalog.now());
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN
    PERFORM public.log_staff_action('mail.discard', 'mail', NULL, jsonb_build_object('count', n));
  END IF;
  RETURN n;
END
$fn$;
REVOKE ALL ON FUNCTION public.staff_mail_discard(uuid[]) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.staff_mail_discard(uuid[]) TO authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- Webinars
---------------------------------------------------------------------------------------------------

CREATE TABLE public.webinar_links (
  webinar_id text PRIMARY KEY CHECK (webinar_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  join_url text CHECK (join_url ~ '^https://[^\s]+$' AND char_length(join_url) <= 1000),
  recording_url text CHECK (recording_url ~ '^https://[^\s]+$' AND char_length(recording_url) <= 1000),
  recording_added_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
ALTER TABLE public.webinar_links ENABLE ROW LEVEL SECURITY;
CREATE POLICY webinar_links_staff ON public.webinar_links
  FOR ALL TO authenticated
  USING ((SELECT public.is_staff('{admin,sales}')))
  WITH CHECK ((SELECT public.is_staff('{admin,sales}')));
REVOKE ALL ON public.webinar_links FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT, INSERT (webinar_id, join_url, recording_url), UPDATE (join_url, recording_url)
  ON public.webinar_links TO authenticated;
GRANT ALL ON public.webinar_links TO service_role;

CREATE FUNCTION public.webinar_links_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  NEW.updated_at := pg_catalog.now();
  NEW.updated_by := auth.uid();
  IF NEW.recording_url IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.recording_url IS NULL) THEN
    NEW.recording_added_at := pg_catalog.now();
  END IF;
  PERFORM public.log_staff_action('webinar.links', 'webinar', NEW.webinar_id,
    jsonb_build_object('join_url', NEW.join_url, 'recording_url', NEW.recording_url));
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.webinar_links_change() FROM PUBLIC;
CREATE TRIGGER webinar_links_change
  BEFORE INSERT OR UPDATE ON public.webinar_links
  FOR EACH ROW EXECUTE FUNCTION public.webinar_links_change();

-- Registrants per webinar for admin and sales (the list and its CSV export in /admin).
CREATE POLICY webinar_registrations_select_staff ON public.webinar_registrations
  FOR SELECT TO authenticated USING ((SELECT public.is_staff('{admin,sales}')));
GRANT SELECT ON public.webinar_registrations TO authenticated;
CREATE INDEX webinar_registrations_webinar_created_idx ON public.webinar_registrations (webinar_id, created_at, id);
