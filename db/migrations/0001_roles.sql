-- 0001_roles.sql: the three API roles of a Supabase project.
--
-- The server connects as a superuser and, inside each /rest/v1 and /storage/v1 transaction, runs
-- `set local role anon | authenticated | service_role`. Roles are cluster-wide on a real PostgreSQL
-- server, so several databases (test runs, a hosted Supabase project) may already have them: create
-- each one only when it is missing, and tolerate another database's migration creating it at the
-- same moment (unique_violation on pg_authid).
--
-- Migrations are never edited once committed: change the schema with a new file.

DO $roles$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'anon') THEN
    BEGIN
      CREATE ROLE anon NOLOGIN NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;

  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'authenticated') THEN
    BEGIN
      CREATE ROLE authenticated NOLOGIN NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;

  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'service_role') THEN
    BEGIN
      CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
END
$roles$;

GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
