import { getSupabase } from './supabase.ts';

/** What the backend answered to a lead's insert: supabase-js reports a failed fetch with status 0. */
export type ContactInsertResult = { error: { code?: string; message?: string } | null; status: number };

/**
 * Files one lead (a site form's message or the chat's handoff) in `contact_messages` through
 * supabase-js, without `.select()` (visitors never read leads back). The backend's answer is
 * returned as it is; when the client could not be loaded or fetch itself threw (the network),
 * `offline` is thrown instead.
 */
export async function insertContactMessage(
  row: Record<string, string>,
  offline: () => Error,
): Promise<ContactInsertResult> {
  try {
    const supabase = await getSupabase();
    return await supabase.from('contact_messages').insert(row);
  } catch {
    throw offline();
  }
}
