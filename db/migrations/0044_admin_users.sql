-- 0044_admin_users.sql: the Users section's functions, for admins only (ADR 028), called through
-- /rest/v1/rpc (supabase.rpc). Each is SECURITY DEFINER (it reads and writes auth.users, which no
-- API role may touch) and first checks that the caller's token carries app_metadata.role admin
-- (or is the service key); anyone else gets 42501 'Only administrators can …'. Each change is
-- logged to staff_activity.
--
--   admin_list_users(search, page, per_page)   newest first; search matches email or name
--   admin_set_role(user_id, role)              admin | editor | sales | NULL (none)
--   admin_ban_user(user_id, duration)          banned_until = now() + duration
--   admin_unban_user(user_id)
--   admin_delete_user(user_id)                 the account and everything it owns
--
-- Sessions. As POST /auth/v1/logout?scope=global does (server/auth/sign-out.ts), ending a user's
-- sessions deletes their auth.sessions rows, and with them (cascade) their refresh tokens: no
-- refresh succeeds afterwards, and /auth/v1 answers their access tokens session_not_found. A ban
-- ends every session (sign-in and refresh also refuse a banned user, user_banned); so does
-- taking a role away or changing it, so that the old role dies with the access token's lifetime
-- (JWT_EXPIRY) instead of surviving refreshes. Granting a role to someone without one keeps their
-- sessions: the next refresh carries the role.
--
-- An admin cannot take their own admin role away, ban themselves or delete their own account:
-- the company always keeps the admin who is acting.
--
-- Deleting an account deletes (foreign keys ON DELETE CASCADE) its profile, its posts and every
-- comment on them, its comments elsewhere, its reports, its chat history, its sessions, refresh
-- tokens, identities and MFA factors; and, in this function, its uploaded files
-- (storage.objects rows whose owner it is; their bytes are then deleted by the server,
-- 0030_storage_discards). The contact messages it sent stay (they are leads, not account data),
-- as does the staff activity log (actor_id is not a foreign key).
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE FUNCTION public.require_admin(what text) RETURNS void
LANGUAGE plpgsql STABLE
SET search_path = ''
AS $fn$
BEGIN
  IF public.staff_role() IS DISTINCT FROM 'admin' AND auth.role() IS DISTINCT FROM 'service_role' THEN
    RAISE EXCEPTION 'Only administrators can %', what USING ERRCODE = '42501';
  END IF;
END
$fn$;
REVOKE ALL ON FUNCTION public.require_admin(text) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.require_admin(text) TO authenticated, service_role;

CREATE FUNCTION public.admin_list_users(search text DEFAULT NULL, page integer DEFAULT 1, per_page integer DEFAULT 20)
RETURNS TABLE (
  id uuid, email text, display_name text, created_at timestamptz, email_confirmed_at timestamptz,
  last_sign_in_at timestamptz, role text, banned_until timestamptz, post_count integer,
  comment_count integer, total bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  pattern text := '%' || replace(replace(replace(btrim(coalesce(search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  size integer := least(greatest(coalesce(per_page, 20), 1), 100);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(per_page, 20), 1), 100);
BEGIN
  PERFORM public.require_admin('list users');
  RETURN QUERY
  WITH matched AS (
    SELECT u.id, u.email::text AS email,
           coalesce(nullif(btrim(pr.full_name), ''), nullif(btrim(u.raw_user_meta_data ->> 'fullName'), '')) AS display_name,
           u.created_at, u.email_confirmed_at, u.last_sign_in_at,
           CASE WHEN u.raw_app_meta_data ->> 'role' IN ('admin', 'editor', 'sales') THEN u.raw_app_meta_data ->> 'role' END AS role,
           u.banned_until
    FROM auth.users AS u
    LEFT JOIN public.profiles AS pr ON pr.id = u.id
    WHERE u.deleted_at IS NULL
      AND (btrim(coalesce(search, '')) = ''
           OR u.email ILIKE pattern
           OR pr.full_name ILIKE pattern
           OR u.raw_user_meta_data ->> 'fullName' ILIKE pattern)
  ), page_ AS (
    SELECT m.*, count(*) OVER () AS total
    FROM matched AS m
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT size OFFSET skip
  )
  SELECT g.id, g.email, g.display_name, g.created_at, g.email_confirmed_at, g.last_sign_in_at, g.role,
         g.banned_until,
         (SELECT count(*) FROM public.blog_posts AS p WHERE p.author = g.id)::integer,
         (SELECT count(*) FROM public.blog_comments AS c WHERE c.author_id = g.id)::integer,
         g.total
  FROM page_ AS g
  ORDER BY g.created_at DESC, g.id DESC;
END
$fn$;

CREATE FUNCTION public.admin_set_role(user_id uuid, role text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  target auth.users;
  old_role text;
  new_role text := nullif(btrim(coalesce(admin_set_role.role, '')), '');
BEGIN
  PERFORM public.require_admin('change roles');
  IF new_role IS NOT NULL AND new_role NOT IN ('admin', 'editor', 'sales') THEN
    RAISE EXCEPTION 'Unknown role "%": use admin, editor, sales or none', new_role USING ERRCODE = '22023';
  END IF;
  SELECT * INTO target FROM auth.users AS u WHERE u.id = admin_set_role.user_id AND u.deleted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No such user' USING ERRCODE = 'P0001';
  END IF;
  old_role := CASE WHEN target.raw_app_meta_data ->> 'role' IN ('admin', 'editor', 'sales') THEN target.raw_app_meta_data ->> 'role' END;
  IF target.id = auth.uid() AND old_role = 'admin' AND new_role IS DISTINCT FROM 'admin' THEN
    RAISE EXCEPTION 'You cannot remove your own admin role' USING ERRCODE = 'P0001',
      HINT = 'Another administrator can do it.';
  END IF;
  UPDATE auth.users AS u
     SET raw_app_meta_data = CASE WHEN new_role IS NULL THEN u.raw_app_meta_data - 'role'
                                  ELSE u.raw_app_meta_data || jsonb_build_object('role', new_role) END,
         updated_at = now()
   WHERE u.id = target.id;
  IF old_role IS NOT NULL AND old_role IS DISTINCT FROM new_role THEN
    DELETE FROM auth.sessions AS s WHERE s.user_id = target.id;
  END IF;
  IF old_role IS DISTINCT FROM new_role THEN
    PERFORM public.log_staff_action('user.role', 'user', target.id::text,
      jsonb_build_object('email', target.email, 'from', old_role, 'to', new_role));
  END IF;
  RETURN new_role;
END
$fn$;

CREATE FUNCTION public.admin_ban_user(user_id uuid, duration interval) RETURNS timestamptz
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
  DELETE FROM auth.sessions AS s WHERE s.user_id = target.id;
  PERFORM public.log_staff_action('user.ban', 'user', target.id::text,
    jsonb_build_object('email', target.email, 'until', until, 'duration', duration::text));
  RETURN until;
END
$fn$;

CREATE FUNCTION public.admin_unban_user(user_id uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  target auth.users;
BEGIN
  PERFORM public.require_admin('unban users');
  SELECT * INTO target FROM auth.users AS u WHERE u.id = admin_unban_user.user_id AND u.deleted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No such user' USING ERRCODE = 'P0001';
  END IF;
  UPDATE auth.users AS u SET banned_until = NULL, updated_at = now() WHERE u.id = target.id;
  PERFORM public.log_staff_action('user.unban', 'user', target.id::text,
    jsonb_build_object('email', target.email, 'was_banned_until', target.banned_until));
END
$fn$;

CREATE FUNCTION public.admin_delete_user(user_id uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  target auth.users;
  posts integer;
  comments integer;
  files integer := 0;
BEGIN
  PERFORM public.require_admin('delete users');
  IF admin_delete_user.user_id = auth.uid() THEN
    RAISE EXCEPTION 'You cannot delete your own account here' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO target FROM auth.users AS u WHERE u.id = admin_delete_user.user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No such user' USING ERRCODE = 'P0001';
  END IF;
  SELECT count(*) INTO posts FROM public.blog_posts AS p WHERE p.author = target.id;
  SELECT count(*) INTO comments FROM public.blog_comments AS c WHERE c.author_id = target.id;
  IF to_regclass('storage.objects') IS NOT NULL THEN
    EXECUTE 'DELETE FROM storage.objects WHERE owner = $1' USING target.id;
    GET DIAGNOSTICS files = ROW_COUNT;
  END IF;
  DELETE FROM auth.users AS u WHERE u.id = target.id;
  PERFORM public.log_staff_action('user.delete', 'user', target.id::text, jsonb_build_object(
    'email', target.email, 'posts', posts, 'comments', comments, 'files', files));
END
$fn$;

REVOKE ALL ON FUNCTION public.admin_list_users(text, integer, integer), public.admin_set_role(uuid, text),
  public.admin_ban_user(uuid, interval), public.admin_unban_user(uuid), public.admin_delete_user(uuid)
  FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.admin_list_users(text, integer, integer), public.admin_set_role(uuid, text),
  public.admin_ban_user(uuid, interval), public.admin_unban_user(uuid), public.admin_delete_user(uuid)
  TO authenticated, service_role;
