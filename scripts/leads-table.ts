/**
 * The `npm run leads` table: date (site time zone), kind, name, email, delivery state (what became
 * of the company email), handling state (what staff did with it), where the lead came from (first
 * touch: landing page, external referrer, utm source/medium/campaign; ADR 029), message start.
 */
import { site } from '../config/site.ts';
import type { ContactMessageRecord } from '../server/contact/list-contact-messages.ts';

const messageWidth = 60;
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** One line, at most `width` characters (an ellipsis marks a cut). */
export function clip(value: string | null, width: number): string {
  const line = (value ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= width ? line : `${chars.slice(0, width - 1).join('')}…`;
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso)).replace(',', '');
}

/** source/medium/campaign, '-' for a missing one; '-' alone when none. */
export function utm(lead: Pick<ContactMessageRecord, 'utm_source' | 'utm_medium' | 'utm_campaign'>): string {
  const parts = [lead.utm_source, lead.utm_medium, lead.utm_campaign];
  return parts.some(Boolean) ? parts.map((p) => p ?? '-').join('/') : '-';
}

export function formatLeadsTable(leads: ContactMessageRecord[]): string {
  if (leads.length === 0) return 'No messages yet.\n';
  const header = ['DATE', 'KIND', 'NAME', 'EMAIL', 'DELIVERY', 'HANDLING', 'LANDING', 'REFERRER', 'UTM', 'MESSAGE'];
  const rows = leads.map((lead) => [
    formatDate(lead.created_at),
    lead.kind,
    clip(lead.name, 28),
    clip(lead.email, 36),
    lead.delivery_state,
    lead.handling_state,
    clip(lead.landing_page ?? '-', 32),
    clip(lead.referrer ?? '-', 32),
    clip(utm(lead), 40),
    clip(lead.message ?? lead.subject, messageWidth),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => [...(r[i] ?? '')].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - [...cell].length)))
      .join('  ')
      .trimEnd();
  const zone = `Times in ${site.timeZone}. ${leads.length} message${leads.length === 1 ? '' : 's'}, newest first.`;
  const held = leads.some((lead) => lead.delivery_state === 'held')
    ? 'held: the server had no SMTP_URL, so these emails have not been sent; they go out once it runs with one.\n'
    : '';
  return `${[line(header), ...rows.map(line)].join('\n')}\n\n${zone}\n${held}`;
}
