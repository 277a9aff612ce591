/**
 * Records what became of an attempt, each in one transaction with the listeners of the
 * message's purpose (message.ts), so a feature's record of the delivery never disagrees with
 * the queue's:
 *
 * - sent: the SMTP server accepted the message. Recorded whoever holds the lease now (it is a
 *   fact, even if the lease ran out meanwhile).
 * - a failure: `failed` when permanent or when the next attempt would fall after give_up_at,
 *   otherwise `queued` again for `now() + retryDelaySeconds`. Only while this worker still holds
 *   the lease, so it never overrides another worker's outcome.
 */
import type { Db, Queryable } from '../db/types.ts';
import type { MailState, MailStateListener } from './message.ts';

type Changed = { purpose: string; ref: string | null; state: MailState };

export async function recordMailSent(
  db: Db,
  input: { id: string; smtpResponse: string },
  listeners: readonly MailStateListener[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<Changed>(
      `update mail.messages
          set state = 'sent', sent_at = now(), smtp_response = left($2::text, 1000), last_error = null,
              locked_until = null, locked_by = null
        where id = $1::uuid and state <> 'sent'
        returning purpose, ref, state`,
      [input.id, input.smtpResponse],
    );
    await tellListeners(tx, rows, listeners);
  });
}

export type FailureInput = {
  id: string;
  workerId: string;
  error: string;
  /** A refusal that the same message would get again (SMTP 5xx for its envelope or content). */
  permanent: boolean;
  retryDelaySeconds: number;
};

/** Returns the state the message is left in, or null when this worker no longer held it. */
export async function recordMailFailure(
  db: Db,
  input: FailureInput,
  listeners: readonly MailStateListener[],
): Promise<MailState | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Changed>(
      `update mail.messages
          set state = case when $4::boolean or now() + make_interval(secs => $5::float8) >= give_up_at
                           then 'failed' else 'queued' end,
              failed_at = case when $4::boolean or now() + make_interval(secs => $5::float8) >= give_up_at
                               then now() end,
              next_attempt_at = now() + make_interval(secs => $5::float8),
              last_error = left($3::text, 1000), locked_until = null, locked_by = null
        where id = $1::uuid and locked_by = $2::text and state in ('queued', 'held')
        returning purpose, ref, state`,
      [input.id, input.workerId, input.error, input.permanent, input.retryDelaySeconds],
    );
    await tellListeners(tx, rows, listeners);
    return rows[0]?.state ?? null;
  });
}

/**
 * A process without SMTP_URL holds what is queued: nothing will send it from here, and
 * `queued` would claim otherwise. Returns how many messages it held.
 */
export async function holdQueuedMail(db: Db, listeners: readonly MailStateListener[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Changed>(
      `update mail.messages set state = 'held'
        where state = 'queued' and (locked_until is null or locked_until < now())
        returning purpose, ref, state`,
    );
    await tellListeners(tx, rows, listeners);
    return rows.length;
  });
}

export async function tellListeners(
  tx: Queryable,
  changes: readonly Changed[],
  listeners: readonly MailStateListener[],
): Promise<void> {
  for (const change of changes) {
    for (const listener of listeners) {
      if (listener.purpose === change.purpose) await listener.onState(tx, { ref: change.ref, state: change.state });
    }
  }
}
