-- 0005_contact_messages.sql: messages from the site's forms (home contact section, Contact Us
-- page, support form, whitepaper access, webinar updates).
--
-- Anyone may send one; nobody but service_role reads or changes them. anon and authenticated get
-- INSERT on the form's columns only (never id, status or created_at) and no SELECT at all, so
-- an insert must not ask for the row back (supabase-js .insert() without .select(), i.e.
-- Prefer: return=minimal, and no RETURNING in the server's SQL).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE TABLE public.contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('home', 'contact', 'support', 'whitepaper', 'webinar')),
  name text CHECK (char_length(name) <= 200),
  email text NOT NULL CHECK (
    char_length(email) <= 320
    AND email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text CHECK (char_length(phone) <= 40),
  organization text CHECK (char_length(organization) <= 200),   -- "company" on the Contact Us page
  subject text CHECK (char_length(subject) <= 200),
  message text CHECK (char_length(message) <= 5000),
  source_ip text CHECK (char_length(source_ip) <= 100),
  user_agent text CHECK (char_length(user_agent) <= 1000),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'notified', 'failed', 'handled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- What each form requires: every form has an e-mail address; all but the webinar sign-up a
  -- name; the home, Contact Us and support forms a message.
  CONSTRAINT contact_messages_required_fields CHECK (
    (kind = 'webinar' OR btrim(coalesce(name, '')) <> '')
    AND (kind IN ('whitepaper', 'webinar') OR btrim(coalesce(message, '')) <> ''))
);
CREATE INDEX contact_messages_created_at_idx ON public.contact_messages (created_at DESC);
CREATE INDEX contact_messages_status_created_at_idx ON public.contact_messages (status, created_at);

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

CREATE POLICY contact_messages_insert_anyone ON public.contact_messages
  FOR INSERT TO anon, authenticated
  WITH CHECK (status = 'new');

GRANT INSERT (kind, name, email, phone, organization, subject, message, source_ip, user_agent)
  ON public.contact_messages TO anon, authenticated;
GRANT ALL ON public.contact_messages TO service_role;
