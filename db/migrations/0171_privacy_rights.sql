-- 0171_privacy_rights.sql: what the privacy policy promises, in the database (ADR 035).
--
--   consent_texts          every privacy notice a form has shown, by version, never changed once
--                          written (rules/consent-notices.ts holds the same texts; a test keeps
--                          them equal). Anyone reads them.
--   contact_messages       + consent_version (the notice the visitor saw, required for messages
--                          sent through the API) and consent_text (its words, copied by trigger):
--                          each message carries exactly what its sender agreed to.
--   site_settings          one row of settings admins change in /admin (aal2, as every staff
--                          privilege): lead_retention_months, default and at most 24 (the privacy
--                          policy promises erasure at 24 months or sooner; a longer period is a
--                          change of policy, made here with the page's words). Anyone may read it.
--                          Changes are logged.
--   blog_posts.author,     may be NULL: the posts and comments of a deleted account that its owner
--   blog_comments.author_id chose to keep, anonymised (author_name 'Former member').
--   privacy.job_runs       when each scheduled privacy job last ran (durable across restarts,
--                          shared by every process; server/privacy/lead-retention.ts).
--   privacy.deletion_requests  a pending account deletion: the emailed link's token (SHA-256
--                          only), the owner's choice for their posts and comments, when it was
--                          asked. One per user; spent by the confirmation.
--   privacy.erase_old_leads()  erases leads (and their CVs, webinar registrations) older than the
--                          retention period, logged in staff_activity as lead.erase.
--   privacy.delete_account(user, keep_content)  the account and its data, as its owner chose.
--
-- Migrations are never edited once committed: change the schema with a new file.

---------------------------------------------------------------------------------------------------
-- Consent notices
---------------------------------------------------------------------------------------------------

CREATE TABLE public.consent_texts (
  version text PRIMARY KEY CHECK (version ~ '^[a-z][a-z0-9-]{2,79}$'),
  text text NOT NULL CHECK (char_length(btrim(text)) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.consent_texts IS
  'The privacy notices the site''s forms show, by version; a version''s words never change.';
ALTER TABLE public.consent_texts ENABLE ROW LEVEL SECURITY;
CREATE POLICY consent_texts_read ON public.consent_texts FOR SELECT TO anon, authenticated USING (true);
REVOKE ALL ON public.consent_texts FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT ON public.consent_texts TO anon, authenticated, service_role;

INSERT INTO public.consent_texts (version, text) VALUES
  ('enquiry-2026-11-28',
   'We use your name, email address and what you write only to answer you. We keep them for the period our Privacy Policy states, then erase them. We never sell them.'),
  ('whitepaper-2026-11-28',
   'We use your name and email address to send you the whitepapers and news of our research. We keep them for the period our Privacy Policy states, then erase them. We never sell them.'),
  ('webinar-updates-2026-11-28',
   'We use your email address only to tell you about new webinars. We keep it for the period our Privacy Policy states, then erase it. We never sell it.'),
  ('webinar-registration-2026-11-28',
   'We use these details to send you the invitation and the joining link for this webinar. We keep them for the period our Privacy Policy states, then erase them. We never sell them.'),
  ('application-2026-11-28',
   'We use these details and your CV only to consider your application. We keep them for the period our Privacy Policy states, then erase them. We never sell them.');

ALTER TABLE public.contact_messages
  ADD COLUMN consent_version text REFERENCES public.consent_texts (version),
  ADD COLUMN consent_text text;
GRANT INSERT (consent_version) ON public.contact_messages TO anon, authenticated;

-- The words go with the message; a message through the API must name the notice its form showed.
CREATE FUNCTION public.contact_messages_consent() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.consent_version IS NULL THEN
    IF auth.role() IN ('anon', 'authenticated') THEN
      RAISE EXCEPTION 'consent_version is required: the privacy notice the form showed'
        USING ERRCODE = '23502', HINT = 'Reload the page and send the form again.';
    END IF;
    NEW.consent_text := NULL;
  ELSE
    NEW.consent_text := (SELECT t.text FROM public.consent_texts AS t WHERE t.version = NEW.consent_version);
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.contact_messages_consent() FROM PUBLIC;
CREATE TRIGGER contact_messages_consent
  BEFORE INSERT ON public.contact_messages
  FOR EACH ROW EXECUTE FUNCTION public.contact_messages_consent();

---------------------------------------------------------------------------------------------------
-- Settings admins change
---------------------------------------------------------------------------------------------------

CREATE TABLE public.site_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  lead_retention_months integer NOT NULL DEFAULT 24 CHECK (lead_retention_months BETWEEN 1 AND 24),
  updated_at timestamptz,
  updated_by uuid
);
COMMENT ON TABLE public.site_settings IS 'One row: settings admins change in /admin.';
INSERT INTO public.site_settings (id) VALUES (true);

ALTER TABLE public.site_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY site_settings_read ON public.site_settings FOR SELECT TO anon, authenticated USING (true);
CREATE POLICY site_settings_update_admin ON public.site_settings
  FOR UPDATE TO authenticated
  USING ((SELECT public.is_staff('{admin}')))
  WITH CHECK ((SELECT public.is_staff('{admin}')));
REVOKE ALL ON public.site_settings FROM PUBLIC, anon, authenticated, service_role;
-- The retention period is public (the privacy page states it); other columns are the admins'.
GRANT SELECT (id, lead_retention_months) ON public.site_settings TO anon;
GRANT SELECT ON public.site_settings TO authenticated, service_role;
GRANT UPDATE (lead_retention_months) ON public.site_settings TO authenticated, service_role;

CREATE FUNCTION public.site_settings_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
BEGIN
  IF NEW.lead_retention_months IS DISTINCT FROM OLD.lead_retention_months THEN
    NEW.updated_at := pg_catalog.now();
    NEW.updated_by := auth.uid();
    PERFORM public.log_staff_action('setting.change', 'site_setting', 'lead_retention_months',
      jsonb_build_object('from', OLD.lead_retention_months, 'to', NEW.lead_retention_months));
  END IF;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.site_settings_change() FROM PUBLIC;
CREATE TRIGGER site_settings_change
  BEFORE UPDATE ON public.site_settings
  FOR EACH ROW EXECUTE FUNCTION public.site_settings_change();

---------------------------------------------------------------------------------------------------
-- Content kept without its author
---------------------------------------------------------------------------------------------------

ALTER TABLE public.blog_posts ALTER COLUMN author DROP NOT NULL;
ALTER TABLE public.blog_comments ALTER COLUMN author_id DROP NOT NULL;

---------------------------------------------------------------------------------------------------
-- The server's private bookkeeping
---------------------------------------------------------------------------------------------------

CREATE SCHEMA privacy;
REVOKE ALL ON SCHEMA privacy FROM PUBLIC;

CREATE TABLE privacy.job_runs (
  job text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);

CREATE TABLE privacy.deletion_requests (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  keep_content boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Leads older than the retention period, oldest first, at most `batch` per call (the caller
-- repeats while it erases a full batch). With them go their webinar registrations and CVs (the
-- storage rows; the bytes follow through the discard queue, 0030), and registrations of the same
-- age that lost their lead. One lead.erase entry per call that erased something.
CREATE FUNCTION privacy.erase_old_leads(batch integer DEFAULT 1000) RETURNS integer
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
DECLARE
  months integer := (SELECT s.lead_retention_months FROM public.site_settings AS s);
  cutoff timestamptz := now() - make_interval(months => coalesce(months, 24));
  ids uuid[];
  cvs text[];
  erased integer;
  registrations integer;
  files integer := 0;
BEGIN
  SELECT array_agg(m.id), array_agg(m.details -> 'cv' ->> 'path') FILTER (WHERE m.details -> 'cv' ->> 'path' IS NOT NULL)
    INTO ids, cvs
    FROM (SELECT c.id, c.details FROM public.contact_messages AS c
          WHERE c.created_at < cutoff ORDER BY c.created_at LIMIT greatest(batch, 1)) AS m;
  DELETE FROM public.webinar_registrations AS r
   WHERE r.contact_message_id = ANY (coalesce(ids, '{}')) OR (r.contact_message_id IS NULL AND r.created_at < cutoff);
  GET DIAGNOSTICS registrations = ROW_COUNT;
  IF cvs IS NOT NULL AND to_regclass('storage.objects') IS NOT NULL THEN
    EXECUTE 'DELETE FROM storage.objects WHERE bucket_id = ''applications'' AND name = ANY ($1)' USING cvs;
    GET DIAGNOSTICS files = ROW_COUNT;
  END IF;
  DELETE FROM public.contact_messages AS c WHERE c.id = ANY (coalesce(ids, '{}'));
  GET DIAGNOSTICS erased = ROW_COUNT;
  IF erased > 0 OR registrations > 0 THEN
    PERFORM set_config('app.actor', 'retention job', true);
    PERFORM public.log_staff_action('lead.erase', 'contact_message', NULL, jsonb_build_object(
      'leads', erased, 'registrations', registrations, 'files', files,
      'retention_months', months, 'older_than', cutoff));
  END IF;
  RETURN erased;
END
$fn$;
REVOKE ALL ON FUNCTION privacy.erase_old_leads(integer) FROM PUBLIC;

-- Deletes an account as its owner confirmed it. keep_content: their posts and comments stay,
-- without their id and under the name 'Former member' (and the cover images those posts show
-- stay, without an owner); otherwise they go, with the comments on their posts. Everything else
-- the account owns goes (profile, chat, reports, sessions, factors, identities, uploads), by
-- cascade or here. Logged as user.delete (self) without the address.
CREATE FUNCTION privacy.delete_account(target uuid, keep_content boolean) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
DECLARE
  posts integer;
  comments integer;
  files integer := 0;
BEGIN
  SELECT count(*) INTO posts FROM public.blog_posts AS p WHERE p.author = target;
  SELECT count(*) INTO comments FROM public.blog_comments AS c WHERE c.author_id = target;
  IF keep_content THEN
    IF to_regclass('storage.objects') IS NOT NULL THEN
      EXECUTE $sql$
        UPDATE storage.objects AS o SET owner = NULL
         WHERE o.owner = $1 AND EXISTS (
           SELECT FROM public.blog_posts AS p
            WHERE p.author = $1 AND right(p.image_url, length(o.bucket_id || '/' || o.name) + 1) = '/' || o.bucket_id || '/' || o.name)
      $sql$ USING target;
    END IF;
    UPDATE public.blog_posts AS p SET author = NULL, author_name = 'Former member' WHERE p.author = target;
    UPDATE public.blog_comments AS c SET author_id = NULL, author_name = 'Former member' WHERE c.author_id = target;
  END IF;
  IF to_regclass('storage.objects') IS NOT NULL THEN
    EXECUTE 'DELETE FROM storage.objects WHERE owner = $1' USING target;
    GET DIAGNOSTICS files = ROW_COUNT;
  END IF;
  DELETE FROM auth.users AS u WHERE u.id = target;
  PERFORM set_config('app.actor', 'account owner', true);
  PERFORM public.log_staff_action('user.delete', 'user', target::text, jsonb_build_object(
    'self', true, 'content_kept', keep_content, 'posts', posts, 'comments', comments, 'files', files));
  RETURN jsonb_build_object('posts', posts, 'comments', comments, 'files', files, 'content_kept', keep_content);
END
$fn$;
REVOKE ALL ON FUNCTION privacy.delete_account(uuid, boolean) FROM PUBLIC;
