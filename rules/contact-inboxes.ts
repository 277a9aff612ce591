/**
 * The inboxes the forms' notifications go to (ADR 040): one list for the server, which sends each
 * form's notification to one of them (server/contact/inboxes.ts), and for /admin → Settings, where
 * an admin sets their addresses (public.site_settings.inbox_<name>, migration 0260).
 */
export const inboxNames = ['contact', 'sales', 'support', 'careers', 'webinars'] as const;
export type InboxName = (typeof inboxNames)[number];

/** The site_settings column that holds the address an admin set for an inbox (null: the default). */
export type InboxColumn = `inbox_${InboxName}`;

export function inboxColumn(name: InboxName): InboxColumn {
  return `inbox_${name}`;
}
