import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { staffAccess } from './staff-access.ts';
import { handlingLabels, isHandlingState, updateLead } from './leads-data.ts';

export const noteMaxLength = 5000;

/** The lead page's writes: `intent=status` (handling_state) or `intent=note` (note). */
export async function leadAction(id: string, form: FormData): Promise<WriteResult> {
  const access = await staffAccess('leads');
  if (!access.allowed) return refuse({ title: 'Not allowed', description: 'Only admin and sales staff handle leads.' });
  const intent = form.get('intent');
  if (intent === 'status') {
    const state = form.get('handling_state');
    if (!isHandlingState(state)) return refuse({ title: 'Status not changed', description: 'Choose a valid status.' });
    return write(async () => updateLead(await getSessionClient(), id, { handling_state: state }), {
      done: { title: 'Status changed', description: `The message is now ${handlingLabels[state]}.` },
      failed: { title: 'Status not changed', description: 'The status could not be saved. Please try again.' },
    });
  }
  if (intent === 'note') {
    const note = String(form.get('note') ?? '');
    if (note.length > noteMaxLength)
      return refuse({ title: 'Note not saved', description: `A note may have at most ${noteMaxLength} characters.` });
    return write(async () => updateLead(await getSessionClient(), id, { note }), {
      done: { title: 'Note saved', description: 'The internal note was saved.' },
      failed: { title: 'Note not saved', description: 'The note could not be saved. Please try again.' },
    });
  }
  return refuse({ title: 'Nothing changed', description: 'Unknown action.' });
}
