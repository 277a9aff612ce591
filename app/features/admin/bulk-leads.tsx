import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { changeLeads, type Assignee } from './conversation-data.ts';
import { handlingLabels, handlingStates, isHandlingState } from './leads-data.ts';
import { staffAccess } from './staff-access.ts';

/** At most this many leads changed at once (one page is 25). */
export const bulkMax = 100;

/** The Leads list's bulk action: `ids` (comma-separated) and `change` (assign:<id>, unassign, status:<state>). */
export async function bulkLeadAction(form: FormData): Promise<WriteResult> {
  const access = await staffAccess('leads');
  if (!access.allowed) return refuse({ title: 'Not allowed', description: 'Only admin and sales staff handle leads.' });
  const ids = String(form.get('ids') ?? '')
    .split(',')
    .filter(Boolean);
  if (ids.length === 0 || ids.length > bulkMax)
    return refuse({ title: 'Nothing changed', description: `Select 1 to ${bulkMax} messages first.` });
  const change = String(form.get('change') ?? '');
  let patch: { assigned_to?: string | null; handling_state?: (typeof handlingStates)[number] };
  let what: string;
  if (change === 'unassign') [patch, what] = [{ assigned_to: null }, 'unassigned'];
  else if (change.startsWith('assign:')) [patch, what] = [{ assigned_to: change.slice(7) }, 'assigned'];
  else if (change.startsWith('status:') && isHandlingState(change.slice(7))) {
    const state = change.slice(7) as (typeof handlingStates)[number];
    [patch, what] = [{ handling_state: state }, `marked ${handlingLabels[state]}`];
  } else return refuse({ title: 'Nothing changed', description: 'Choose what to do with the selected messages.' });
  return write(async () => changeLeads(await getSessionClient(), ids, patch), {
    done: {
      title: 'Messages changed',
      description: `${ids.length} ${ids.length === 1 ? 'message' : 'messages'} ${what}.`,
    },
    failed: { title: 'Nothing changed', description: 'The messages could not be changed. Please try again.' },
  });
}

/** Assign, change the status of, or mark as spam the selected leads. */
export function BulkLeadBar({
  selected,
  assignees,
  onDone,
}: {
  selected: ReadonlySet<string>;
  assignees: readonly Assignee[];
  onDone: () => void;
}) {
  const fetcher = useFetcher<WriteResult>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-end"
      onSubmit={() => setTimeout(onDone, 0)}
    >
      <input type="hidden" name="ids" value={[...selected].join(',')} />
      <p className="text-sm text-slate-700 sm:mr-2 sm:self-center" aria-live="polite">
        {selected.size} selected
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="bulk-change">With the selected messages</Label>
        <select id="bulk-change" name="change" className={cn(fieldClass, 'h-10 sm:w-60')} defaultValue="">
          <option value="" disabled>
            Choose an action
          </option>
          <optgroup label="Assign to">
            {assignees.map((a) => (
              <option key={a.id} value={`assign:${a.id}`}>
                {a.name}
              </option>
            ))}
            <option value="unassign">Nobody (unassign)</option>
          </optgroup>
          <optgroup label="Set status">
            {handlingStates.map((s) => (
              <option key={s} value={`status:${s}`}>
                {s === 'spam' ? 'Mark as spam' : handlingLabels[s]}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={busy || selected.size === 0}>
        {busy ? 'Applying...' : 'Apply'}
      </Button>
    </fetcher.Form>
  );
}
