/**
 * At start: queues the company email of every contact message still waiting for delivery
 * (`queued` or `held`) that has no email in the mail queue. New messages always have one (both
 * are written in one transaction), so this finds only messages stored before the queue existed
 * whose email never went out (migration 0026 made their 'new' status `queued`). No
 * acknowledgement for them: it would arrive too late to mean anything.
 */
import type { ServerDeps } from '../deps.ts';
import type { Logger } from '../lib/logger.ts';
import type { ContactRow } from './notify.ts';
import { contactMailPurposes, queueContactNotifications } from './queue-notifications.ts';

type Waiting = ContactRow & { created_at: string | Date };

export async function requeueContactNotifications(
  deps: Pick<ServerDeps, 'env' | 'db' | 'mail'> & Partial<Pick<ServerDeps, 'keys'>>,
  log: Logger,
) {
  const { rows } = await deps.db.query<Waiting>(
    `select c.id::text, c.kind, c.name, c.email, c.phone, c.organization, c.subject, c.message, c.source_ip,
            c.user_agent, c.details, c.created_at
       from public.contact_messages c
      where c.delivery_state in ('queued', 'held')
        and not exists (select 1 from mail.messages m where m.purpose = $1 and m.ref = c.id::text)
      order by c.created_at
      limit 1000`,
    [contactMailPurposes.company],
  );
  let queued = 0;
  for (const row of rows) {
    queued += await deps.db.transaction(async (tx) => {
      // Another process starting at the same moment may be doing the same: the row lock makes
      // one wait, and the check after it sees the other's email.
      await tx.query('select 1 from public.contact_messages where id = $1::uuid for update', [row.id]);
      const { rows: existing } = await tx.query(`select 1 from mail.messages where purpose = $1 and ref = $2 limit 1`, [
        contactMailPurposes.company,
        row.id,
      ]);
      if (existing.length > 0) return 0;
      await queueContactNotifications(deps, tx, row, { receivedAt: new Date(row.created_at), acknowledge: false });
      return 1;
    });
  }
  if (queued > 0) log.warn({ requeued: queued }, 'contact messages whose email was never queued: queued now');
  return queued;
}
