import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass, Input, Options, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { AdminRecord, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import {
  ContentConflict,
  contentFieldSpecs,
  contentStatusLabels,
  contentTypeLabels,
  createContent,
  deleteContent,
  diffFields,
  getContent,
  listRevisions,
  restoreRevision,
  saveContent,
  type ContentEntry,
  type ContentRevision,
  type FieldSpec,
} from '../../features/admin/content-data.ts';
import { readContentForm, speakerRows } from '../../features/admin/content-form.ts';
import { listLibraryImages, type LibraryImage } from '../../features/admin/content-images.ts';
import { loadSection, staffAccess } from '../../features/admin/staff-access.ts';
import { When } from '../../features/admin/table.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { contentTypes, en, type ContentFields, type ContentType } from '#rules/content-model.ts';
import type { Route } from './+types/content-entry.ts';

/** One entry of the content studio (ADR 038): its form, publishing, revisions. `new` makes one. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const type = contentTypes.find((t) => t === new URL(request.url).searchParams.get('type')) ?? 'webinar';
  return loadSection('content', async (supabase) => {
    const images = await listLibraryImages(supabase);
    if (params.id === 'new') return { type, entry: null, revisions: [] as ContentRevision[], images };
    const entry = await getContent(supabase, params.id);
    return {
      type: entry?.type ?? type,
      entry,
      revisions: entry ? await listRevisions(supabase, params.id) : [],
      images,
    };
  });
}

/** `saved`: the entry's version after this save or restore (the form then shows the entry as saved). */
type ActionResult = { problems: string[]; conflict?: boolean; saved?: number };

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<ActionResult | Response> {
  const access = await staffAccess('content');
  if (!access.allowed) return { problems: ['Your role cannot edit content.'] };
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const supabase = await getSessionClient();
  const version = Number(form.get('version') ?? 0);
  try {
    if (intent === 'delete') {
      await deleteContent(supabase, params.id);
      toast.success('Entry deleted', { description: 'It is gone from the site and the studio.' });
      return redirect('/admin/content');
    }
    if (intent === 'restore') {
      const saved = await restoreRevision(supabase, Number(form.get('revision')), version);
      toast.success('Revision restored', { description: 'The entry has that revision’s fields again.' });
      return { problems: [], saved };
    }
    const type = (contentTypes.find((t) => t === form.get('type')) ?? 'webinar') as ContentType;
    const previous = JSON.parse(String(form.get('previous') ?? '{}')) as ContentFields;
    const { save, problems } = readContentForm(type, form, previous, intent, new Date());
    const pdf = type === 'whitepaper' ? form.get('pdf') : null;
    if (pdf instanceof File && pdf.size > 0 && pdf.type !== 'application/pdf')
      problems.push('The whitepaper file must be a PDF.');
    if (problems.length > 0) return { problems };
    if (pdf instanceof File && pdf.size > 0) {
      // Into the private bucket; visitors get it by a signed link in their email (server/contact/).
      const path = `${save.slug}/${crypto.randomUUID()}.pdf`;
      const { error } = await (
        await supabase.storage()
      )
        .from('whitepapers')
        .upload(path, pdf, { contentType: 'application/pdf', upsert: false });
      if (error)
        return {
          problems: [
            `The PDF could not be uploaded (${error.message}). It must be a PDF of at most 5 MB; nothing was saved.`,
          ],
        };
      save.fields = { ...save.fields, pdf_path: path };
    }
    if (params.id === 'new') {
      const id = await createContent(supabase, type, save);
      toast.success('Entry saved', { description: 'Its first revision is kept.' });
      return redirect(`/admin/content/${id}`);
    }
    const saved = await saveContent(supabase, params.id, version, save);
    const done: Record<string, string> = {
      publish: 'Published: it is on the site now.',
      schedule: 'Scheduled: it goes live at the chosen time.',
      unpublish: 'Unpublished: it is gone from the site.',
    };
    toast.success('Entry saved', { description: done[intent] ?? 'A revision is kept.' });
    return { problems: [], saved };
  } catch (err) {
    if (err instanceof ContentConflict) return { problems: [err.message], conflict: true };
    const e = err as { code?: string; message?: string };
    if (e.code === '23505') return { problems: ['Another entry of this type already has this slug: choose another.'] };
    if (e.code === 'PGRST116' || e.message?.includes('changed by someone else'))
      return { problems: [e.message ?? 'The entry changed.'], conflict: true };
    return {
      problems: [e.message && e.message.length < 300 ? e.message : 'The entry could not be saved. Please try again.'],
    };
  }
}

export const meta = staffMeta('Content entry');

export default function ContentEntryPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminRecord loaded={loaderData} back="/admin/content" backLabel="All content">
      {(data) => (
        <LibraryImages.Provider value={data.images}>
          <EntryEditor key={data.entry?.id ?? 'new'} type={data.type} entry={data.entry} revisions={data.revisions} />
        </LibraryImages.Provider>
      )}
    </AdminRecord>
  );
}

/** The image library's images, for the image fields' pickers. */
const LibraryImages = createContext<readonly LibraryImage[]>([]);

/** The blog's rich-text editor (TipTap), loaded when an entry's form first shows a long field. */
const RichTextEditor = lazy(() =>
  import('../../features/editor/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/**
 * A long field in the blog's rich-text editor: its HTML goes in a hidden input of the field's
 * name (the server sanitises it with the blog's rules when it is written and when it is shown).
 */
function RichField({ id, name, label, initial }: { id: string; name: string; label: string; initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div className="flex flex-col gap-1.5" data-rich-field={name}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      <Suspense fallback={<div className="min-h-[164px] rounded-md border border-slate-300" aria-hidden="true" />}>
        <RichTextEditor
          id={id}
          value={initial}
          onChange={setHtml}
          labelledBy={`${id}-label`}
          placeholder={`Write the ${label.toLowerCase()}...`}
          compact
        />
      </Suspense>
    </div>
  );
}

/**
 * An image field: one of the library's images (by its alt text), the entry's current picture
 * when it is not from the library, or none. The pick's alt text goes with it (`altName`).
 */
function ImagePicker({
  id,
  name,
  altName,
  label,
  value,
  alt,
}: {
  id: string;
  name: string;
  altName: string;
  label: string;
  value: string;
  alt: string;
}) {
  const images = useContext(LibraryImages);
  const [picked, setPicked] = useState(value);
  const image = images.find((i) => i.url === picked);
  const pickedAlt = image ? image.alt : picked === value ? alt : '';
  return (
    <div className="flex flex-col gap-1.5" data-image-field={name}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <select id={id} name={name} value={picked} onChange={(e) => setPicked(e.target.value)} className={fieldClass}>
          <option value="">No image</option>
          {value && !images.some((i) => i.url === value) ? <option value={value}>Current: {value}</option> : null}
          {images.map((i) => (
            <option key={i.path} value={i.url}>
              {i.alt}
            </option>
          ))}
        </select>
        {picked ? <img src={picked} alt="" className="size-12 shrink-0 rounded bg-slate-50 object-cover" /> : null}
      </div>
      <input type="hidden" name={altName} value={pickedAlt} />
      <p className="text-xs text-slate-600">
        {picked ? (pickedAlt ? `Alt text: ${pickedAlt}` : 'A built-in picture (decorative, no alt text).') : null}{' '}
        <Link to="/admin/content/images" className="text-brand-700 underline">
          Image library
        </Link>
      </p>
    </div>
  );
}

function EntryEditor({
  type,
  entry,
  revisions,
}: {
  type: ContentType;
  entry: ContentEntry | null;
  revisions: ContentRevision[];
}) {
  const result = useActionData<ActionResult>();
  // The fields are the browser's until a save or restore here succeeds: once the entry it saved
  // has loaded again (the action's data comes first), they show the entry as saved (after a
  // restore, the restored fields, not the ones typed before it, which a next save would otherwise
  // write back). A conflict keeps what was typed.
  const [formVersion, setFormVersion] = useState(entry?.version ?? 0);
  if (entry && result?.saved === entry.version && formVersion !== entry.version) setFormVersion(entry.version);
  const busy = useNavigation().state !== 'idle';
  const fields = entry?.fields ?? {};
  const live = entry && entry.status !== 'draft' && entry.publish_at && new Date(entry.publish_at) <= new Date();
  return (
    <>
      <SectionHeader
        title={
          entry
            ? `${contentTypeLabels[type]}: ${entry.title || entry.slug}`
            : `New ${contentTypeLabels[type].toLowerCase()}`
        }
      />
      {entry ? (
        <p className="mb-4 text-sm text-slate-700" data-entry-status={entry.status}>
          Status: <strong>{live ? 'Live' : contentStatusLabels[entry.status]}</strong>
          {entry.publish_at ? (
            <>
              {' '}
              · goes live <When iso={entry.publish_at} />
            </>
          ) : null}{' '}
          · version {entry.version} ·{' '}
          <Link to={`/admin/content/${entry.id}/preview`} className="text-brand-700 underline">
            Preview
          </Link>
        </p>
      ) : null}
      {result && result.problems.length > 0 ? (
        <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <ul className="list-disc pl-5">
            {result.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form
        key={formVersion}
        method="post"
        encType="multipart/form-data"
        className="grid max-w-3xl gap-4"
        aria-label="Content entry"
      >
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="version" value={entry?.version ?? 0} />
        <input type="hidden" name="status" value={entry?.status ?? 'draft'} />
        <input type="hidden" name="publish_at_iso" value={entry?.publish_at ?? ''} />
        <input type="hidden" name="previous" value={JSON.stringify(fields)} />
        <Field label="Slug (the address part)" name="slug" defaultValue={entry?.slug ?? ''} required />
        {contentFieldSpecs[type].map((spec) => (
          <SpecField key={spec.name} spec={spec} value={fields[spec.name]} fields={fields} />
        ))}
        {type === 'webinar' ? <Speakers value={fields.speakers} /> : null}
        {type === 'whitepaper' ? <WhitepaperPdf path={fields.pdf_path} /> : null}
        {type === 'webinar' ? (
          <Field
            label="Join link (private: emailed to registrants only)"
            name="join_link"
            defaultValue={entry?.join_link ?? ''}
          />
        ) : null}
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" name="intent" value="save" disabled={busy}>
            Save
          </Button>
          <Button type="submit" name="intent" value="publish" variant="outline" disabled={busy}>
            Publish now
          </Button>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="schedule_at">Publish at</Label>
            <input id="schedule_at" name="schedule_at" type="datetime-local" step="1" className={fieldClass} />
          </div>
          <Button type="submit" name="intent" value="schedule" variant="outline" disabled={busy}>
            Schedule
          </Button>
          {entry && entry.status !== 'draft' ? (
            <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={busy}>
              Unpublish
            </Button>
          ) : null}
          {entry ? (
            <Button
              type="submit"
              name="intent"
              value="delete"
              variant="outline"
              disabled={busy}
              onClick={(event) => {
                if (!window.confirm('Delete this entry? It leaves the site at once.')) event.preventDefault();
              }}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {entry ? (
        // A new revision (this save, a restore, someone else's) compares the latest two again.
        <Revisions key={revisions[0]?.id ?? 0} entry={entry} revisions={revisions} />
      ) : null}
    </>
  );
}

function Field({
  label,
  name,
  defaultValue,
  required,
  type = 'text',
  lang,
}: {
  label: string;
  name: string;
  defaultValue: string;
  required?: boolean;
  type?: string;
  lang?: string;
}) {
  return (
    <Labelled
      name={name}
      label={
        <>
          {label}
          {required ? ' *' : ''}
        </>
      }
    >
      <Input id={name} name={name} type={type} lang={lang} defaultValue={defaultValue} />
    </Labelled>
  );
}

/** A control of the entry's form under its label (the control's id is `name`). */
function Labelled({ label, name, children }: { label: ReactNode; name: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      {children}
    </div>
  );
}

/** A text field's Hindi ('' while it has none); `en` is its English. */
function hindi(value: unknown): string {
  return value && typeof value === 'object' ? ((value as { hi?: string | null }).hi ?? '') : '';
}

function SpecField({ spec, value, fields }: { spec: FieldSpec; value: unknown; fields: ContentFields }) {
  const label = spec.label + (spec.hint ? ` (${spec.hint})` : '');
  switch (spec.kind) {
    case 'long':
      return (
        <fieldset className="grid gap-3">
          <RichField
            id={`${spec.name}.en`}
            name={`${spec.name}.en`}
            label={`${label}${spec.required ? ' *' : ''}`}
            initial={en(value)}
          />
          <RichField
            id={`${spec.name}.hi`}
            name={`${spec.name}.hi`}
            label={`${spec.label} (Hindi, optional)`}
            initial={hindi(value)}
          />
        </fieldset>
      );
    case 'image':
      return (
        <ImagePicker
          id={spec.name}
          name={spec.name}
          altName={`${spec.name}_alt`}
          label={label}
          value={typeof value === 'string' ? value : ''}
          alt={typeof fields[`${spec.name}_alt`] === 'string' ? String(fields[`${spec.name}_alt`]) : ''}
        />
      );
    case 'text':
      return (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <Field label={label} name={`${spec.name}.en`} required={spec.required} defaultValue={en(value)} />
          <Field
            label={`${spec.label} (Hindi, optional)`}
            name={`${spec.name}.hi`}
            lang="hi"
            defaultValue={hindi(value)}
          />
        </fieldset>
      );
    case 'boolean':
      return (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name={spec.name} defaultChecked={value !== false} /> {label}
        </label>
      );
    case 'select':
      return (
        <Labelled label={label} name={spec.name}>
          <select
            id={spec.name}
            name={spec.name}
            defaultValue={typeof value === 'string' ? value : ''}
            className={fieldClass}
          >
            <Options items={(spec.options ?? []).map((o) => ({ value: o, label: o }))} />
          </select>
        </Labelled>
      );
    case 'list':
      return (
        <Labelled label={label} name={spec.name}>
          <Textarea
            id={spec.name}
            name={spec.name}
            defaultValue={(Array.isArray(value) ? value : []).map(en).join('\n')}
          />
        </Labelled>
      );
    default:
      return (
        <Field
          label={label}
          name={spec.name}
          required={spec.required}
          type={
            spec.kind === 'date'
              ? 'date'
              : spec.kind === 'datetime'
                ? 'datetime-local'
                : spec.kind === 'number'
                  ? 'number'
                  : 'text'
          }
          defaultValue={value === null || value === undefined ? '' : String(value)}
        />
      );
  }
}

/** The whitepaper's PDF (private bucket): the one kept, and a file to replace it. */
function WhitepaperPdf({ path }: { path: unknown }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="pdf">PDF (emailed to visitors by a link that works for 7 days)</Label>
      <input id="pdf" name="pdf" type="file" accept="application/pdf" className={fieldClass} />
      <p className="text-sm text-slate-700" data-whitepaper-pdf="">
        {typeof path === 'string' && path
          ? `Current PDF: ${path.split('/').pop()}. Choose a file to replace it.`
          : 'No PDF yet: requests for this whitepaper are answered by hand.'}
      </p>
    </div>
  );
}

function Speakers({ value }: { value: unknown }) {
  const speakers = (Array.isArray(value) ? value : []) as {
    name?: unknown;
    role?: unknown;
    photo?: string | null;
    photo_alt?: string | null;
  }[];
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">Speakers</legend>
      {Array.from({ length: speakerRows }, (_, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-3">
          <Field label={`Speaker ${i + 1} name`} name={`speakers.${i}.name.en`} defaultValue={en(speakers[i]?.name)} />
          <Field label={`Speaker ${i + 1} role`} name={`speakers.${i}.role.en`} defaultValue={en(speakers[i]?.role)} />
          <ImagePicker
            id={`speakers.${i}.photo`}
            label={`Speaker ${i + 1} photo`}
            name={`speakers.${i}.photo`}
            altName={`speakers.${i}.photo_alt`}
            value={speakers[i]?.photo ?? ''}
            alt={speakers[i]?.photo_alt ?? ''}
          />
        </div>
      ))}
    </fieldset>
  );
}

function Revisions({ entry, revisions }: { entry: ContentEntry; revisions: ContentRevision[] }) {
  const [from, setFrom] = useState(revisions[1]?.id ?? revisions[0]?.id ?? 0);
  const [to, setTo] = useState(revisions[0]?.id ?? 0);
  const a = revisions.find((r) => r.id === from);
  const b = revisions.find((r) => r.id === to);
  const changes = a && b ? diffFields(a.fields, b.fields) : [];
  const pick = (label: string, value: number, set: (n: number) => void) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`rev-${label}`}>{label}</Label>
      <select id={`rev-${label}`} value={value} onChange={(e) => set(Number(e.target.value))} className={fieldClass}>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            Version {r.version} · {r.saved_by_label} · {new Date(r.saved_at).toLocaleString('en-IN')}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="revisions-heading" className="mt-10 max-w-3xl">
      <h2 id="revisions-heading" className="text-lg font-semibold">
        Revisions
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {pick('Compare', from, setFrom)}
        {pick('With', to, setTo)}
      </div>
      <table className="mt-3 w-full text-sm" aria-label="Changes between the two revisions">
        <thead>
          <tr className="text-left">
            <th className="p-2">Field</th>
            <th className="p-2">Before</th>
            <th className="p-2">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.length === 0 ? (
            <tr>
              <td colSpan={3} className="p-2 text-slate-600">
                No differences.
              </td>
            </tr>
          ) : (
            changes.map((c) => (
              <tr key={c.field} className="align-top">
                <td className="p-2 font-medium">{c.field}</td>
                <td className="p-2 text-red-800">
                  <del>{c.before}</del>
                </td>
                <td className="p-2 text-green-800">
                  <ins>{c.after}</ins>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
        {revisions.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 p-2 text-sm">
            <span>
              Version {r.version}: “{en(r.fields.title ?? r.fields.question)}” · {r.saved_by_label} ·{' '}
              <When iso={r.saved_at} />
            </span>
            {r.version !== entry.version ? (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={r.id} />
                <input type="hidden" name="version" value={entry.version} />
                <Button type="submit" size="sm" variant="outline">
                  Restore version {r.version}
                </Button>
              </Form>
            ) : (
              <span className="text-slate-500">Current</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
