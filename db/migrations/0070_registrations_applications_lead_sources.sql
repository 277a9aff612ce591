-- 0070_registrations_applications_lead_sources.sql: webinar registrations, job applications and
-- where each lead came from (ADR 029).
--
-- 1. contact_messages gains
--      details       per-form extras written by the server's intake (server/contact/intake.ts):
--                    webinar_registration {webinar_id, webinar_title, starts_at};
--                    application {opening, phone, link, cv: {bucket, path, name, size, content_type}}
--      landing_page, referrer, utm_source, utm_medium, utm_campaign
--                    the first touch of the browser tab session that sent the lead
--                    (app/lib/first-touch.ts), checked and capped by the server (rules/lead-source.ts).
--    Visitors still insert only the form's columns (these included); the states stay server-only.
-- 2. Form kinds become a lookup table (contact_message_kinds) instead of a CHECK list, so that
--    migrations adding kinds on different branches apply in either order: this one adds
--    webinar_registration and application, and keeps every value the CHECK it replaces allowed
--    (whatever other migrations put in it) and every kind already stored.
-- 3. public.webinar_registrations: one per email per webinar, written by the server in the lead's
--    transaction; nobody but service_role reads it. public.webinar_registration_counts: the
--    number per webinar, readable by anyone (counts only).
-- 4. The private storage bucket `applications` (CVs): written by the server only; read by staff
--    (app_metadata.role admin or sales in the token) — through a signed link.
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.contact_messages
  ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb
    CHECK (jsonb_typeof(details) = 'object' AND pg_column_size(details) <= 8192),
  ADD COLUMN landing_page text CHECK (char_length(landing_page) <= 2000),
  ADD COLUMN referrer text CHECK (char_length(referrer) <= 2000),
  ADD COLUMN utm_source text CHECK (char_length(utm_source) <= 200),
  ADD COLUMN utm_medium text CHECK (char_length(utm_medium) <= 200),
  ADD COLUMN utm_campaign text CHECK (char_length(utm_campaign) <= 200);

GRANT INSERT (details, landing_page, referrer, utm_source, utm_medium, utm_campaign)
  ON public.contact_messages TO anon, authenticated;

-- Form kinds ----------------------------------------------------------------------------------

CREATE TABLE IF NOT EXISTS public.contact_message_kinds (
  kind text PRIMARY KEY CHECK (kind ~ '^[a-z][a-z_]{0,39}$')
);
ALTER TABLE public.contact_message_kinds ENABLE ROW LEVEL SECURITY;
GRANT ALL ON public.contact_message_kinds TO service_role;

INSERT INTO public.contact_message_kinds (kind)
VALUES ('home'), ('contact'), ('support'), ('whitepaper'), ('webinar'), ('webinar_registration'), ('application')
ON CONFLICT (kind) DO NOTHING;

INSERT INTO public.contact_message_kinds (kind)
SELECT DISTINCT kind FROM public.contact_messages
ON CONFLICT (kind) DO NOTHING;

DO $kinds$
DECLARE
  c record;
BEGIN
  -- Every CHECK on contact_messages that lists kinds (kind IN (...), however it was named):
  -- keep the values it allowed, then drop it; the foreign key below takes its place.
  FOR c IN
    SELECT con.conname, pg_get_constraintdef(con.oid) AS def
      FROM pg_constraint con
     WHERE con.conrelid = 'public.contact_messages'::regclass
       AND con.contype = 'c'
       AND pg_get_constraintdef(con.oid) ~ '^CHECK \(\(kind = ANY'
  LOOP
    INSERT INTO public.contact_message_kinds (kind)
    SELECT m[1] FROM regexp_matches(c.def, '''([a-z_]+)''::text', 'g') AS m
    ON CONFLICT (kind) DO NOTHING;
    EXECUTE format('ALTER TABLE public.contact_messages DROP CONSTRAINT %I', c.conname);
  END LOOP;
  IF NOT EXISTS (SELECT FROM pg_constraint WHERE conname = 'contact_messages_kind_fkey'
                   AND conrelid = 'public.contact_messages'::regclass) THEN
    ALTER TABLE public.contact_messages
      ADD CONSTRAINT contact_messages_kind_fkey FOREIGN KEY (kind) REFERENCES public.contact_message_kinds (kind);
  END IF;
END
$kinds$;

CREATE INDEX contact_messages_utm_source_idx ON public.contact_messages (utm_source, created_at)
  WHERE utm_source IS NOT NULL;

-- Webinar registrations -----------------------------------------------------------------------

CREATE TABLE public.webinar_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webinar_id text NOT NULL CHECK (webinar_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  email text NOT NULL CHECK (char_length(email) <= 320),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  organization text CHECK (char_length(organization) <= 200),
  -- The lead this registration came with (its confirmation email's ref).
  contact_message_id uuid REFERENCES public.contact_messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX webinar_registrations_webinar_email_key
  ON public.webinar_registrations (webinar_id, lower(email));

ALTER TABLE public.webinar_registrations ENABLE ROW LEVEL SECURITY;
GRANT ALL ON public.webinar_registrations TO service_role;

-- Counts only, never who: the view reads the table as its owner.
CREATE VIEW public.webinar_registration_counts WITH (security_invoker = false) AS
  SELECT webinar_id, count(*)::integer AS registered
    FROM public.webinar_registrations
   GROUP BY webinar_id;
COMMENT ON VIEW public.webinar_registration_counts IS
  'Registrations per webinar (counts only): added to the base figure on the webinars page.';
GRANT SELECT ON public.webinar_registration_counts TO anon, authenticated, service_role;

-- The applications bucket ---------------------------------------------------------------------

INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('applications', 'applications', false, 5242880,
        '{application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document}')
ON CONFLICT (id) DO NOTHING;

-- Staff (role admin or sales in the token's app_metadata) read CVs; nobody else. Writes are the
-- server's (service_role) only: no insert, update or delete policy for the API roles here.
CREATE POLICY objects_select_applications_staff ON storage.objects
  FOR SELECT TO authenticated
  USING (
    bucket_id = 'applications'
    AND coalesce((SELECT auth.jwt()) -> 'app_metadata' ->> 'role', '') IN ('admin', 'sales'));
