import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AdminList, listLoader } from '../../features/admin/admin-list.tsx';
import { discardEmail, listQueuedEmail, mailStateLabels, mailStates } from '../../features/admin/mail-data.ts';
import { staffWrite } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import { refuse } from '../../lib/reader-data.ts';
import type { Route } from './+types/mail.ts';

export const clientLoader = listLoader('mail', listQueuedEmail);

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

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Mail', loaderData?.allowed);

/** Held and failed email (ADR 040): look before it is sent, discard what should never go. */
export default function MailPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const discard = useFetcher();
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <AdminList
      title="Mail"
      loaded={loaderData}
      noun="emails"
      intro={
        <discard.Form
          method="post"
          className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center"
          onSubmit={() => setTimeout(() => setSelected(new Set()), 0)}
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
      selects={[
        {
          name: 'status',
          label: 'State',
          value: query.status,
          options: [
            { value: '', label: 'Held and failed' },
            ...mailStates.map((s) => ({ value: s, label: mailStateLabels[s] ?? s })),
          ],
        },
      ]}
      table={['Select', 'Queued', 'To', 'Subject', 'Kind', 'State']}
      empty="No held or failed email."
    >
      {(rows) =>
        rows.map((mail) => (
          <tr key={mail.id} className="align-top">
            <td className="px-3 py-3">
              <input
                type="checkbox"
                className="size-4"
                aria-label={`Select email to ${mail.to_address}: ${mail.subject}`}
                checked={selected.has(mail.id)}
                onChange={(e) => toggle(mail.id, e.currentTarget.checked)}
              />
            </td>
            <td className="px-3 py-3 text-slate-700">
              <When iso={mail.created_at} />
            </td>
            <td className="px-3 py-3 break-all text-slate-900">{mail.to_address}</td>
            <td className="max-w-xs px-3 py-3 break-words text-slate-900">{mail.subject}</td>
            <td className="px-3 py-3 font-mono text-xs text-slate-700">{mail.purpose}</td>
            <td className="px-3 py-3">
              <Badge variant={mail.state === 'failed' ? 'accent' : 'outline'}>{mailStateLabels[mail.state]}</Badge>
              {mail.last_error ? <span className="block text-xs text-slate-600">{mail.last_error}</span> : null}
            </td>
          </tr>
        ))
      }
    </AdminList>
  );
}
