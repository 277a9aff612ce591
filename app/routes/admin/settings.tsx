import { Form, useNavigation } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadFailed, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { getSettings, inboxes, setInboxes, setLeadRetention } from '../../features/admin/settings-data.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { failedWith, staffWrite } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import { refuse } from '../../lib/reader-data.ts';
import type { InboxColumn } from '#rules/contact-inboxes.ts';
import { leadRetention } from '#rules/lead-retention.ts';
import type { Route } from './+types/settings.ts';

export async function clientLoader() {
  return loadSection('settings', (supabase) => getSettings(supabase));
}

const emailPattern = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'inboxes') {
    const values = {} as Record<InboxColumn, string | null>;
    for (const { column, label } of inboxes) {
      const value = String(form.get(column) ?? '').trim();
      if (value && (!emailPattern.test(value) || value.length > 254))
        return refuse({ title: 'Not saved', description: `${label}: enter one email address, or leave it empty.` });
      values[column] = value || null;
    }
    return staffWrite('settings', (supabase) => setInboxes(supabase, values), {
      done: { title: 'Settings saved', description: 'Form messages now go to these inboxes.' },
      failed: failedWith('Not saved', 'The inboxes could not be saved. Please try again.'),
    });
  }
  const months = Number(form.get('lead_retention_months'));
  if (!Number.isInteger(months) || months < leadRetention.minMonths || months > leadRetention.maxMonths) {
    return refuse({
      title: 'Not saved',
      description: `Choose a whole number of months from ${leadRetention.minMonths} to ${leadRetention.maxMonths}.`,
    });
  }
  return staffWrite('settings', (supabase) => setLeadRetention(supabase, months), {
    done: { title: 'Settings saved', description: `Leads are now erased when they are ${months} months old.` },
    failed: failedWith('Not saved', 'The settings could not be saved. Please try again.'),
  });
}

export const meta = staffMeta('Settings');

/** Admin settings: how long leads are kept before the daily job erases them (ADR 035). */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { allowed, data } = loaderData;
  const saving = useNavigation().state === 'submitting';
  if (!allowed) return <NotFound />;
  return (
    <section>
      <SectionHeader title="Settings" />
      {data ? (
        <div className="flex flex-col gap-6">
          <Form method="post" className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">Lead retention</h2>
            <p className="text-sm text-slate-700">
              Messages from the site's forms, with their CVs and webinar registrations, are erased automatically once a
              day when they are older than this. The privacy policy promises at most {leadRetention.maxMonths} months.
              Each change and each erasure appears in Activity.
            </p>
            <FormField
              label="Erase leads after (months)"
              hint={`From ${leadRetention.minMonths} to ${leadRetention.maxMonths}; ${leadRetention.defaultMonths} by default.`}
            >
              <Input
                name="lead_retention_months"
                type="number"
                inputMode="numeric"
                min={leadRetention.minMonths}
                max={leadRetention.maxMonths}
                required
                defaultValue={data.lead_retention_months}
                key={data.lead_retention_months}
                className="max-w-32"
              />
            </FormField>
            {data.updated_at ? (
              <p className="text-xs text-slate-600">
                Last changed <When iso={data.updated_at} />.
              </p>
            ) : null}
            <Button type="submit" className="self-start" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </Form>
          <Form method="post" className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
            <input type="hidden" name="intent" value="inboxes" />
            <h2 className="text-lg font-semibold text-slate-900">Inboxes</h2>
            <p className="text-sm text-slate-700">
              Where each form's messages are emailed, with a link to the lead here. Leave a field empty to use the
              default (the server's environment setting, else the address shown).
            </p>
            {inboxes.map(({ column, label, fallback }) => (
              <FormField key={column} label={label} hint={`Default: ${fallback} unless the server sets another.`}>
                <Input
                  name={column}
                  type="email"
                  maxLength={254}
                  placeholder={fallback}
                  defaultValue={data[column] ?? ''}
                  key={data[column] ?? ''}
                />
              </FormField>
            ))}
            <Button type="submit" className="self-start" disabled={saving}>
              {saving ? 'Saving...' : 'Save inboxes'}
            </Button>
          </Form>
        </div>
      ) : (
        <LoadFailed />
      )}
    </section>
  );
}
