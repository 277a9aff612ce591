import { ArrowLeft, FileDown, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { fieldClass, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LoadFailed, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { leadAction, noteMaxLength } from '../../features/admin/lead-actions.ts';
import { leadCv, leadFields } from '../../features/admin/lead-fields.ts';
import { formLabel, getLead, handlingLabels, handlingStates, type Lead } from '../../features/admin/leads-data.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { cn } from '../../lib/cn.ts';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import type { Route } from './+types/lead.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadSection('leads', async (supabase) => ({ lead: await getLead(supabase, params.id) }));
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return leadAction(params.id, await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Lead', loaderData?.allowed);

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { allowed, data } = loaderData;
  if (!allowed) return <NotFound />;
  return (
    <section>
      <Link to="/admin/leads" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" /> All leads
      </Link>
      {!data ? <LoadFailed /> : !data.lead ? <LeadMissing /> : <LeadView key={data.lead.id} lead={data.lead} />}
    </section>
  );
}

function LeadMissing() {
  return (
    <>
      <SectionHeader title="Leads" />
      <p className="text-slate-700">This message does not exist (any more).</p>
    </>
  );
}

function LeadView({ lead }: { lead: Lead }) {
  const status = useFetcher();
  const note = useFetcher();
  const [noteText, setNoteText] = useState(typeof lead.note === 'string' ? lead.note : '');
  const subject = `Re: ${formLabel(lead.kind)} message`;
  const cv = leadCv(lead);
  return (
    <>
      <SectionHeader title="Leads">
        <a
          href={`mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`}
          className={buttonVariants({ variant: 'default' })}
        >
          <Mail aria-hidden="true" /> Reply
        </a>
      </SectionHeader>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {formLabel(lead.kind)} message from {lead.name || lead.email}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {leadFields(lead).map((field) => (
            <div key={field.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
              <dd className="text-sm break-words whitespace-pre-line text-slate-900">{field.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-6">
          <status.Form method="post" className="flex flex-col gap-1.5">
            <input type="hidden" name="intent" value="status" />
            <Label htmlFor="lead-status">Status</Label>
            <select
              id="lead-status"
              name="handling_state"
              value={String(status.formData?.get('handling_state') ?? lead.handling_state)}
              className={cn(fieldClass, 'h-10')}
              onChange={(e) => void status.submit(e.currentTarget.form)}
            >
              {handlingStates.map((s) => (
                <option key={s} value={s}>
                  {handlingLabels[s]}
                </option>
              ))}
            </select>
          </status.Form>
          <note.Form method="post" className="flex flex-col gap-1.5">
            <input type="hidden" name="intent" value="note" />
            <Label htmlFor="lead-note">Internal note</Label>
            <Textarea
              id="lead-note"
              name="note"
              value={noteText}
              maxLength={noteMaxLength}
              onChange={(e) => setNoteText(e.target.value)}
              aria-describedby="lead-note-hint"
            />
            <p id="lead-note-hint" className="text-xs text-slate-600">
              Only staff see this note.
            </p>
            <Button type="submit" variant="outline" disabled={note.state !== 'idle'} className="self-start">
              {note.state !== 'idle' ? 'Saving...' : 'Save note'}
            </Button>
          </note.Form>
          {cv ? <DownloadCv cv={cv} /> : null}
        </div>
      </div>
    </>
  );
}

/** A short-lived signed link to the applicant's CV (private bucket; the staff member's session). */
function DownloadCv({ cv }: { cv: NonNullable<ReturnType<typeof leadCv>> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      className="self-start"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void (async () => {
          try {
            const supabase = await getSessionClient();
            const { data, error } = await (await supabase.storage()).from(cv.bucket).createSignedUrl(cv.path, 60, {
              download: cv.name,
            });
            if (error || !data) throw error ?? new Error('no signed URL');
            window.location.assign(data.signedUrl);
          } catch (err) {
            console.warn('CV download failed', err);
            toast.error('Download failed', { description: 'The CV could not be downloaded. Please try again.' });
          } finally {
            setBusy(false);
          }
        })();
      }}
    >
      <FileDown aria-hidden="true" /> Download CV
    </Button>
  );
}
