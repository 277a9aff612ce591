/**
 * The queue's messages, newest first, in the dev mailbox's shape (/_dev/mailbox.json): every
 * state, with each message's links and its attachments' names, types and sizes. For the dev
 * mailbox and tests only: it reads bodies, password-reset links included.
 */
import type { Queryable } from '../db/types.ts';
import type { MailState } from './message.ts';

export type MailboxAttachment = { filename: string; contentType: string; size: number };

export type MailboxMessage = {
  id: string;
  from: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) URL found in the text part, in order. */
  links: string[];
  attachments: MailboxAttachment[];
  state: MailState;
  message_id: string;
  /** ISO 8601, UTC. */
  created_at: string;
  sent_at: string | null;
};

type Row = Omit<MailboxMessage, 'links' | 'attachments'> & { attachments: MailboxAttachment[] | string | null };

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Messages newest first, optionally only those to `to` (case-insensitive). */
export async function listMail(
  db: Queryable,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<MailboxMessage[]> {
  const { rows } = await db.query<Row>(
    `select m.id::text, m.from_address as "from", m.to_address as "to", m.reply_to, m.subject, m.text_body as text,
            m.html_body as html, m.state, m.message_id, ${iso('m.created_at')} as created_at,
            ${iso('m.sent_at')} as sent_at,
            (select coalesce(json_agg(json_build_object('filename', a.filename, 'contentType', a.content_type,
                      'size', octet_length(a.content)) order by a.position), '[]'::json)
               from mail.attachments a where a.message = m.id) as attachments
       from mail.messages m
      where $1::text is null or lower(m.to_address) = lower($1::text)
      order by m.created_at desc, m.seq desc
      limit $2::int`,
    [options.to ?? null, options.limit ?? 200],
  );
  return rows.map(({ attachments, ...row }) => ({
    ...row,
    links: extractLinks(row.text),
    attachments:
      typeof attachments === 'string' ? (JSON.parse(attachments) as MailboxAttachment[]) : (attachments ?? []),
  }));
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
