-- 0056_contact_kind_chat.sql: the chat assistant's "Talk to a person" hand-off is a lead like the
-- forms' messages, kind 'chat' (name, email and the transcript as its message; ADR 027).
--
-- The kind list is one CHECK constraint (0005): it is replaced by the same list plus 'chat'.
-- A later migration that replaces it again must keep 'chat' in its list.
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.contact_messages DROP CONSTRAINT contact_messages_kind_check;
ALTER TABLE public.contact_messages ADD CONSTRAINT contact_messages_kind_check
  CHECK (kind IN ('home', 'contact', 'support', 'whitepaper', 'webinar', 'chat'));
