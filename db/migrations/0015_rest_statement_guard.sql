-- 0015_rest_statement_guard.sql: the statement timeout of /rest/v1 on the embedded database.
--
-- PGlite runs PostgreSQL in WebAssembly on one thread without signals, so `statement_timeout`
-- never fires there. On PGlite the server writes `rest_guard.on_time(<ms>)` into every /rest/v1
-- statement (server/rest/limits.ts): checked at each row a scan or an aggregate passes, it fails
-- the statement like `statement_timeout` would (SQLSTATE 57014) once the statement has run longer
-- than <ms>. Its tiny COST makes the planner test it before any other condition of the row (and
-- no SET search_path: a per-call setting would cost more than the check; it names only
-- pg_catalog functions, which come first whatever the path). On
-- PostgreSQL the server uses `statement_timeout` itself; the function exists there unused.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE SCHEMA IF NOT EXISTS rest_guard;

CREATE FUNCTION rest_guard.on_time(budget_ms integer) RETURNS boolean
  LANGUAGE plpgsql VOLATILE COST 0.0001 AS $fn$
BEGIN
  IF clock_timestamp() - statement_timestamp() > budget_ms * interval '1 millisecond' THEN
    RAISE EXCEPTION USING ERRCODE = '57014', MESSAGE = 'canceling statement due to statement timeout';
  END IF;
  RETURN true;
END
$fn$;

REVOKE ALL ON FUNCTION rest_guard.on_time(integer) FROM PUBLIC;
GRANT USAGE ON SCHEMA rest_guard TO anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION rest_guard.on_time(integer) TO anon, authenticated, service_role;
