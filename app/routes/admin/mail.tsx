import { useFetcher } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AdminList, labelled, useSelection, type Column } from '../../features/admin/admin-list.tsx';
import { listRoute } from '../../features/admin/list-route.tsx';
import {
  discardEmail,
  listQueuedEmail,
  mailStateLabels,
  mailStates,
  type QueuedEmail,
} from '../../features/admin/mail-data.ts';
import { staffWrite } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import { refuse } from '../../lib/reader-data.ts';
import type { Route } from './+types/mail.ts';

export const { clientLoader, meta } = listRoute('mail', listQueuedEmail);

export async function clientAction({ request }: Route.ClientActionArgs) {
  const ids = String((await request.formData()).get('ids') ?? '')
    .split(',')
    .filter(Boolean);
  if (ids.length === 0 || ids.length > 500)
    return refuse({ title: 'Nothing discarded', description: 'Select the emails to discard first.' });
  return staffWrite('mail', (supabase) => discardEmail(supabase, ids), {
    done: {
      title: 'Discarded',
      description: `${ids.length} ${ids.length === 1 ? 'email' : 'emails'} will never be sent.`,
    },
    failed: { title: 'Nothing discarded', description: 'The emails could not be discarded. Please try again.' },
  });
}

/** Held and failed email (ADR 040): look before it is sent, discard what should never go. */
export default function MailPage({ loaderData }: Route.ComponentProps) {
  const selection = useSelection<QueuedEmail>();
  const { selected } = selection;
  const discard = useFetcher();
  const columns: Column<QueuedEmail>[] = [
    selection.column((mail) => `Select email to ${mail.to_address}: ${mail.subject}`),
    { head: 'Queued', className: 'text-slate-700', cell: (mail) => <When iso={mail.created_at} /> },
    { head: 'To', className: 'break-all text-slate-900', cell: (mail) => mail.to_address },
    { head: 'Subject', className: 'max-w-xs break-words text-slate-900', cell: (mail) => mail.subject },
    { head: 'Kind', className: 'font-mono text-xs text-slate-700', cell: (mail) => mail.purpose },
    {
      head: 'State',
      cell: (mail) => (
        <>
          <Badge variant={mail.state === 'failed' ? 'accent' : 'outline'}>{mailStateLabels[mail.state]}</Badge>
          {mail.last_error ? <span className="block text-xs text-slate-600">{mail.last_error}</span> : null}
        </>
      ),
    },
  ];
  return (
    <AdminList
      section="mail"
      loaded={loaderData}
      noun="emails"
      toolbar={
        <discard.Form
          method="post"
          className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center"
          onSubmit={() => setTimeout(selection.clear, 0)}
        >
          <p className="text-sm text-slate-700">
            Email the site could not send yet: held while no mail server is configured, or failed. Stale confirmation
            and password-reset emails are dropped automatically before sending. {selected.size} selected.
          </p>
          <input type="hidden" name="ids" value={[...selected].join(',')} />
          <Button type="submit" variant="outline" disabled={selected.size === 0 || discard.state !== 'idle'}>
            Discard selected
          </Button>
        </discard.Form>
      }
      search="Search address, subject or kind"
      filters={[
        { name: 'status', label: 'State', all: 'Held and failed', options: labelled(mailStates, mailStateLabels) },
      ]}
      columns={columns}
      empty="No held or failed email."
    />
  );
}
