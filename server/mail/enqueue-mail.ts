/**
 * Writes one message to the queue (mail.messages, with its attachments) on the given connection
 * or transaction: called inside the transaction of the change that causes the email, so the two
 * commit or roll back together. Sending is the worker's job (worker.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { checkAttachments, type MailAbout, type MailMessage } from './message.ts';

export type QueuedMail = {
  id: string;
  messageId: string;
  state: 'queued' | 'held' | 'sent' | 'failed' | 'discarded';
  /** True when an email with the same dedupe key was already queued: nothing was written. */
  duplicate?: boolean;
};

export type EnqueueInput = MailAbout & {
  message: MailMessage;
  from: string;
  /** 'held' when this process has no SMTP server to send it with. */
  state: 'queued' | 'held';
  /** The right-hand side of the Message-ID (the sender's domain). */
  messageIdDomain: string;
};

export async function enqueueMail(tx: Queryable, input: EnqueueInput): Promise<QueuedMail> {
  const { message } = input;
  const contents = checkAttachments(message.attachments);
  const id = randomUUID();
  const messageId = `<${id}@${input.messageIdDomain}>`;
  const { rows } = await tx.query<{ id: string }>(
    `insert into mail.messages (id, purpose, ref, message_id, from_address, to_address, reply_to, subject,
       text_body, html_body, state, dedupe_key)
     values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (dedupe_key) do nothing
     returning id::text`,
    [
      id,
      input.purpose,
      input.ref ?? null,
      messageId,
      input.from,
      message.to,
      message.replyTo ?? null,
      message.subject,
      message.text,
      message.html ?? null,
      input.state,
      input.dedupeKey ?? null,
    ],
  );
  if (rows.length === 0) {
    const { rows: first } = await tx.query<Omit<QueuedMail, 'duplicate'>>(
      `select id::text, message_id as "messageId", state from mail.messages where dedupe_key = $1`,
      [input.dedupeKey],
    );
    return { ...first[0]!, duplicate: true };
  }
  for (const [position, attachment] of (message.attachments ?? []).entries()) {
    await tx.query(
      `insert into mail.attachments (message, position, filename, content_type, content)
       values ($1::uuid, $2::smallint, $3, $4, decode($5, 'base64'))`,
      [id, position, attachment.filename, attachment.contentType, contents[position]!.toString('base64')],
    );
  }
  return { id, messageId, state: input.state };
}

/** The domain of an address such as `Site <no-reply@example.org>`, or undefined. */
export function addressDomain(address: string): string | undefined {
  const match = /@([a-z0-9.-]+\.[a-z]{2,}|localhost)>?\s*$/i.exec(address.trim());
  return match?.[1]?.toLowerCase();
}
