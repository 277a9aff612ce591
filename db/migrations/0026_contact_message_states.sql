-- 0026_contact_message_states.sql: a contact message's delivery state and its handling state,
-- kept apart (ADR 021, ADR 013).
--
--   delivery_state  what became of the email to the company inbox: queued (in the mail queue,
--                   waiting for an attempt), held (no SMTP server configured: kept, not sent),
--                   sent (the SMTP server accepted it), failed (refused, or given up on after
--                   24 hours). Written by the server only, in the same transaction as the mail
--                   queue's own record (server/contact/delivery-state.ts).
--   handling_state  what staff did with the message: new, in_progress, done, spam.
--
-- They replace `status`, which mixed the two ('new', 'notified', 'failed', 'handled') and was
-- set to 'notified' even when no email had left the server. Existing rows: 'notified' → sent;
-- 'failed' → failed; 'handled' → done, and sent (its email had gone out before it was handled);
-- 'new' (the email never went out: the process stopped first) → queued, and the server queues
-- the company email for such rows when it starts (server/contact/requeue-notifications.ts).
--
-- Visitors still insert only the form's columns: neither state is granted to anon or
-- authenticated, and the insert policy accepts only the defaults. Only service_role reads or
-- changes them through /rest/v1.
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.contact_messages
  ADD COLUMN delivery_state text NOT NULL DEFAULT 'queued'
    CHECK (delivery_state IN ('queued', 'held', 'sent', 'failed')),
  ADD COLUMN handling_state text NOT NULL DEFAULT 'new'
    CHECK (handling_state IN ('new', 'in_progress', 'done', 'spam'));

UPDATE public.contact_messages
   SET delivery_state = CASE status WHEN 'notified' THEN 'sent' WHEN 'handled' THEN 'sent'
                                    WHEN 'failed' THEN 'failed' ELSE 'queued' END,
       handling_state = CASE status WHEN 'handled' THEN 'done' ELSE 'new' END;

DROP POLICY contact_messages_insert_anyone ON public.contact_messages;
DROP INDEX public.contact_messages_status_created_at_idx;
ALTER TABLE public.contact_messages DROP COLUMN status;

CREATE POLICY contact_messages_insert_anyone ON public.contact_messages
  FOR INSERT TO anon, authenticated
  WITH CHECK (delivery_state = 'queued' AND handling_state = 'new');

CREATE INDEX contact_messages_delivery_state_idx ON public.contact_messages (delivery_state, created_at);
CREATE INDEX contact_messages_handling_state_idx ON public.contact_messages (handling_state, created_at);
