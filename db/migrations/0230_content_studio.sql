-- 0230_content_studio.sql: the company's own copy (webinars, job openings, case studies,
-- whitepapers, FAQ entries, the announcement bar) in the database, edited in /admin/content
-- (ADR 038).
--
-- 1. public.content_entries: one row per entry, `type` + `slug` unique. `fields` is a JSON object;
--    every text field is {"en": "...", "hi": null} (Hindi optional; the site shows English).
--    status: draft (staff only), scheduled (goes live at publish_at by itself), published.
--    An entry is live when status <> 'draft' AND publish_at <= now(): no job has to run for a
--    scheduled entry to appear, and every instance agrees (the page cache expires at the next
--    publish_at, server/content/content-cache.ts). `version` is bumped by every update: a save
--    names the version it started from (optimistic concurrency; 0 rows = someone saved first).
-- 2. public.content_private: what must never reach a page, a feed or an anonymous reader (the
--    webinar's join link). Only staff with content rights (admin, editor, marketing; aal2 through
--    public.staff_role(), 0170) and the server read it. anon has no grant at all.
-- 3. public.content_revisions: every insert and update keeps a copy (who, when, fields, status),
--    written by a trigger; staff with content rights read them. Restoring is a save of an old
--    revision's fields through public.content_restore (logged).
-- 4. Activity: publish, schedule, unpublish, restore and delete go to public.staff_activity.
-- 5. NOTIFY content_changed on every statement (like blog_changed, 0080): each process drops its
--    content pages.
-- 6. Storage: bucket `content` (public images of the library, alt text in
--    public.content_images) and private bucket `whitepapers` (the PDFs; the server emails a link
--    signed for 7 days).
-- 7. Today's copy from the code, word for word, as published entries.
--
-- The `marketing` role is already answered by public.staff_role() (0170, aal2 required); it is
-- given content rights here and nothing else (leads, posts, comments and users name their roles).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE FUNCTION public.is_content_staff() RETURNS boolean
LANGUAGE sql STABLE
AS $fn$
  SELECT public.is_staff('{admin,editor,marketing}')
$fn$;
COMMENT ON FUNCTION public.is_content_staff() IS
  'Whether the caller may edit the site''s content (admin, editor or marketing, aal2).';
GRANT EXECUTE ON FUNCTION public.is_content_staff() TO anon, authenticated, service_role;

CREATE TABLE public.content_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('webinar', 'opening', 'case_study', 'whitepaper', 'faq', 'announcement')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at timestamptz,
  unpublished_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  fields jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(fields) = 'object' AND octet_length(fields::text) <= 200000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  CONSTRAINT content_entries_type_slug_key UNIQUE (type, slug),
  CONSTRAINT content_entries_live_has_time CHECK (status = 'draft' OR publish_at IS NOT NULL)
);
COMMENT ON TABLE public.content_entries IS
  'The site''s own copy (ADR 038): live when status <> draft and publish_at <= now(); text fields are {en, hi}.';
CREATE INDEX content_entries_live_idx ON public.content_entries (type, position) WHERE status <> 'draft';
CREATE INDEX content_entries_publish_at_idx ON public.content_entries (publish_at) WHERE status = 'scheduled';

ALTER TABLE public.content_entries ENABLE ROW LEVEL SECURITY;
CREATE POLICY content_entries_select_live ON public.content_entries
  FOR SELECT TO anon, authenticated
  USING (status <> 'draft' AND publish_at <= now());
CREATE POLICY content_entries_select_staff ON public.content_entries
  FOR SELECT TO authenticated USING ((SELECT public.is_content_staff()));
CREATE POLICY content_entries_insert_staff ON public.content_entries
  FOR INSERT TO authenticated WITH CHECK ((SELECT public.is_content_staff()));
CREATE POLICY content_entries_update_staff ON public.content_entries
  FOR UPDATE TO authenticated USING ((SELECT public.is_content_staff())) WITH CHECK ((SELECT public.is_content_staff()));
CREATE POLICY content_entries_delete_staff ON public.content_entries
  FOR DELETE TO authenticated USING ((SELECT public.is_content_staff()));
REVOKE ALL ON public.content_entries FROM PUBLIC, anon, authenticated;
GRANT SELECT ON public.content_entries TO anon;
GRANT SELECT, INSERT, UPDATE, DELETE ON public.content_entries TO authenticated;
GRANT ALL ON public.content_entries TO service_role;

-- Private fields: never readable by anon; by authenticated only with content rights.
CREATE TABLE public.content_private (
  entry_id uuid PRIMARY KEY REFERENCES public.content_entries (id) ON DELETE CASCADE,
  join_link text CHECK (join_link IS NULL OR (join_link ~ '^https://' AND char_length(join_link) <= 2000)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.content_private IS
  'What an entry keeps from every reader but content staff and the server (a webinar''s join link).';
ALTER TABLE public.content_private ENABLE ROW LEVEL SECURITY;
CREATE POLICY content_private_staff ON public.content_private
  FOR ALL TO authenticated
  USING ((SELECT public.is_content_staff())) WITH CHECK ((SELECT public.is_content_staff()));
REVOKE ALL ON public.content_private FROM PUBLIC, anon, authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON public.content_private TO authenticated;
GRANT ALL ON public.content_private TO service_role;

CREATE TABLE public.content_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id uuid NOT NULL,
  entry_type text NOT NULL,
  version integer NOT NULL,
  slug text NOT NULL,
  status text NOT NULL,
  publish_at timestamptz,
  fields jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by uuid,
  saved_by_label text NOT NULL
);
COMMENT ON TABLE public.content_revisions IS
  'Every save of a content entry (written by a trigger); content staff read them.';
CREATE INDEX content_revisions_entry_idx ON public.content_revisions (entry_id, id DESC);
ALTER TABLE public.content_revisions ENABLE ROW LEVEL SECURITY;
CREATE POLICY content_revisions_select_staff ON public.content_revisions
  FOR SELECT TO authenticated USING ((SELECT public.is_content_staff()));
REVOKE ALL ON public.content_revisions FROM PUBLIC, anon, authenticated;
GRANT SELECT ON public.content_revisions TO authenticated;
GRANT SELECT ON public.content_revisions TO service_role;

-- The image library: what is uploaded to the `content` bucket, with its required alt text.
CREATE TABLE public.content_images (
  path text PRIMARY KEY CHECK (path ~ '^library/[A-Za-z0-9._-]{1,200}$'),
  alt text NOT NULL CHECK (char_length(btrim(alt)) BETWEEN 1 AND 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid
);
ALTER TABLE public.content_images ENABLE ROW LEVEL SECURITY;
CREATE POLICY content_images_select ON public.content_images
  FOR SELECT TO anon, authenticated USING (true);
CREATE POLICY content_images_write_staff ON public.content_images
  FOR ALL TO authenticated
  USING ((SELECT public.is_content_staff())) WITH CHECK ((SELECT public.is_content_staff()));
REVOKE ALL ON public.content_images FROM PUBLIC, anon, authenticated;
GRANT SELECT ON public.content_images TO anon;
GRANT SELECT, INSERT, UPDATE, DELETE ON public.content_images TO authenticated;
GRANT ALL ON public.content_images TO service_role;

-- Before each write: stamps, the version, and the rules a form also checks (for every client).
CREATE FUNCTION public.content_entries_before_write() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
DECLARE
  start_at timestamptz;
BEGIN
  NEW.updated_at := now();
  NEW.updated_by := nullif(auth.jwt() ->> 'sub', '')::uuid;
  IF TG_OP = 'UPDATE' THEN
    NEW.version := OLD.version + 1;
    IF NEW.status = 'draft' AND OLD.status <> 'draft' THEN NEW.unpublished_at := now(); END IF;
  END IF;
  IF NEW.status = 'published' AND NEW.publish_at IS NULL THEN NEW.publish_at := now(); END IF;
  IF NEW.status = 'scheduled' AND (NEW.publish_at IS NULL OR NEW.publish_at <= now())
     AND (TG_OP = 'INSERT' OR OLD.status <> 'scheduled' OR OLD.publish_at IS DISTINCT FROM NEW.publish_at) THEN
    RAISE EXCEPTION 'Choose a publishing time in the future to schedule this entry.' USING ERRCODE = '22023';
  END IF;
  IF NEW.type <> 'faq' AND NEW.type <> 'announcement'
     AND coalesce(btrim(NEW.fields -> 'title' ->> 'en'), '') = '' THEN
    RAISE EXCEPTION 'Title is required.' USING ERRCODE = '23514';
  END IF;
  -- A webinar made live (scheduled or published) as upcoming must start after it goes live.
  IF NEW.type = 'webinar' AND NEW.status = 'scheduled'
     AND (TG_OP = 'INSERT' OR OLD.status <> NEW.status OR OLD.publish_at IS DISTINCT FROM NEW.publish_at
          OR OLD.fields ->> 'date' IS DISTINCT FROM NEW.fields ->> 'date') THEN
    BEGIN
      start_at := ((NEW.fields ->> 'date') || ' 23:59:59+05:30')::timestamptz;
    EXCEPTION WHEN others THEN
      RAISE EXCEPTION 'The webinar needs a date (YYYY-MM-DD).' USING ERRCODE = '22023';
    END;
    IF start_at < NEW.publish_at THEN
      RAISE EXCEPTION 'This webinar''s date is before its publishing time: a past webinar cannot be scheduled as upcoming.' USING ERRCODE = '22023';
    END IF;
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER content_entries_before_write
  BEFORE INSERT OR UPDATE ON public.content_entries
  FOR EACH ROW EXECUTE FUNCTION public.content_entries_before_write();

-- After each write: the revision, and the activity entry for what changes the public site.
CREATE FUNCTION public.content_entries_after_write() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  claims jsonb := auth.jwt();
  label text := coalesce(nullif(claims ->> 'email', ''), nullif(claims ->> 'sub', ''),
                         nullif(current_setting('app.actor', true), ''), 'system');
  action text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public.log_staff_action('content.delete', OLD.type, OLD.slug,
      jsonb_build_object('id', OLD.id, 'title', OLD.fields -> 'title' ->> 'en'));
    RETURN NULL;
  END IF;
  INSERT INTO public.content_revisions (entry_id, entry_type, version, slug, status, publish_at, fields, saved_by, saved_by_label)
  VALUES (NEW.id, NEW.type, NEW.version, NEW.slug, NEW.status, NEW.publish_at, NEW.fields,
          nullif(claims ->> 'sub', '')::uuid, left(label, 320));
  IF current_setting('app.content_unlogged', true) = 'on' THEN
    RETURN NULL; -- this migration's copy moves in unlogged
  END IF;
  IF coalesce(current_setting('app.content_restoring', true), '') <> '' THEN
    -- content_restore's save: it runs as the caller, the log is written here by the owner (only
    -- the server's own triggers and functions write the activity log, migration 0220).
    PERFORM public.log_staff_action('content.restore', NEW.type, NEW.slug,
      jsonb_build_object('id', NEW.id) || current_setting('app.content_restoring', true)::jsonb);
    RETURN NULL;
  END IF;
  action := CASE
    WHEN TG_OP = 'INSERT' AND NEW.status = 'published' THEN 'content.publish'
    WHEN TG_OP = 'INSERT' AND NEW.status = 'scheduled' THEN 'content.schedule'
    WHEN TG_OP = 'UPDATE' AND NEW.status = 'published' AND OLD.status <> 'published' THEN 'content.publish'
    WHEN TG_OP = 'UPDATE' AND NEW.status = 'scheduled' AND (OLD.status <> 'scheduled' OR OLD.publish_at IS DISTINCT FROM NEW.publish_at) THEN 'content.schedule'
    WHEN TG_OP = 'UPDATE' AND NEW.status = 'draft' AND OLD.status <> 'draft' THEN 'content.unpublish'
  END;
  IF action IS NOT NULL AND (claims ->> 'role' IS DISTINCT FROM 'authenticated' OR public.staff_role() IS NOT NULL) THEN
    PERFORM public.log_staff_action(action, NEW.type, NEW.slug,
      jsonb_build_object('id', NEW.id, 'title', NEW.fields -> 'title' ->> 'en', 'publish_at', NEW.publish_at));
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.content_entries_after_write() FROM PUBLIC;
CREATE TRIGGER content_entries_after_write
  AFTER INSERT OR UPDATE OR DELETE ON public.content_entries
  FOR EACH ROW EXECUTE FUNCTION public.content_entries_after_write();

-- Restores a revision's slug and fields as a new save (the entry's status is kept), if the entry
-- is still at `expected_version`; logged as content.restore (by the after-write trigger). Runs as
-- the caller (RLS applies).
CREATE FUNCTION public.content_restore(revision_id bigint, expected_version integer) RETURNS integer
LANGUAGE plpgsql
SET search_path = ''
AS $fn$
DECLARE
  rev public.content_revisions;
  new_version integer;
BEGIN
  IF NOT public.is_content_staff() THEN
    RAISE EXCEPTION 'Only content staff can restore a revision' USING ERRCODE = '42501';
  END IF;
  SELECT * INTO rev FROM public.content_revisions WHERE id = revision_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'No such revision' USING ERRCODE = 'PT404'; END IF;
  -- The after-write trigger logs this save as content.restore with the revision.
  PERFORM set_config('app.content_restoring',
    jsonb_build_object('revision', rev.id, 'revision_version', rev.version)::text, true);
  UPDATE public.content_entries SET fields = rev.fields, slug = rev.slug
   WHERE id = rev.entry_id AND version = expected_version
  RETURNING version INTO new_version;
  PERFORM set_config('app.content_restoring', '', true);
  IF new_version IS NULL THEN
    RAISE EXCEPTION 'This entry was changed by someone else since you opened it. Reload to see their changes.' USING ERRCODE = 'PT409';
  END IF;
  RETURN new_version;
END
$fn$;
REVOKE ALL ON FUNCTION public.content_restore(bigint, integer) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.content_restore(bigint, integer) TO authenticated;

CREATE FUNCTION public.notify_content_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = '' AS $fn$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION public.notify_content_changed() FROM PUBLIC;
CREATE TRIGGER content_entries_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.content_entries
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_content_changed();

-- Storage ------------------------------------------------------------------------------------------

INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('content', 'content', true, 5242880, '{image/jpeg,image/png,image/gif,image/webp,image/avif}'),
       ('whitepapers', 'whitepapers', false, 20971520, '{application/pdf}')
ON CONFLICT (id) DO NOTHING;

CREATE POLICY objects_insert_content_staff ON storage.objects
  FOR INSERT TO authenticated
  WITH CHECK (bucket_id IN ('content', 'whitepapers') AND (SELECT public.is_content_staff()));
CREATE POLICY objects_update_content_staff ON storage.objects
  FOR UPDATE TO authenticated
  USING (bucket_id IN ('content', 'whitepapers') AND (SELECT public.is_content_staff()))
  WITH CHECK (bucket_id IN ('content', 'whitepapers') AND (SELECT public.is_content_staff()));
CREATE POLICY objects_delete_content_staff ON storage.objects
  FOR DELETE TO authenticated
  USING (bucket_id IN ('content', 'whitepapers') AND (SELECT public.is_content_staff()));
CREATE POLICY objects_select_whitepapers_staff ON storage.objects
  FOR SELECT TO authenticated
  USING (bucket_id = 'whitepapers' AND (SELECT public.is_content_staff()));

-- Today's copy --------------------------------------------------------------------------------------

SELECT set_config('app.content_unlogged', 'on', true);
INSERT INTO public.content_entries (type, slug, status, publish_at, position, fields) VALUES
  ('webinar', 'adaptive-learning-board-exams-2027', 'published', '2026-01-01T00:00:00Z', 0, '{"title":{"en":"Adaptive Practice for Board Exam Preparation","hi":null},"category":"AI Learning","date":"2027-01-21","time":"4:00 PM IST","duration_minutes":60,"attendees_base":213,"capacity":null,"image":"/images/webinars/ai-learning.svg","speakers":[{"name":{"en":"Dr. Meera Rathore","hi":null},"role":{"en":"Head of Learning Science, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":false}'::jsonb),
  ('webinar', 'virtual-labs-practical-exams-2027', 'published', '2026-01-01T00:00:00Z', 1, '{"title":{"en":"Running Practical Examinations with Virtual Labs","hi":null},"category":"AR/VR Labs","date":"2027-02-11","time":"3:30 PM IST","duration_minutes":60,"attendees_base":187,"capacity":null,"image":"/images/webinars/ar-vr-labs.svg","speakers":[{"name":{"en":"Arjun Shekhawat","hi":null},"role":{"en":"Lead AR/VR Engineer, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":false}'::jsonb),
  ('webinar', 'ai-assistants-school-policy-2027', 'published', '2026-01-01T00:00:00Z', 2, '{"title":{"en":"Writing an AI Use Policy for Your School","hi":null},"category":"AI Teacher","date":"2027-03-04","time":"11:00 AM IST","duration_minutes":45,"attendees_base":156,"capacity":null,"image":"/images/webinars/ai-teacher.svg","speakers":[{"name":{"en":"Kavita Menon","hi":null},"role":{"en":"Principal, Vidya Niketan School Network","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":false}'::jsonb),
  ('webinar', 'measuring-learning-gaps', 'published', '2026-01-01T00:00:00Z', 3, '{"title":{"en":"Measuring Learning Gaps with Diagnostic Assessments","hi":null},"category":"AI Learning","date":"2026-10-15","time":"4:00 PM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/ai-learning.svg","speakers":[{"name":{"en":"Dr. Meera Rathore","hi":null},"role":{"en":"Head of Learning Science, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":true}'::jsonb),
  ('webinar', 'vr-headsets-on-a-budget', 'published', '2026-01-01T00:00:00Z', 4, '{"title":{"en":"Immersive Science on a School Budget","hi":null},"category":"AR/VR Labs","date":"2026-09-17","time":"3:30 PM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/ar-vr-labs.svg","speakers":[{"name":{"en":"Arjun Shekhawat","hi":null},"role":{"en":"Lead AR/VR Engineer, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":true}'::jsonb),
  ('webinar', 'moving-campuses-to-the-cloud', 'published', '2026-01-01T00:00:00Z', 5, '{"title":{"en":"Moving a Multi-Campus College to the Cloud","hi":null},"category":"Cloud LMS","date":"2026-08-20","time":"5:00 PM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/cloud-lms.svg","speakers":[{"name":{"en":"Rohit Agarwal","hi":null},"role":{"en":"Director of IT, Chambal Group of Colleges","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":true}'::jsonb),
  ('webinar', 'ai-lesson-planning-live', 'published', '2026-01-01T00:00:00Z', 6, '{"title":{"en":"Live Demo: Lesson Planning with an AI Assistant","hi":null},"category":"AI Teacher","date":"2026-07-16","time":"4:00 PM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/ai-teacher.svg","speakers":[{"name":{"en":"Sneha Joshi","hi":null},"role":{"en":"Senior Learning Designer, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":false}'::jsonb),
  ('webinar', 'district-data-dashboards', 'published', '2026-01-01T00:00:00Z', 7, '{"title":{"en":"From Paper Registers to District Dashboards","hi":null},"category":"Enterprise","date":"2026-06-18","time":"11:00 AM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/enterprise.svg","speakers":[{"name":{"en":"Vikram Singh Bhati","hi":null},"role":{"en":"Enterprise Solutions Lead, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":true}'::jsonb),
  ('webinar', 'hindi-first-adaptive-content', 'published', '2026-01-01T00:00:00Z', 8, '{"title":{"en":"Designing Hindi-First Adaptive Content","hi":null},"category":"AI Learning","date":"2026-05-21","time":"4:00 PM IST","duration_minutes":60,"attendees_base":0,"capacity":null,"image":"/images/webinars/ai-learning.svg","speakers":[{"name":{"en":"Sneha Joshi","hi":null},"role":{"en":"Senior Learning Designer, Aravali Learning","hi":null},"photo":null}],"description":{"en":"","hi":null},"recording_url":null,"summary":{"en":"","hi":null},"recording":false}'::jsonb),
  ('opening', 'ai-research-engineer', 'published', '2026-01-01T00:00:00Z', 9, '{"title":{"en":"AI Research Engineer","hi":null},"team":{"en":"Engineering","hi":null},"location":{"en":"Jaipur (Hybrid)","hi":null},"job_type":"Full-time","description":{"en":"Design and evaluate the models behind our adaptive learning engine and teacher assistants, from knowledge tracing to multilingual language models. You bring strong Python and machine learning fundamentals, experience taking models to production and care for fairness and student privacy.","hi":null},"requirements":{"en":"","hi":null},"open":true}'::jsonb),
  ('opening', 'ar-vr-developer', 'published', '2026-01-01T00:00:00Z', 10, '{"title":{"en":"AR/VR Developer","hi":null},"team":{"en":"Product","hi":null},"location":{"en":"Jaipur","hi":null},"job_type":"Full-time","description":{"en":"Build interactive science experiments for browsers, tablets and standalone headsets. You have shipped real-time 3D projects in Unity or WebXR, optimise for modest hardware and enjoy working closely with subject experts.","hi":null},"requirements":{"en":"","hi":null},"open":true}'::jsonb),
  ('opening', 'educational-content-designer', 'published', '2026-01-01T00:00:00Z', 11, '{"title":{"en":"Educational Content Designer","hi":null},"team":{"en":"Learning Design","hi":null},"location":{"en":"Jaipur (Hybrid)","hi":null},"job_type":"Full-time","description":{"en":"Turn syllabus chapters into engaging lessons, practice sets and assessments in English and Hindi. You have classroom teaching or instructional design experience, a sharp eye for clarity and a good understanding of NCERT and state board curricula.","hi":null},"requirements":{"en":"","hi":null},"open":true}'::jsonb),
  ('opening', 'business-development-manager', 'published', '2026-01-01T00:00:00Z', 12, '{"title":{"en":"Business Development Manager","hi":null},"team":{"en":"Sales","hi":null},"location":{"en":"Jaipur (Travel across Rajasthan)","hi":null},"job_type":"Full-time","description":{"en":"Build relationships with schools, colleges and education departments, understand their goals and lead pilots through to long-term partnerships. You bring three or more years of B2B or institutional sales, ideally in education, and fluency in Hindi and English.","hi":null},"requirements":{"en":"","hi":null},"open":true}'::jsonb),
  ('case_study', 'jaipur-public-school', 'published', '2026-01-01T00:00:00Z', 13, '{"title":{"en":"Closing maths learning gaps in grades 6 to 10","hi":null},"client":{"en":"Jaipur Public School, Jaipur","hi":null},"sector":{"en":"AI Adaptive Learning","hi":null},"image":"/images/case-studies/jaipur-public-school.svg","summary":{"en":"After the return to in-person classes, teachers found wide gaps in foundational maths. The school introduced adaptive diagnostics and personalised practice for 1,200 students across five grades.","hi":null},"challenge":{"en":"","hi":null},"solution":{"en":"","hi":null},"results":[{"en":"27% rise in average maths unit-test scores over two terms","hi":null},{"en":"Students below grade level fell from 38% to 19%","hi":null},{"en":"Teachers saved about five hours a week on marking practice work","hi":null}],"quote":{"en":"","hi":null}}'::jsonb),
  ('case_study', 'thar-valley-school', 'published', '2026-01-01T00:00:00Z', 14, '{"title":{"en":"Hands-on science without a full laboratory","hi":null},"client":{"en":"Thar Valley Senior Secondary School, Jodhpur","hi":null},"sector":{"en":"AR/VR Virtual Labs","hi":null},"image":"/images/case-studies/thar-valley-school.svg","summary":{"en":"With one shared lab for 650 science students, practical periods were rare. Virtual labs on the computer lab PCs and a class set of tablets gave every student regular experiment time.","hi":null},"challenge":{"en":"","hi":null},"solution":{"en":"","hi":null},"results":[{"en":"Each student now completes 24 practicals a year, up from 8","hi":null},{"en":"Average practical examination marks rose by 18%","hi":null},{"en":"Spending on chemicals and replacement glassware fell by 40%","hi":null}],"quote":{"en":"","hi":null}}'::jsonb),
  ('case_study', 'kota-college-group', 'published', '2026-01-01T00:00:00Z', 15, '{"title":{"en":"One learning platform for four campuses","hi":null},"client":{"en":"Chambal Group of Colleges, Kota","hi":null},"sector":{"en":"Cloud LMS","hi":null},"image":"/images/case-studies/kota-college-group.svg","summary":{"en":"Each campus used a different mix of messaging groups, shared drives and paper registers. The group moved 3,800 students and 210 faculty members onto the Cloud LMS in a single semester.","hi":null},"challenge":{"en":"","hi":null},"solution":{"en":"","hi":null},"results":[{"en":"92% of courses published online within eight weeks","hi":null},{"en":"Assignment submission rates increased from 71% to 94%","hi":null},{"en":"Attendance reports now take minutes instead of days","hi":null}],"quote":{"en":"","hi":null}}'::jsonb),
  ('case_study', 'ajmer-school-network', 'published', '2026-01-01T00:00:00Z', 16, '{"title":{"en":"Giving teachers their evenings back","hi":null},"client":{"en":"Vidya Niketan School Network, Ajmer","hi":null},"sector":{"en":"AI Teacher Assistants","hi":null},"image":"/images/case-studies/ajmer-school-network.svg","summary":{"en":"Teachers in the six-school network spent long evenings on lesson plans, question papers and report card remarks. AI teacher assistants were introduced for 140 teachers alongside clear review guidelines.","hi":null},"challenge":{"en":"","hi":null},"solution":{"en":"","hi":null},"results":[{"en":"Teachers saved an average of 5.5 hours a week","hi":null},{"en":"Question papers prepared in under 30 minutes, down from 3 hours","hi":null},{"en":"89% of teachers chose to keep using the assistants after the pilot","hi":null}],"quote":{"en":"","hi":null}}'::jsonb),
  ('case_study', 'bikaner-district-pilot', 'published', '2026-01-01T00:00:00Z', 17, '{"title":{"en":"Unified data for a district school programme","hi":null},"client":{"en":"Block Education Office, Bikaner","hi":null},"sector":{"en":"Enterprise Solutions","hi":null},"image":"/images/case-studies/bikaner-district-pilot.svg","summary":{"en":"Officials collected attendance and assessment data from 24 government schools through paper forms and spreadsheets. An enterprise deployment with single sign-on, Hindi dashboards and offline support brought it into one system.","hi":null},"challenge":{"en":"","hi":null},"solution":{"en":"","hi":null},"results":[{"en":"Data from all 24 schools visible in one dashboard","hi":null},{"en":"Monthly report preparation cut from two weeks to two days","hi":null},{"en":"96% of teachers logged in during the first month","hi":null}],"quote":{"en":"","hi":null}}'::jsonb),
  ('whitepaper', 'adaptive-learning-indian-classrooms', 'published', '2026-01-01T00:00:00Z', 18, '{"title":{"en":"Adaptive Learning in Indian Classrooms: Evidence from 50 Schools","hi":null},"category":{"en":"AI in Education","hi":null},"cover":"/images/whitepapers/adaptive-learning.svg","summary":{"en":"Results from two years of adaptive maths and science practice across government and private schools, with lessons on rollout, teacher adoption and measuring impact.","hi":null},"pages":42,"date":{"en":"October 2026","hi":null},"pdf_path":null}'::jsonb),
  ('whitepaper', 'virtual-labs-stem-access', 'published', '2026-01-01T00:00:00Z', 19, '{"title":{"en":"Virtual Labs and the Future of STEM Access","hi":null},"category":{"en":"AR/VR","hi":null},"cover":"/images/whitepapers/virtual-labs.svg","summary":{"en":"How immersive simulations can widen access to practical science in schools with limited laboratory space, and how they compare with physical practicals on learning outcomes.","hi":null},"pages":36,"date":{"en":"August 2026","hi":null},"pdf_path":null}'::jsonb),
  ('whitepaper', 'bridging-digital-divide', 'published', '2026-01-01T00:00:00Z', 20, '{"title":{"en":"Bridging the Digital Divide: Designing for Low-Bandwidth Learning","hi":null},"category":{"en":"Digital Inclusion","hi":null},"cover":"/images/whitepapers/digital-divide.svg","summary":{"en":"Design patterns and infrastructure choices that keep digital learning working on shared devices, intermittent networks and in multiple languages.","hi":null},"pages":28,"date":{"en":"June 2026","hi":null},"pdf_path":null}'::jsonb),
  ('whitepaper', 'learning-analytics-school-leaders', 'published', '2026-01-01T00:00:00Z', 21, '{"title":{"en":"Learning Analytics for School Leaders: From Data to Decisions","hi":null},"category":{"en":"EdTech Analytics","hi":null},"cover":"/images/whitepapers/learning-analytics.svg","summary":{"en":"A practical framework for turning assessment and engagement data into timely decisions about remediation, teacher support and resource planning.","hi":null},"pages":33,"date":{"en":"April 2026","hi":null},"pdf_path":null}'::jsonb),
  ('whitepaper', 'ai-teaching-assistants-responsible-use', 'published', '2026-01-01T00:00:00Z', 22, '{"title":{"en":"AI Teaching Assistants: A Guide to Responsible Adoption","hi":null},"category":{"en":"Learning Design","hi":null},"cover":"/images/whitepapers/responsible-ai.svg","summary":{"en":"Policies, review workflows and privacy safeguards for introducing generative AI to teachers, aligned with the Digital Personal Data Protection Act, 2023.","hi":null},"pages":38,"date":{"en":"February 2026","hi":null},"pdf_path":null}'::jsonb),
  ('whitepaper', 'future-skills-nep-2020', 'published', '2026-01-01T00:00:00Z', 23, '{"title":{"en":"Future Skills and NEP 2020: Preparing Students for 2035","hi":null},"category":{"en":"Future Skills","hi":null},"cover":"/images/whitepapers/future-skills.svg","summary":{"en":"An analysis of the competencies that the National Education Policy 2020 prioritises and how schools can build computational thinking, collaboration and creativity into everyday teaching.","hi":null},"pages":45,"date":{"en":"December 2025","hi":null},"pdf_path":null}'::jsonb),
  ('faq', 'support-1', 'published', '2026-01-01T00:00:00Z', 24, '{"page":"support","question":{"en":"Which subjects and grades does the platform support?","hi":null},"answer":{"en":"We support STEM subjects (mathematics, physics, chemistry, biology and computer science) for grades 6-12, aligned with NCERT, CBSE and Rajasthan Board syllabi. Content is available in English and Hindi, and our Cloud LMS can host courses for any subject or level.","hi":null}}'::jsonb),
  ('faq', 'support-2', 'published', '2026-01-01T00:00:00Z', 25, '{"page":"support","question":{"en":"What devices and internet connection do students need?","hi":null},"answer":{"en":"Any recent computer, Android tablet or smartphone with a modern browser will work. Lessons are designed for connections as slow as 3G, practice sets keep working offline and progress syncs when the device reconnects. VR headsets are optional for the virtual labs.","hi":null}}'::jsonb),
  ('faq', 'support-3', 'published', '2026-01-01T00:00:00Z', 26, '{"page":"support","question":{"en":"Do you provide training for teachers and administrators?","hi":null},"answer":{"en":"Yes. Every new school receives live onboarding sessions for teachers and administrators, followed by short refresher workshops each term. Our Help Center and Video Tutorials cover every feature step by step.","hi":null}}'::jsonb),
  ('faq', 'support-4', 'published', '2026-01-01T00:00:00Z', 27, '{"page":"support","question":{"en":"How is student data protected?","hi":null},"answer":{"en":"Student data is stored in India, encrypted in transit and at rest, and only visible to people your institution authorises. We never sell personal data or use student data to train AI models, and we process it in line with the Digital Personal Data Protection Act, 2023.","hi":null}}'::jsonb),
  ('faq', 'support-5', 'published', '2026-01-01T00:00:00Z', 28, '{"page":"support","question":{"en":"Can the platform connect with our existing school systems?","hi":null},"answer":{"en":"Yes. We integrate with student information systems, single sign-on providers such as Google Workspace and Microsoft 365, and common communication tools. Our Enterprise Solutions team can also build custom integrations.","hi":null}}'::jsonb),
  ('faq', 'support-6', 'published', '2026-01-01T00:00:00Z', 29, '{"page":"support","question":{"en":"How can I get help from a person?","hi":null},"answer":{"en":"Our support team is available Monday to Friday, 9am-6pm IST. Call us on +91 141 400 5200, email support@aravalilearning.in or send a message with the form on this page, and we will reply within one working day.","hi":null}}'::jsonb)
;

-- No join links are moved in: the code had none, and a made-up one would be emailed to
-- registrants. Staff set each webinar's link in the studio (or /admin → Webinars).

SELECT set_config('app.content_unlogged', 'off', true);
