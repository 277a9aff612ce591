import type { ContactField } from '#rules/contact-rules.ts';
import { getSupabase } from './supabase.ts';

/** What the backend answered to a lead's insert: supabase-js reports a failed fetch with status 0. */
export type ContactInsertResult = { error: { code?: string; message?: string } | null; status: number };

/**
 * A lead that was not filed, with a message meant for the visitor: the form shows it as it is and
 * keeps what was typed. `field` is the field the message is about, when it is about one; `code`
 * the server's error code, when it answered with one (e.g. 'already_registered').
 */
export class LeadSendError extends Error {
  readonly field: ContactField | undefined;
  readonly code: string | undefined;
  constructor(message: string, { field, code }: { field?: ContactField | undefined; code?: string | undefined } = {}) {
    super(message);
    this.name = 'LeadSendError';
    this.field = field;
    this.code = code;
  }
}

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
