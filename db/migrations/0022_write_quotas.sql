-- 0022_write_quotas.sql: per-user write quotas (posts, sample imports, comments, uploads), counted
-- in auth.rate_limits beside the per-IP limits so every process on the database shares them
-- (server/lib/write-quota.ts, ADR 020).
--
--   select * from auth.quota_take($key, $window_seconds, $amount, $limit)
--
-- takes `amount` units from the key's current fixed window only if they all fit under `limit`
-- (so a refused request uses up nothing), and answers whether it did, how many are used, and
-- when the window ends. Concurrent callers serialise on the window's row.
--
-- Skipped where auth.rate_limits does not exist (a hosted Supabase project runs its own auth).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $migration$
BEGIN
IF to_regclass('auth.rate_limits') IS NULL THEN
  RAISE NOTICE 'auth.rate_limits does not exist (hosted Supabase?): skipping 0022_write_quotas';
  RETURN;
END IF;

CREATE FUNCTION auth.quota_take(p_key text, p_window_seconds integer, p_amount integer, p_limit integer)
RETURNS TABLE (taken boolean, used integer, window_end timestamptz)
LANGUAGE plpgsql VOLATILE
SET search_path = ''
AS $fn$
DECLARE
  v_start timestamptz := to_timestamp(floor(extract(epoch FROM now()) / p_window_seconds) * p_window_seconds);
  v_used integer;
BEGIN
  INSERT INTO auth.rate_limits (key, window_start, count) VALUES (p_key, v_start, 0)
    ON CONFLICT (key, window_start) DO NOTHING;
  UPDATE auth.rate_limits r SET count = r.count + p_amount
    WHERE r.key = p_key AND r.window_start = v_start AND r.count + p_amount <= p_limit
    RETURNING r.count INTO v_used;
  IF v_used IS NULL THEN
    SELECT r.count INTO v_used FROM auth.rate_limits r WHERE r.key = p_key AND r.window_start = v_start;
    RETURN QUERY SELECT false, v_used, v_start + make_interval(secs => p_window_seconds);
  ELSE
    RETURN QUERY SELECT true, v_used, v_start + make_interval(secs => p_window_seconds);
  END IF;
END
$fn$;
COMMENT ON FUNCTION auth.quota_take(text, integer, integer, integer) IS
  'Takes p_amount from the key''s current fixed window if it fits under p_limit; answers taken, used, window_end.';
REVOKE ALL ON FUNCTION auth.quota_take(text, integer, integer, integer) FROM PUBLIC;
END
$migration$;
