/**
 * Claims due messages for one worker: a lease (locked_until, locked_by) on up to `limit` queued
 * or held messages whose next attempt is due and whose lease, if any, ran out. FOR UPDATE SKIP
 * LOCKED lets workers of several processes on one PostgreSQL claim at the same moment without
 * ever taking the same row; PGlite has one process and runs the same statement.
 */
import type { Queryable } from '../db/types.ts';
import type { MailAbout } from './message.ts';

export type ClaimedAttachment = { filename: string; contentType: string; content: Buffer };

export type ClaimedMail = Required<Pick<MailAbout, 'purpose'>> & {
  id: string;
  ref: string | null;
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** This attempt's number (1 for the first). */
  attempts: number;
  createdAt: Date;
  attachments: ClaimedAttachment[];
};

type ClaimOptions = { limit: number; leaseSeconds: number; workerId: string; giveUpHours: number };

type Row = Omit<ClaimedMail, 'attachments' | 'createdAt'> & { createdAt: string | Date };

export async function claimDueMail(db: Queryable, options: ClaimOptions): Promise<ClaimedMail[]> {
  const { rows } = await db.query<Row>(
    `with due as (
       select id from mail.messages
        where state in ('queued', 'held') and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, seq
        limit $1::int
        for update skip locked
     )
     update mail.messages m
        set locked_until = now() + make_interval(secs => $2::float8), locked_by = $3::text,
            attempts = m.attempts + 1,
            give_up_at = coalesce(m.give_up_at, now() + make_interval(secs => $4::float8 * 3600))
       from due
      where m.id = due.id
      returning m.id::text, m.purpose, m.ref, m.message_id as "messageId", m.from_address as "from",
                m.to_address as "to", m.reply_to as "replyTo", m.subject, m.text_body as text, m.html_body as html,
                m.attempts, m.created_at as "createdAt"`,
    [options.limit, options.leaseSeconds, options.workerId, options.giveUpHours],
  );
  if (rows.length === 0) return [];
  const attachments = await readAttachments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    attachments: attachments.get(row.id) ?? [],
  }));
}

async function readAttachments(db: Queryable, ids: string[]): Promise<Map<string, ClaimedAttachment[]>> {
  const { rows } = await db.query<{ message: string; filename: string; content_type: string; content: string }>(
    `select message::text, filename, content_type, encode(content, 'base64') as content
       from mail.attachments where message = any($1::uuid[]) order by message, position`,
    [ids],
  );
  const byMessage = new Map<string, ClaimedAttachment[]>();
  for (const row of rows) {
    const list = byMessage.get(row.message) ?? [];
    list.push({ filename: row.filename, contentType: row.content_type, content: Buffer.from(row.content, 'base64') });
    byMessage.set(row.message, list);
  }
  return byMessage;
}
