import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import { refuse, write, type Notice, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import type { AdminSection } from '../../lib/staff-role.ts';
import { staffAccess } from './staff-access.ts';

/**
 * A staff write from a section's clientAction: refused for anyone the section is not for, then
 * run with the staff member's session, with a toast saying what it did (or why it failed). React
 * Router then reloads the section's list and the menu.
 */
export async function staffWrite(
  section: AdminSection,
  run: (supabase: BrowserSupabase) => Promise<unknown>,
  notices: { done: Notice; failed: Notice | ((err: unknown) => Notice) },
): Promise<WriteResult> {
  const access = await staffAccess(section);
  if (!access.allowed) return refuse({ title: 'Not allowed', description: 'Your role cannot do this.' });
  return write(async () => {
    await run(await getSessionClient());
  }, notices);
}

/** The failure notice with the server's own message when it has one (e.g. "cannot ban yourself"). */
export function failedWith(title: string, fallback: string): (err: unknown) => Notice {
  return (err) => {
    const message =
      err && typeof err === 'object' && 'message' in err && typeof err.message === 'string' ? err.message : '';
    return { title, description: message && message.length < 200 ? message : fallback };
  };
}

/** One of a section's writes: the write, the toast when it is done, and the one when it failed. */
export type StaffIntent = [
  run: (supabase: BrowserSupabase) => Promise<unknown>,
  done: Notice,
  failed: Notice | ((err: unknown) => Notice),
];

/** A section's writes by intent: each a staff write, or a function that checks the form first and may refuse. */
export type StaffIntents = Record<string, StaffIntent | (() => StaffIntent | WriteResult)>;

/**
 * A section's clientAction for its rows' buttons: the form's `intent` picks one of `intents` (built
 * from the form, each a staff write or a function that checks the form first and may refuse); an
 * unknown intent changes nothing.
 */
export function intentAction(section: AdminSection, intents: (form: FormData) => StaffIntents) {
  return async ({ request }: { request: Request }): Promise<WriteResult> => {
    const form = await request.formData();
    const table = intents(form);
    const name = String(form.get('intent'));
    const chosen = Object.hasOwn(table, name) ? table[name] : undefined;
    const intent = typeof chosen === 'function' ? chosen() : chosen;
    if (!intent) return refuse({ title: 'Nothing changed', description: 'Unknown action.' });
    if (!Array.isArray(intent)) return intent;
    const [run, done, failed] = intent;
    return staffWrite(section, run, { done, failed });
  };
}
