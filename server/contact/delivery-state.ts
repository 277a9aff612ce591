/**
 * A contact message's `delivery_state` follows its company email through the mail queue:
 * queued, held, sent or failed, written in the same transaction as the queue's own record
 * (server/mail/record-delivery.ts). The acknowledgement's fate is not the lead's: it shows in
 * the queue and the logs only.
 */
import type { MailStateListener } from '../mail/message.ts';
import { contactMailPurposes } from './queue-notifications.ts';

export const contactDeliveryListener: MailStateListener = {
  purpose: contactMailPurposes.company,
  async onState(tx, { ref, state }) {
    if (!ref) return;
    await tx.query(
      `update public.contact_messages set delivery_state = $2 where id = $1::uuid and delivery_state <> $2`,
      [ref, state],
    );
  },
};
