/**
 * The latest contact messages, newest first, for operators (`npm run leads`, GET
 * /_admin/contact-messages). Runs as whoever owns `db` (the server's own connection), which
 * bypasses row-level security: never call it with a visitor's role.
 */
import type { Queryable } from '../db/types.ts';
import type { ContactKind } from '../../rules/contact-rules.ts';
import type { ContactRow } from './notify.ts';

/** A stored message: the row the form inserted, when it arrived, and what became of it. */
export type ContactMessageRecord = ContactRow & {
  /** ISO 8601, UTC. */
  created_at: string;
  /** The company email's fate in the mail queue (migration 0026, delivery-state.ts). */
  delivery_state: 'queued' | 'held' | 'sent' | 'failed';
  /** What staff did with it. */
  handling_state: 'new' | 'in_progress' | 'done' | 'spam';
};

export const leadsDefaultLimit = 20;
export const leadsMaxLimit = 1000;

export async function listContactMessages(
  db: Queryable,
  options: { limit?: number; kind?: ContactKind | undefined; budgetMs?: number | undefined } = {},
): Promise<ContactMessageRecord[]> {
  const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? leadsDefaultLimit)), leadsMaxLimit);
  const { rows } = await db.query<ContactMessageRecord>(
    `select id::text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
            kind, delivery_state, handling_state, name, email, phone, organization, subject, message, source_ip, user_agent,
            details, landing_page, referrer, utm_source, utm_medium, utm_campaign
       from public.contact_messages
      where rest_guard.on_time($3::int) and ($2::text is null or kind = $2::text)
      order by contact_messages.created_at desc, id
      limit $1`,
    // The clock guard (server/lib/statement-timeout.ts); without a budget, a generous one.
    [limit, options.kind ?? null, Math.max(1, Math.floor(options.budgetMs ?? 30_000))],
  );
  return rows;
}
