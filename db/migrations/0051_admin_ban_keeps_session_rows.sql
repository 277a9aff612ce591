-- 0051_admin_ban_keeps_session_rows.sql: a ban from the staff area answers a refresh as a ban
-- through the admin API does (ADR 024, ADR 028).
--
-- admin_ban_user (0044) deleted the user's sessions, so their next refresh answered
-- refresh_token_not_found. Setting banned_until is enough: on this server the trigger of 0050
-- ends every session (not_after = now(), rows kept), so a refresh answers 400 user_banned as
-- GoTrue does, and on a hosted Supabase project GoTrue itself refuses a banned user's refresh.
-- Unchanged otherwise (checks, the activity log entry).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE OR REPLACE FUNCTION public.admin_ban_user(user_id uuid, duration interval) RETURNS timestamptz
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  target auth.users;
  until timestamptz;
BEGIN
  PERFORM public.require_admin('ban users');
  IF duration IS NULL OR duration <= interval '0' THEN
    RAISE EXCEPTION 'A ban needs a duration longer than zero' USING ERRCODE = '22023';
  END IF;
  IF admin_ban_user.user_id = auth.uid() THEN
    RAISE EXCEPTION 'You cannot ban yourself' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO target FROM auth.users AS u WHERE u.id = admin_ban_user.user_id AND u.deleted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No such user' USING ERRCODE = 'P0001';
  END IF;
  until := now() + duration;
  UPDATE auth.users AS u SET banned_until = until, updated_at = now() WHERE u.id = target.id;
  PERFORM public.log_staff_action('user.ban', 'user', target.id::text,
    jsonb_build_object('email', target.email, 'until', until, 'duration', duration::text));
  RETURN until;
END
$fn$;
