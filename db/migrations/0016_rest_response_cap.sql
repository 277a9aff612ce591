-- 0016_rest_response_cap.sql: a cap on the size of one /rest/v1 response, both engines.
--
-- Every /rest/v1 statement renders its rows as one JSON text (server/rest/sql-parts.ts). 1000
-- rows of large posts can still make hundreds of MB, which the server would read into memory in
-- one piece (on PostgreSQL straight from the socket). The statement passes that text through
-- rest_guard.capped(body, max_bytes): past the cap it fails with RAISE's default SQLSTATE P0001
-- (answered 400, as PostgREST answers a RAISE) and a message saying what to ask for instead.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE FUNCTION rest_guard.capped(body text, max_bytes bigint) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  size bigint := octet_length(body);
BEGIN
  IF size > max_bytes THEN
    RAISE EXCEPTION 'The response would be % bytes, more than the limit of % bytes', size, max_bytes
      USING HINT = 'Ask for fewer rows (limit, Range) or fewer columns (select)';
  END IF;
  RETURN body;
END
$fn$;

REVOKE ALL ON FUNCTION rest_guard.capped(text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION rest_guard.capped(text, bigint) TO anon, authenticated, service_role;
