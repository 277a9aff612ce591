/** Content-studio entries for tests that write them through a staff member's supabase-js client. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

/** A text field in English only. */
export const text = (en: string) => ({ en, hi: null });

/** A word no other entry has: `stem`, then four characters of a UUID with `filler` for its digits. */
export const uniqueWord = (stem: string, filler: string) =>
  `${stem}${randomUUID()
    .slice(0, 4)
    .replace(/[^a-z]/g, filler)}`;

/** Inserts `entry` into content_entries through `client`; answers the new row's id and version. */
export const insertEntry = (client: SupabaseClient, entry: Record<string, unknown>) =>
  client.from('content_entries').insert(entry).select('id, version').single();

/** An open opening's fields, in Jaipur, full-time. */
export const openingFields = (
  title: string,
  team: string,
  description: string,
  more: Record<string, unknown> = {},
) => ({
  title: text(title),
  team: text(team),
  location: text('Jaipur'),
  job_type: 'Full-time',
  description: text(description),
  ...more,
  open: true,
});

/** Closes the opening `id` (its `fields` saved again with open false). */
export const closeOpening = (client: SupabaseClient, id: string, fields: Record<string, unknown>) =>
  client
    .from('content_entries')
    .update({ fields: { ...fields, open: false } })
    .eq('id', id);
