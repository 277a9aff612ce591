/**
 * A lead's timeline (public.lead_notes, migration 0260; ADR 040): staff add notes and replies
 * through /rest/v1 (row-level security: admin and sales with aal2; the author and time are the
 * database's). A reply is also an email to the visitor: this write rule queues it in the insert's
 * own transaction (the note and its email commit together), from the site's address under the
 * staff member's name ("Priya Sharma, Aravali Learning"), Reply-To the form's inbox so the
 * visitor's answer reaches the team. The note's `delivery_state` follows the email
 * (`leadReplyListener`: queued, held, sent, failed).
 *
 * Limits: one entry per request, body at most 10,000 characters (the table's check), subject
 * at most 200; replies at most 200 an hour per staff member (RATE_LIMITS=false turns it off).
 */
import { randomUUID } from 'node:crypto';
import { site } from '../../config/site.ts';
import type { ContactKind } from '../../rules/contact-rules.ts';
import type { ServerDeps } from '../deps.ts';
import { inboxFor } from '../contact/inboxes.ts';
import { apiErrors } from '../lib/api-error.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';
import { renderEmail } from '../mail/layout.ts';
import type { MailStateListener } from '../mail/message.ts';
import type { WriteRule } from '../rest/write-rules.ts';

export const leadReplyPurpose = 'lead.reply';
export const leadNoteLimits = { body: 10_000, subject: 200 } as const;
export const leadReplyRateLimit: RateLimitRule = { limit: 200, windowSeconds: 3600 };
const allowedKeys = new Set(['id', 'lead_id', 'kind', 'subject', 'body']);

export function createLeadNotesRule(deps: ServerDeps): WriteRule {
  return {
    table: 'lead_notes',
    async insert(rows, ctx) {
      if (rows.length !== 1) throw apiErrors.invalid('Add one note at a time.');
      const row = rows[0]!;
      for (const key of Object.keys(row))
        if (!allowedKeys.has(key)) throw apiErrors.invalid(`Unexpected field "${key.slice(0, 64)}".`, key.slice(0, 64));
      const kind = row.kind ?? 'note';
      if (kind !== 'note' && kind !== 'reply') throw apiErrors.invalid('kind must be note or reply.', 'kind');
      const body = typeof row.body === 'string' ? row.body.trim() : '';
      if (!body) throw apiErrors.invalid(kind === 'reply' ? 'Write your reply first.' : 'Write a note first.', 'body');
      if (body.length > leadNoteLimits.body)
        throw apiErrors.invalid(`At most ${leadNoteLimits.body} characters.`, 'body');
      const subject = typeof row.subject === 'string' ? row.subject.replace(/\s+/g, ' ').trim() : '';
      if (subject.length > leadNoteLimits.subject)
        throw apiErrors.invalid(`A subject has at most ${leadNoteLimits.subject} characters.`, 'subject');
      if (kind === 'reply' && deps.env.RATE_LIMITS && ctx.auth.userId) {
        const hit = await hitRateLimit(deps.db, `lead-reply:${ctx.auth.userId}`, leadReplyRateLimit);
        if (!hit.allowed)
          throw apiErrors.rateLimited(
            'You have sent many replies in the last hour. Please wait a little.',
            retryAfterSeconds(hit.resetAt.getTime()),
          );
      }
      return {
        rows: [{ id: randomUUID(), lead_id: row.lead_id, kind, body, ...(kind === 'reply' ? { subject } : {}) }],
      };
    },
    async onInserted(rows, tx) {
      for (const row of rows) {
        if (row.kind !== 'reply') continue;
        const { rows: found } = await tx.query<{
          email: string;
          kind: ContactKind;
          subject: string | null;
          author_name: string | null;
          note_subject: string | null;
        }>(
          `select c.email, c.kind, c.subject, n.author_name, n.subject as note_subject
             from public.lead_notes n join public.contact_messages c on c.id = n.lead_id
            where n.id = $1::uuid`,
          [row.id],
        );
        const lead = found[0];
        if (!lead) continue;
        const author = lead.author_name ?? 'The team';
        const subject = lead.note_subject || `Re: ${lead.subject ?? `your message to ${site.name}`}`;
        const body = renderEmail(
          {
            preheader: String(row.body).slice(0, 120),
            heading: subject,
            paragraphs: [...String(row.body).split(/\n{2,}/), `${author}, ${site.name}`],
            footnote: `You received this email because you wrote to ${site.name} through ${deps.env.SITE_URL.replace(/^https?:\/\//, '')}. Just reply to answer.`,
          },
          deps.env.SITE_URL,
        );
        const queued = await deps.mail.enqueue(
          tx,
          {
            to: lead.email,
            subject,
            replyTo: await inboxFor(tx, deps.env, lead.kind),
            fromName: `${author}, ${site.name}`,
            ...body,
          },
          { purpose: leadReplyPurpose, ref: String(row.id) },
        );
        await tx.query(`update public.lead_notes set delivery_state = $2 where id = $1::uuid`, [row.id, queued.state]);
      }
    },
  };
}

/** A reply's delivery state in the timeline follows its email. */
export const leadReplyListener: MailStateListener = {
  purpose: leadReplyPurpose,
  async onState(tx, { ref, state }) {
    if (!ref) return;
    await tx.query(`update public.lead_notes set delivery_state = $2 where id = $1::uuid`, [ref, state]);
  },
};
