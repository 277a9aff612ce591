import type { Db } from '../../lib/supabase-types.ts';
import { pageOf, type AdminListQuery } from './list-query.ts';
import { en, localized, type ContentFields, type ContentStatus, type ContentType } from '#rules/content-model.ts';
import { rowsOf, touchedRows } from './touched-rows.ts';

/**
 * The content studio's reads and writes (ADR 038), with the staff member's session: row-level
 * security (migration 0230) lets admin, editor and marketing (aal2) read drafts and write; the
 * database keeps a revision of every save and logs publish, unpublish, restore and delete.
 */

export const contentTypeLabels: Record<ContentType, string> = {
  webinar: 'Webinar',
  opening: 'Job opening',
  case_study: 'Case study',
  whitepaper: 'Whitepaper',
  faq: 'FAQ entry',
  announcement: 'Announcement bar',
};

export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/**
 * One field of a type's form. `text` and `long` are {en, hi} (`long` is rich text: the names are
 * rules/content-model.ts `richTextFields`); `image` is picked from the image library, stored as
 * its site path with its alt text in `<name>_alt`; the rest are stored as they are.
 */
export type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'long' | 'date' | 'datetime' | 'time' | 'number' | 'select' | 'boolean' | 'url' | 'list' | 'image';
  required?: boolean;
  options?: readonly string[];
  hint?: string;
};

const webinarCategories = ['AI Learning', 'AR/VR Labs', 'Cloud LMS', 'AI Teacher', 'Enterprise'];

export const contentFieldSpecs: Record<ContentType, readonly FieldSpec[]> = {
  webinar: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'category', label: 'Category', kind: 'select', options: webinarCategories, required: true },
    { name: 'date', label: 'Date (IST)', kind: 'date', required: true },
    { name: 'time', label: 'Start time', kind: 'time', required: true, hint: 'Like 4:00 PM IST' },
    { name: 'duration_minutes', label: 'Duration (minutes)', kind: 'number', required: true },
    { name: 'capacity', label: 'Capacity', kind: 'number' },
    { name: 'attendees_base', label: 'Registered before the site took registrations', kind: 'number' },
    { name: 'image', label: 'Card image', kind: 'image' },
    { name: 'description', label: 'Description', kind: 'long' },
    { name: 'recording_url', label: 'Recording link (after the event)', kind: 'url' },
    { name: 'summary', label: 'Summary (after the event)', kind: 'long' },
  ],
  opening: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'team', label: 'Team', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text', required: true },
    { name: 'job_type', label: 'Type', kind: 'select', options: ['Full-time', 'Part-time', 'Contract', 'Internship'] },
    { name: 'description', label: 'Description', kind: 'long', required: true },
    { name: 'requirements', label: 'Requirements', kind: 'long' },
    { name: 'open', label: 'Open (takes applications)', kind: 'boolean' },
  ],
  case_study: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'client', label: 'Client', kind: 'text', required: true },
    { name: 'sector', label: 'Sector / product', kind: 'text' },
    { name: 'image', label: 'Image', kind: 'image' },
    { name: 'summary', label: 'Summary', kind: 'long' },
    { name: 'challenge', label: 'Challenge', kind: 'long' },
    { name: 'solution', label: 'Solution', kind: 'long' },
    { name: 'results', label: 'Results (one figure a line)', kind: 'list' },
    { name: 'quote', label: 'Quote', kind: 'long' },
  ],
  whitepaper: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'cover', label: 'Cover image', kind: 'image' },
    { name: 'summary', label: 'Summary', kind: 'long', required: true },
    { name: 'pages', label: 'Pages', kind: 'number' },
    { name: 'date', label: 'Published (month and year)', kind: 'text' },
  ],
  faq: [
    { name: 'page', label: 'Page', kind: 'select', options: ['support'] },
    { name: 'question', label: 'Question', kind: 'text', required: true },
    { name: 'answer', label: 'Answer', kind: 'long', required: true },
  ],
  announcement: [
    { name: 'title', label: 'Text', kind: 'text', required: true },
    { name: 'link', label: 'Link', kind: 'url', hint: 'a page like /webinars, or an https:// address' },
    {
      name: 'link_text',
      label: 'Link text',
      kind: 'text',
      hint: 'where it goes, like Register now; empty: the text is the link',
    },
    { name: 'starts_at', label: 'Starts (IST)', kind: 'datetime', hint: 'empty: when published' },
    { name: 'ends_at', label: 'Ends (IST)', kind: 'datetime', required: true },
  ],
};

export type ContentListRow = {
  id: string;
  type: ContentType;
  slug: string;
  status: ContentStatus;
  publish_at: string | null;
  updated_at: string;
  title: string;
};

export type ContentEntry = ContentListRow & {
  fields: ContentFields;
  version: number;
  position: number;
  join_link: string | null;
};

export type ContentRevision = {
  id: number;
  version: number;
  slug: string;
  status: ContentStatus;
  fields: ContentFields;
  saved_at: string;
  saved_by_label: string;
};

const titleOf = (type: ContentType, fields: ContentFields) => en(type === 'faq' ? fields.question : fields.title);

/** One page of entries of a type (or all), newest change first; `status` filters, `q` searches slug and title. */
export async function listContent(
  supabase: Db,
  q: AdminListQuery,
  type: string,
): Promise<{ rows: ContentListRow[]; count: number }> {
  let query = supabase
    .from('content_entries')
    .select('id, type, slug, status, publish_at, updated_at, fields', { count: 'exact' });
  if (type) query = query.eq('type', type);
  if (q.status) query = query.eq('status', q.status);
  const page = await pageOf<Omit<ContentListRow, 'title'> & { fields: ContentFields }>(
    query,
    q,
    ['slug', 'fields->title->>en', 'fields->question->>en'],
    ['updated_at'],
  );
  return {
    rows: page.rows.map(({ fields, ...row }) => ({ ...row, title: titleOf(row.type, fields) })),
    count: page.count,
  };
}

export async function getContent(supabase: Db, id: string): Promise<ContentEntry | null> {
  const { data, error } = await supabase
    .from('content_entries')
    .select('id, type, slug, status, publish_at, updated_at, fields, version, position')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data as Omit<ContentEntry, 'title' | 'join_link'>;
  const secret = await supabase.from('content_private').select('join_link').eq('entry_id', id).maybeSingle();
  if (secret.error) throw secret.error;
  return {
    ...row,
    title: titleOf(row.type, row.fields),
    join_link: (secret.data as { join_link: string | null } | null)?.join_link ?? null,
  };
}

export async function listRevisions(supabase: Db, id: string): Promise<ContentRevision[]> {
  return rowsOf<ContentRevision>(
    await supabase
      .from('content_revisions')
      .select('id, version, slug, status, fields, saved_at, saved_by_label')
      .eq('entry_id', id)
      .order('id', { ascending: false })
      .limit(50),
  );
}

/** What a save sends. */
export type ContentSave = {
  slug: string;
  fields: ContentFields;
  status: ContentStatus;
  publish_at: string | null;
  join_link?: string | null;
};

export class ContentConflict extends Error {
  constructor() {
    super(
      'Someone else saved this entry after you opened it. Your changes are still in the form: reload the entry in another tab to see theirs, then save again here to keep yours.',
    );
  }
}

/** Saves an entry that is still at `version` (else ContentConflict, nothing written); returns the new version. */
export async function saveContent(supabase: Db, id: string, version: number, save: ContentSave): Promise<number> {
  const { join_link, ...row } = save;
  const { data, error } = await supabase
    .from('content_entries')
    .update(row)
    .eq('id', id)
    .eq('version', version)
    .select('version');
  if (error) throw error;
  if (!data || data.length === 0) throw new ContentConflict();
  if (join_link !== undefined) await saveJoinLink(supabase, id, join_link);
  return (data[0] as { version: number }).version;
}

export async function createContent(supabase: Db, type: ContentType, save: ContentSave): Promise<string> {
  const { join_link, ...row } = save;
  const { data, error } = await supabase
    .from('content_entries')
    .insert({ type, ...row })
    .select('id')
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  if (join_link) await saveJoinLink(supabase, id, join_link);
  return id;
}

async function saveJoinLink(supabase: Db, id: string, link: string | null) {
  const { error } = await supabase
    .from('content_private')
    .upsert({ entry_id: id, join_link: link || null, updated_at: new Date().toISOString() });
  if (error) throw error;
}

export async function restoreRevision(supabase: Db, revisionId: number, version: number): Promise<number> {
  const { data, error } = await supabase.rpc('content_restore', {
    revision_id: revisionId,
    expected_version: version,
  });
  if (error) throw error;
  return data as number;
}

export async function deleteContent(supabase: Db, id: string): Promise<void> {
  touchedRows(
    await supabase.from('content_entries').delete().eq('id', id).select('id'),
    'The entry was not found or may not be deleted.',
  );
}

/** The fields that differ between two revisions, as English text side by side. */
export function diffFields(a: ContentFields, b: ContentFields): { field: string; before: string; after: string }[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const show = (v: unknown) =>
    v === undefined || v === null
      ? ''
      : typeof v === 'string'
        ? v
        : typeof v === 'object' && 'en' in (v as object)
          ? en(v)
          : JSON.stringify(v);
  return names
    .filter((n) => JSON.stringify(a[n] ?? null) !== JSON.stringify(b[n] ?? null))
    .map((field) => ({ field, before: show(a[field]), after: show(b[field]) }));
}

export { localized };
