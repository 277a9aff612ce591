import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { staffAccess } from './staff-access.ts';
import { handlingLabels, isHandlingState, updateLead } from './leads-data.ts';
import { addLeadNote, changeLeads, leadNoteMaxLength, replySubjectMaxLength } from './conversation-data.ts';

/** The lead page's writes: `intent=status` (handling_state), `assign`, `note` or `reply` (timeline, ADR 040). */
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
  if (intent === 'assign') {
    const to = String(form.get('assigned_to') ?? '');
    return write(async () => changeLeads(await getSessionClient(), [id], { assigned_to: to || null }), {
      done: { title: 'Assigned', description: to ? 'The message is assigned.' : 'The message is unassigned.' },
      failed: { title: 'Not assigned', description: 'The message could not be assigned. Please try again.' },
    });
  }
  if (intent === 'note' || intent === 'reply') {
    const body = String(form.get('body') ?? '').trim();
    const subject = String(form.get('subject') ?? '').trim();
    const noun = intent === 'note' ? 'Note' : 'Reply';
    if (!body) return refuse({ title: `${noun} not saved`, description: `Write the ${noun.toLowerCase()} first.` });
    if (body.length > leadNoteMaxLength || subject.length > replySubjectMaxLength)
      return refuse({
        title: `${noun} not saved`,
        description: `At most ${leadNoteMaxLength} characters, and ${replySubjectMaxLength} for the subject.`,
      });
    return write(
      async () =>
        addLeadNote(await getSessionClient(), {
          lead_id: id,
          kind: intent,
          body,
          ...(intent === 'reply' && subject ? { subject } : {}),
        }),
      intent === 'note'
        ? {
            done: { title: 'Note added', description: 'The note is in the timeline.' },
            failed: { title: 'Note not saved', description: 'The note could not be saved. Please try again.' },
          }
        : {
            done: { title: 'Reply sent', description: 'The reply is queued and shows in the timeline.' },
            failed: { title: 'Reply not sent', description: 'The reply could not be sent. Please try again.' },
          },
    );
  }
  return refuse({ title: 'Nothing changed', description: 'Unknown action.' });
}
