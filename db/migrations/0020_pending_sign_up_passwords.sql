-- 0020_pending_sign_up_passwords.sql: a sign-up's password waits with its confirmation link
-- (server/auth/sign-up.ts, ADR 020).
--
-- Account pre-hijacking: whoever signs up first with someone else's address must not choose the
-- password that account has once its owner confirms it. So a sign-up for an address that is not
-- confirmed yet stores the bcrypt hash of its password beside its confirmation token
-- (`pending_password`), not on the user; using that token's link sets it. A later sign-up for the
-- same unconfirmed address replaces the token (the older link stops working) and the pending
-- password with it.
--
-- The later sign-up's profile data (name, organization, role) replaces the earlier one's too: on
-- the user (by the server) and, through a trigger beside public.handle_new_user's, on its
-- profile. Only while the address is unconfirmed: nobody has signed in to that account yet.
--
-- Existing unconfirmed users: their password moves to their live confirmation token; one with
-- no live token keeps it on the row until it signs up again or resets its password.
--
-- Skipped where auth.rate_limits does not exist (a hosted Supabase project runs its own auth).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.rate_limits') IS NULL THEN
  RAISE NOTICE 'auth.rate_limits does not exist (hosted Supabase?): skipping 0020_pending_sign_up_passwords';
  RETURN;
END IF;

ALTER TABLE auth.one_time_tokens
  ADD COLUMN pending_password text
    CHECK (pending_password IS NULL OR pending_password ~ '^\$2[aby]\$[0-9]{2}\$[./A-Za-z0-9]{53}$'),
  ADD CONSTRAINT one_time_tokens_pending_password_confirmation
    CHECK (pending_password IS NULL OR token_type = 'confirmation_token');
COMMENT ON COLUMN auth.one_time_tokens.pending_password IS
  'bcrypt hash of the password chosen by the sign-up that issued this confirmation token; set on the user when the token is used.';

UPDATE auth.one_time_tokens t SET pending_password = u.encrypted_password
  FROM auth.users u
  WHERE t.user_id = u.id AND t.token_type = 'confirmation_token' AND u.email_confirmed_at IS NULL
    AND u.encrypted_password IS NOT NULL AND u.encrypted_password <> '';
UPDATE auth.users u SET encrypted_password = NULL
  WHERE u.email_confirmed_at IS NULL
    AND EXISTS (SELECT 1 FROM auth.one_time_tokens t
                WHERE t.user_id = u.id AND t.token_type = 'confirmation_token' AND t.pending_password IS NOT NULL);

CREATE FUNCTION public.handle_unconfirmed_user_resigned_up() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = ''
AS $fn$
DECLARE
  meta jsonb := coalesce(NEW.raw_user_meta_data, '{}'::jsonb);
BEGIN
  UPDATE public.profiles SET
    full_name = left(coalesce(nullif(btrim(meta ->> 'fullName'), ''), nullif(btrim(meta ->> 'full_name'), '')), 200),
    organization = left(nullif(btrim(meta ->> 'organization'), ''), 200),
    role = left(nullif(btrim(meta ->> 'role'), ''), 200)
  WHERE id = NEW.id;
  RETURN NEW;
END
$fn$;
REVOKE ALL ON FUNCTION public.handle_unconfirmed_user_resigned_up() FROM PUBLIC;

CREATE TRIGGER on_auth_unconfirmed_user_resigned_up
  AFTER UPDATE OF raw_user_meta_data ON auth.users
  FOR EACH ROW WHEN (NEW.email_confirmed_at IS NULL AND OLD.raw_user_meta_data IS DISTINCT FROM NEW.raw_user_meta_data)
  EXECUTE FUNCTION public.handle_unconfirmed_user_resigned_up();
END
$migration$;
