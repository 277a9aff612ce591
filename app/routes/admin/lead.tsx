import { FileDown, Mail } from 'lucide-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { fieldClass, Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { AdminRecord, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { leadAction } from '../../features/admin/lead-actions.ts';
import {
  leadNoteMaxLength,
  listAssignees,
  listLeadNotes,
  noteDeliveryLabels,
  replySubjectMaxLength,
  type Assignee,
  type LeadNote,
} from '../../features/admin/conversation-data.ts';
import { When } from '../../features/admin/table.tsx';
import { site } from '#config/site.ts';
import { leadCv, leadFields } from '../../features/admin/lead-fields.ts';
import { formLabel, getLead, handlingLabels, handlingStates, type Lead } from '../../features/admin/leads-data.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { cn } from '../../lib/cn.ts';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import type { Route } from './+types/lead.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadSection('leads', async (supabase) => {
    const [lead, notes, assignees] = await Promise.all([
      getLead(supabase, params.id),
      listLeadNotes(supabase, params.id),
      listAssignees(supabase),
    ]);
    return { lead, notes, assignees };
  });
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return leadAction(params.id, await request.formData());
}

export const meta = staffMeta('Lead');

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminRecord loaded={loaderData} back="/admin/leads" backLabel="All leads">
      {(data) =>
        !data.lead ? (
          <LeadMissing />
        ) : (
          <LeadView key={data.lead.id} lead={data.lead} notes={data.notes} assignees={data.assignees} />
        )
      }
    </AdminRecord>
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

function LeadView({ lead, notes, assignees }: { lead: Lead; notes: LeadNote[]; assignees: Assignee[] }) {
  const status = useFetcher();
  const assign = useFetcher();
  const cv = leadCv(lead);
  const assigned = typeof lead.assigned_to === 'string' ? lead.assigned_to : '';
  return (
    <>
      <SectionHeader title="Leads">
        <a href="#lead-reply" className={buttonVariants({ variant: 'default' })}>
          <Mail aria-hidden="true" /> Reply
        </a>
      </SectionHeader>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {formLabel(lead.kind)} message from {lead.name || lead.email}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex flex-col gap-6">
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {leadFields(lead)
              .filter((field) => field.key !== 'note')
              .map((field) => (
                <div key={field.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                  <dd className="text-sm break-words whitespace-pre-line text-slate-900">{field.value}</dd>
                </div>
              ))}
          </dl>
          <Timeline notes={notes} />
          <NoteForm intent="note" resetKey={notes.length} />
          <NoteForm intent="reply" lead={lead} resetKey={notes.length} />
        </div>
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
          <assign.Form method="post" className="flex flex-col gap-1.5">
            <input type="hidden" name="intent" value="assign" />
            <Label htmlFor="lead-assignee">Assigned to</Label>
            <select
              id="lead-assignee"
              name="assigned_to"
              value={String(assign.formData?.get('assigned_to') ?? assigned)}
              className={cn(fieldClass, 'h-10')}
              onChange={(e) => void assign.submit(e.currentTarget.form)}
            >
              <option value="">Nobody</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </assign.Form>
          {cv ? <DownloadCv cv={cv} /> : null}
        </div>
      </div>
    </>
  );
}

/** Every note and reply, oldest first, with who wrote it, when, and a reply's delivery. */
function Timeline({ notes }: { notes: LeadNote[] }) {
  return (
    <section aria-labelledby="lead-timeline-heading">
      <h3 id="lead-timeline-heading" className="mb-2 text-base font-semibold text-slate-900">
        Timeline
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes or replies yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="mb-1 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">
                  {note.kind === 'reply' ? 'Reply' : 'Note'} by {note.author_name ?? 'a former staff member'}
                </span>
                {' · '}
                <When iso={note.created_at} />
                {note.kind === 'reply' && note.delivery_state ? (
                  <>
                    {' · '}
                    <span data-delivery={note.delivery_state}>
                      {noteDeliveryLabels[note.delivery_state] ?? note.delivery_state}
                    </span>
                  </>
                ) : null}
              </p>
              {note.subject ? <p className="text-sm font-medium text-slate-900">{note.subject}</p> : null}
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Adds an internal note, or writes the reply the site emails to the visitor. */
function NoteForm({ intent, lead, resetKey }: { intent: 'note' | 'reply'; lead?: Lead; resetKey: number }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const id = `lead-${intent}`;
  return (
    <fetcher.Form
      method="post"
      id={id}
      className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {intent === 'reply' && lead ? (
        <>
          <p className="text-sm text-slate-700">
            Reply to {lead.email}: sent from the company address with your name, and kept in the timeline.
          </p>
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input
            id={`${id}-subject`}
            name="subject"
            maxLength={replySubjectMaxLength}
            defaultValue={`Re: ${lead.subject || `your message to ${site.name}`}`}
          />
        </>
      ) : null}
      <Label htmlFor={`${id}-body`}>{intent === 'reply' ? 'Your reply' : 'Internal note'}</Label>
      <Textarea
        id={`${id}-body`}
        name="body"
        key={resetKey}
        defaultValue=""
        required
        maxLength={leadNoteMaxLength}
        aria-describedby={intent === 'note' ? `${id}-hint` : undefined}
      />
      {intent === 'note' ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Only staff see notes.
        </p>
      ) : null}
      <Button type="submit" variant={intent === 'reply' ? 'default' : 'outline'} disabled={busy} className="self-start">
        {busy ? 'Saving...' : intent === 'reply' ? 'Send reply' : 'Add note'}
      </Button>
    </fetcher.Form>
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
