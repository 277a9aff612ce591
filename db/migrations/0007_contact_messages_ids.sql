-- 0007_contact_messages_ids.sql: let the server name a contact message's id when it inserts
-- the row on the visitor's behalf.
--
-- /rest/v1 inserts a message as the caller's role (anon or authenticated), and those roles may
-- not read the table back, so the server cannot learn a generated id. The contact-message hook
-- (server/contact/intake.ts) therefore assigns the id itself (a random UUID, whatever the body
-- said) and uses it after the commit to email the message and record its status. This grants
-- the one extra column; SELECT, UPDATE and DELETE stay with service_role alone.

GRANT INSERT (id) ON public.contact_messages TO anon, authenticated;
