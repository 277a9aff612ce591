import { Download } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { AdminRecord, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { failedWith, staffWrite } from '../../features/admin/staff-write.ts';
import { AdminTable, EmptyRow, When } from '../../features/admin/table.tsx';
import {
  getAdminWebinar,
  registrantsCsv,
  saveWebinarLinks,
  type Registrant,
} from '../../features/admin/webinars-data.ts';
import { refuse } from '../../lib/reader-data.ts';
import type { Route } from './+types/webinar.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadSection('webinars', (supabase) => getAdminWebinar(supabase, params.id));
}

const httpsUrl = /^https:\/\/\S+$/;

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const join = String(form.get('join_url') ?? '').trim();
  const recording = String(form.get('recording_url') ?? '').trim();
  for (const value of [join, recording]) {
    if (value && (!httpsUrl.test(value) || value.length > 1000))
      return refuse({
        title: 'Not saved',
        description: 'Enter a web address starting with https://, or leave it empty.',
      });
  }
  return staffWrite(
    'webinars',
    (supabase) => saveWebinarLinks(supabase, params.id, { join_url: join || null, recording_url: recording || null }),
    {
      done: { title: 'Webinar saved', description: 'Registrants get these links by email.' },
      failed: failedWith('Not saved', 'The links could not be saved. Please try again.'),
    },
  );
}

export const meta = staffMeta('Webinar');

function download(registrants: readonly Registrant[], id: string) {
  const blob = new Blob(['\uFEFF', registrantsCsv(registrants)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `registrants-${id}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function WebinarPage({ loaderData, params }: Route.ComponentProps) {
  const saving = useNavigation().state === 'submitting';
  return (
    <AdminRecord loaded={loaderData} back="/admin/webinars" backLabel="All webinars">
      {(data) => (
        <>
          <SectionHeader title="Webinars">
            <Button variant="outline" onClick={() => download(data.registrants, params.id)}>
              <Download aria-hidden="true" /> Export CSV
            </Button>
          </SectionHeader>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">
            {data.webinar.title}: {data.webinar.date}, {data.webinar.time}
          </h2>
          <Form
            method="post"
            className="mb-6 flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
          >
            <FormField label="Join link" hint="Emailed to every registrant the day before and one hour before.">
              <Input name="join_url" type="url" maxLength={1000} defaultValue={data.links?.join_url ?? ''} />
            </FormField>
            <FormField label="Recording" hint="Once added, it is emailed to every registrant.">
              <Input name="recording_url" type="url" maxLength={1000} defaultValue={data.links?.recording_url ?? ''} />
            </FormField>
            <Button type="submit" className="self-start" disabled={saving}>
              {saving ? 'Saving...' : 'Save links'}
            </Button>
          </Form>
          <AdminTable label="Registrants" head={['Registered', 'Name', 'Email', 'Organization']}>
            {data.registrants.length === 0 ? (
              <EmptyRow columns={4}>Nobody has registered through the site yet.</EmptyRow>
            ) : (
              data.registrants.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-3 text-slate-700">
                    <When iso={r.created_at} />
                  </td>
                  <td className="px-3 py-3 text-slate-900">{r.name}</td>
                  <td className="px-3 py-3 break-all text-slate-900">{r.email}</td>
                  <td className="px-3 py-3 text-slate-700">{r.organization ?? '—'}</td>
                </tr>
              ))
            )}
          </AdminTable>
        </>
      )}
    </AdminRecord>
  );
}
