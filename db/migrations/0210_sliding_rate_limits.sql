-- 0210_sliding_rate_limits.sql: per-address limits count over a sliding window (issue #26).
-- A fixed window lets a client send twice the limit across a window's edge, and starts everyone
-- afresh at the same instant. The sliding-window counter keeps the same rows (one count per key
-- and fixed window) and weighs the previous window's count by how much of it still lies within
-- one window of now: estimate = current + previous * (1 - elapsed / window). One statement per
-- hit, as before: it counts the hit and returns both counts (server/lib/rate-limit.ts).
CREATE FUNCTION auth.rate_limit_slide(p_key text, p_window_seconds integer)
RETURNS TABLE (current_count integer, previous_count integer, window_start timestamptz)
LANGUAGE sql VOLATILE
SET search_path = ''
AS $fn$
  WITH hit AS (
    INSERT INTO auth.rate_limits AS r (key, window_start, count)
    VALUES (
      p_key,
      to_timestamp(floor(extract(epoch FROM now()) / p_window_seconds) * p_window_seconds),
      1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
    RETURNING r.count, r.window_start
  )
  SELECT hit.count,
         coalesce((SELECT p.count FROM auth.rate_limits p
                   WHERE p.key = p_key
                     AND p.window_start = hit.window_start - make_interval(secs => p_window_seconds)), 0),
         hit.window_start
  FROM hit
$fn$;
COMMENT ON FUNCTION auth.rate_limit_slide(text, integer) IS
  'Counts one hit for key in the current fixed window of p_window_seconds; returns the window''s count and the previous window''s, for a sliding-window estimate.';
REVOKE ALL ON FUNCTION auth.rate_limit_slide(text, integer) FROM PUBLIC;
