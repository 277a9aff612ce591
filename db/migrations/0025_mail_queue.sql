-- 0025_mail_queue.sql: the durable mail queue (server/mail/, ADR 021).
--
-- Every email the site sends is a row here, written in the same transaction as the change that
-- causes it (a sign-up, a contact message), and sent by the worker in each server process. The
-- schema is private: /rest/v1 exposes `public` only, and no API role gets any privilege here;
-- the server reaches it under its own role.
--
--   state     queued  waiting for its next attempt (next_attempt_at);
--             held    no SMTP server was configured when it was written: kept, never sent,
--                     until a process with SMTP_URL picks it up;
--             sent    the SMTP server accepted it (sent_at, smtp_response);
--             failed  refused for good, or still undelivered at give_up_at.
--   lease     a worker claims a due message by setting locked_until / locked_by (FOR UPDATE
--             SKIP LOCKED, so several processes on one PostgreSQL never claim the same row);
--             a lease left by a killed process simply runs out.
--
-- Migrations are never edited once committed: change the schema with a new file.

CREATE SCHEMA mail;
REVOKE ALL ON SCHEMA mail FROM PUBLIC;

CREATE TABLE mail.messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order, for listing newest first when several rows share a timestamp.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- What the message is for ('auth.signup', 'contact.company', …) and what it is about (an id),
  -- so that features can follow its delivery.
  purpose text NOT NULL CHECK (char_length(purpose) BETWEEN 1 AND 100),
  ref text CHECK (char_length(ref) <= 200),
  -- The Message-ID header, fixed when the row is written: every attempt sends the same one, so
  -- a copy delivered twice is recognisable as one message.
  message_id text NOT NULL UNIQUE CHECK (char_length(message_id) <= 300),
  from_address text NOT NULL CHECK (char_length(from_address) <= 500),
  to_address text NOT NULL CHECK (char_length(to_address) BETWEEN 3 AND 500),
  reply_to text CHECK (char_length(reply_to) <= 500),
  subject text NOT NULL CHECK (char_length(subject) <= 1000),
  text_body text NOT NULL,
  html_body text,
  state text NOT NULL CHECK (state IN ('queued', 'held', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  locked_by text,
  -- Set at the first attempt: a message still undelivered then is marked failed.
  give_up_at timestamptz,
  last_error text,
  smtp_response text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX messages_due_idx ON mail.messages (next_attempt_at) WHERE state IN ('queued', 'held');
CREATE INDEX messages_created_at_idx ON mail.messages (created_at DESC, seq DESC);
CREATE INDEX messages_about_idx ON mail.messages (purpose, ref);
CREATE INDEX messages_to_idx ON mail.messages (lower(to_address));

-- Files sent with a message (a calendar invite, a document); the size cap is enforced when the
-- message is queued (server/mail/enqueue-mail.ts).
CREATE TABLE mail.attachments (
  message uuid NOT NULL REFERENCES mail.messages (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (char_length(content_type) BETWEEN 3 AND 255),
  content bytea NOT NULL,
  PRIMARY KEY (message, position)
);
