-- 0002_auth.sql: the auth schema as Supabase Auth (GoTrue) stores it, plus two tables only the
-- built-in server needs (rate_limits, signing_keys), and the request helpers auth.uid(),
-- auth.role(), auth.jwt(), auth.email() that RLS policies call.
--
-- The /auth/v1 code reads and writes these tables directly as the superuser. RLS is enabled on
-- every table with no policies and the API roles get no table privileges, so nothing here is
-- reachable through /rest/v1 whatever the server does.
--
-- A hosted Supabase project already has its own auth schema (owned by Supabase): when auth.users
-- exists this whole migration does nothing, so db/migrations can be applied there unchanged.
--
-- Conventions: text + CHECK instead of enum types; timestamps with time zone; ids from the core
-- gen_random_uuid(). Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.users') IS NOT NULL THEN
  RAISE NOTICE 'auth.users already exists (hosted Supabase?): skipping 0002_auth';
  RETURN;
END IF;

CREATE SCHEMA auth;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- Request helpers. The server sets these settings (transaction-local) from the verified JWT:
--   select set_config('request.jwt.claims', $claims_json, true),
--          set_config('request.jwt.claim.sub', $sub, true),
--          set_config('request.jwt.claim.role', $role, true);
-- After a transaction ends a custom setting reads as '' (not NULL), hence the nullif.
---------------------------------------------------------------------------------------------------

CREATE FUNCTION auth.jwt() RETURNS jsonb
LANGUAGE sql STABLE
AS $fn$
  SELECT coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
$fn$;
COMMENT ON FUNCTION auth.jwt() IS 'Claims of the verified request JWT, or {} when there is none.';

CREATE FUNCTION auth.uid() RETURNS uuid
LANGUAGE sql STABLE
AS $fn$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$fn$;
COMMENT ON FUNCTION auth.uid() IS 'User id (sub claim) of the request JWT, or NULL for anon.';

CREATE FUNCTION auth.role() RETURNS text
LANGUAGE sql STABLE
AS $fn$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )
$fn$;
COMMENT ON FUNCTION auth.role() IS 'role claim of the request JWT (anon, authenticated, service_role).';

CREATE FUNCTION auth.email() RETURNS text
LANGUAGE sql STABLE
AS $fn$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )
$fn$;
COMMENT ON FUNCTION auth.email() IS 'email claim of the request JWT.';

GRANT EXECUTE ON FUNCTION auth.jwt(), auth.uid(), auth.role(), auth.email()
  TO anon, authenticated, service_role;

---------------------------------------------------------------------------------------------------
-- Users and identities
---------------------------------------------------------------------------------------------------

CREATE TABLE auth.users (
  instance_id uuid,
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  aud text NOT NULL DEFAULT 'authenticated',
  role text NOT NULL DEFAULT 'authenticated',
  email text,
  encrypted_password text                      -- bcrypt, cost 10; NULL or '': no password
    CHECK (encrypted_password IS NULL OR encrypted_password = ''
           OR encrypted_password ~ '^\$2[aby]\$[0-9]{2}\$[./A-Za-z0-9]{53}$'),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change_token_new text,
  email_change text,                           -- the pending new address
  email_change_sent_at timestamptz,
  email_change_token_current text,
  email_change_confirm_status smallint NOT NULL DEFAULT 0
    CHECK (email_change_confirm_status BETWEEN 0 AND 2),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,   -- app_metadata {provider, providers}
  raw_user_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,  -- user_metadata (signup options.data)
  is_super_admin boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  phone text,
  phone_confirmed_at timestamptz,
  phone_change text,
  phone_change_token text,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz GENERATED ALWAYS AS (least(email_confirmed_at, phone_confirmed_at)) STORED,
  banned_until timestamptz,
  reauthentication_token text,
  reauthentication_sent_at timestamptz,
  is_sso_user boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  is_anonymous boolean NOT NULL DEFAULT false
);
COMMENT ON TABLE auth.users IS 'Accounts, in the shape Supabase Auth stores them. Look e-mails up with lower(email) = lower($1).';

CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email))
  WHERE email IS NOT NULL AND deleted_at IS NULL;
CREATE UNIQUE INDEX users_phone_key ON auth.users (phone)
  WHERE phone IS NOT NULL AND phone <> '' AND deleted_at IS NULL;
CREATE UNIQUE INDEX users_confirmation_token_key ON auth.users (confirmation_token)
  WHERE confirmation_token <> '';
CREATE UNIQUE INDEX users_recovery_token_key ON auth.users (recovery_token)
  WHERE recovery_token <> '';
CREATE UNIQUE INDEX users_email_change_token_new_key ON auth.users (email_change_token_new)
  WHERE email_change_token_new <> '';
CREATE UNIQUE INDEX users_email_change_token_current_key ON auth.users (email_change_token_current)
  WHERE email_change_token_current <> '';
CREATE UNIQUE INDEX users_reauthentication_token_key ON auth.users (reauthentication_token)
  WHERE reauthentication_token <> '';

CREATE TABLE auth.identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),   -- "identity_id" on the wire
  provider_id text NOT NULL,                       -- "id" on the wire; the user id for provider email
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  identity_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  provider text NOT NULL,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  email text GENERATED ALWAYS AS (lower(identity_data ->> 'email')) STORED,
  CONSTRAINT identities_provider_id_provider_key UNIQUE (provider_id, provider)
);
CREATE INDEX identities_user_id_idx ON auth.identities (user_id);
CREATE INDEX identities_email_idx ON auth.identities (email);

---------------------------------------------------------------------------------------------------
-- Sessions and refresh tokens
---------------------------------------------------------------------------------------------------

CREATE TABLE auth.sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),   -- the session_id JWT claim
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  factor_id uuid,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX sessions_user_id_created_at_idx ON auth.sessions (user_id, created_at);
CREATE INDEX sessions_not_after_idx ON auth.sessions (not_after DESC);

-- Refresh tokens are never stored in clear: token_hash is the SHA-256 hex of the token, parent the
-- hash of the token it was rotated from. Reuse detection: a revoked token presented again outside
-- the reuse interval revokes its whole family (session).
CREATE TABLE auth.refresh_tokens (
  id bigserial PRIMARY KEY,
  instance_id uuid,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  parent text,
  session_id uuid REFERENCES auth.sessions (id) ON DELETE CASCADE
);
CREATE INDEX refresh_tokens_session_id_revoked_idx ON auth.refresh_tokens (session_id, revoked);
CREATE INDEX refresh_tokens_parent_idx ON auth.refresh_tokens (parent);
CREATE INDEX refresh_tokens_user_id_idx ON auth.refresh_tokens (user_id);

---------------------------------------------------------------------------------------------------
-- Multi-factor authentication
---------------------------------------------------------------------------------------------------

CREATE TABLE auth.mfa_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL CHECK (factor_type IN ('totp', 'phone', 'webauthn')),
  status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);
CREATE UNIQUE INDEX mfa_factors_user_friendly_name_key ON auth.mfa_factors (user_id, friendly_name)
  WHERE friendly_name IS NOT NULL AND btrim(friendly_name) <> '';
CREATE UNIQUE INDEX mfa_factors_user_phone_key ON auth.mfa_factors (user_id, phone)
  WHERE phone IS NOT NULL;
CREATE INDEX mfa_factors_user_id_created_at_idx ON auth.mfa_factors (user_id, created_at);

CREATE TABLE auth.mfa_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  factor_id uuid NOT NULL REFERENCES auth.mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz,
  ip_address text,
  otp_code text
);
CREATE INDEX mfa_challenges_factor_id_idx ON auth.mfa_challenges (factor_id);
CREATE INDEX mfa_challenges_created_at_idx ON auth.mfa_challenges (created_at DESC);

CREATE TABLE auth.mfa_amr_claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
  authentication_method text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mfa_amr_claims_session_id_authentication_method_key
    UNIQUE (session_id, authentication_method)
);

---------------------------------------------------------------------------------------------------
-- One-time tokens (confirmation, recovery, e-mail change, ...), stored hashed. One live token per
-- user and type: issuing a new one replaces the old (insert ... on conflict (user_id, token_type)
-- do update). Expiry is computed from created_at (or updated_at on replacement) by the server.
---------------------------------------------------------------------------------------------------

CREATE TABLE auth.one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_type text NOT NULL CHECK (token_type IN (
    'confirmation_token', 'reauthentication_token', 'recovery_token',
    'email_change_token_new', 'email_change_token_current', 'phone_change_token')),
  token_hash text NOT NULL CHECK (char_length(token_hash) > 0),
  relates_to text NOT NULL DEFAULT '',         -- the e-mail address or phone the token was sent to
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT one_time_tokens_user_id_token_type_key UNIQUE (user_id, token_type)
);
CREATE INDEX one_time_tokens_token_hash_idx ON auth.one_time_tokens (token_hash);
CREATE INDEX one_time_tokens_relates_to_idx ON auth.one_time_tokens (relates_to);

-- PKCE flow state (sign-up, recovery, e-mail change and OAuth with flowType 'pkce').
CREATE TABLE auth.flow_state (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES auth.users (id) ON DELETE CASCADE,
  auth_code text NOT NULL,
  code_challenge_method text NOT NULL CHECK (lower(code_challenge_method) IN ('s256', 'plain')),
  code_challenge text NOT NULL,
  provider_type text NOT NULL,
  provider_access_token text,
  provider_refresh_token text,
  authentication_method text NOT NULL,
  auth_code_issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_state_auth_code_idx ON auth.flow_state (auth_code);
CREATE INDEX flow_state_user_id_auth_method_idx ON auth.flow_state (user_id, authentication_method);
CREATE INDEX flow_state_created_at_idx ON auth.flow_state (created_at DESC);

---------------------------------------------------------------------------------------------------
-- Built-in server only: shared state for several processes on one database.
---------------------------------------------------------------------------------------------------

-- Fixed-window request counters. One statement counts a hit and returns the new total:
--   select auth.rate_limit_hit($key, $window_seconds)
-- Rows of past windows are dead weight: delete from auth.rate_limits where window_start < now() - interval '1 day'.
CREATE TABLE auth.rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_start_idx ON auth.rate_limits (window_start);

CREATE FUNCTION auth.rate_limit_hit(p_key text, p_window_seconds integer) RETURNS integer
LANGUAGE sql VOLATILE
SET search_path = ''
AS $fn$
  INSERT INTO auth.rate_limits AS r (key, window_start, count)
  VALUES (
    p_key,
    to_timestamp(floor(extract(epoch FROM now()) / p_window_seconds) * p_window_seconds),
    1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
  RETURNING r.count
$fn$;
COMMENT ON FUNCTION auth.rate_limit_hit(text, integer) IS
  'Counts one hit for key in the current fixed window of p_window_seconds and returns the window''s total.';
REVOKE ALL ON FUNCTION auth.rate_limit_hit(text, integer) FROM PUBLIC;

-- JWT signing keys (JWK JSON), shared by every process. The newest key with revoked_at IS NULL
-- signs; every key not revoked (or revoked recently enough) is published in the JWKS.
CREATE TABLE auth.signing_keys (
  kid text PRIMARY KEY,
  algorithm text NOT NULL DEFAULT 'ES256',
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

---------------------------------------------------------------------------------------------------
-- Lock the schema's tables away from the API roles.
---------------------------------------------------------------------------------------------------

ALTER TABLE auth.users ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.identities ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.refresh_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.mfa_factors ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.mfa_challenges ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.mfa_amr_claims ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.one_time_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.flow_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.rate_limits ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth.signing_keys ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON ALL TABLES IN SCHEMA auth FROM PUBLIC, anon, authenticated, service_role;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA auth FROM PUBLIC, anon, authenticated, service_role;
END
$migration$;
