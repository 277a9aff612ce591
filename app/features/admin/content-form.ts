import {
  en,
  isAnnouncementLink,
  istInstant,
  localized,
  type ContentFields,
  type ContentStatus,
  type ContentType,
} from '#rules/content-model.ts';
import { istMinutesOfDay } from '#rules/webinar-schedule.ts';
import { contentFieldSpecs, type ContentSave } from './content-data.ts';
import { libraryImageUrl } from './content-images.ts';

/** Whether a field's value is an image of the studio's library (which always has alt text). */
const isLibraryImage = (value: unknown) => typeof value === 'string' && value.startsWith(libraryImageUrl(''));

/** The speaker rows the webinar form shows. */
export const speakerRows = 3;

/**
 * A content form's values as the entry's fields, on top of what the entry had (fields the form
 * does not show are kept), with the problems a person can fix: required fields, the slug, the
 * time format, a schedule in the past, a past webinar scheduled as upcoming.
 */
export function readContentForm(
  type: ContentType,
  form: FormData,
  previous: ContentFields,
  intent: string,
  now: Date,
): { save: ContentSave; problems: string[] } {
  const problems: string[] = [];
  const get = (name: string) => String(form.get(name) ?? '').trim();
  const fields: ContentFields = { ...previous };
  for (const spec of contentFieldSpecs[type]) {
    let value: unknown;
    switch (spec.kind) {
      case 'text':
      case 'long':
        value = localized(get(`${spec.name}.en`), get(`${spec.name}.hi`) || null);
        if (spec.required && !en(value)) problems.push(`${spec.label} is required.`);
        break;
      case 'number': {
        const raw = get(spec.name);
        value = raw === '' ? null : Number(raw);
        if (raw !== '' && !Number.isFinite(value)) problems.push(`${spec.label} must be a number.`);
        if (spec.required && raw === '') problems.push(`${spec.label} is required.`);
        break;
      }
      case 'boolean':
        value = form.get(spec.name) === 'on';
        break;
      case 'image': {
        value = get(spec.name) || null;
        const alt = get(`${spec.name}_alt`);
        fields[`${spec.name}_alt`] = value ? alt || null : null;
        if (isLibraryImage(value) && !alt)
          problems.push(`${spec.label}: the image has no alt text. Pick it from the image library again.`);
        break;
      }
      case 'list':
        value = get(spec.name)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => localized(line));
        break;
      default:
        value = get(spec.name) || null;
        if (spec.required && !value) problems.push(`${spec.label} is required.`);
    }
    fields[spec.name] = value;
  }
  if (type === 'webinar') {
    const speakers = [];
    for (let i = 0; i < speakerRows; i++) {
      const name = get(`speakers.${i}.name.en`);
      if (!name) continue;
      const photo = get(`speakers.${i}.photo`) || null;
      const photoAlt = photo ? get(`speakers.${i}.photo_alt`) || null : null;
      if (isLibraryImage(photo) && !photoAlt)
        problems.push(`Speaker ${i + 1} photo has no alt text. Pick it from the image library again.`);
      speakers.push({
        name: localized(name, get(`speakers.${i}.name.hi`) || null),
        role: localized(get(`speakers.${i}.role.en`), get(`speakers.${i}.role.hi`) || null),
        photo,
        photo_alt: photoAlt,
      });
    }
    fields.speakers = speakers;
    if (speakers.length === 0) problems.push('Add at least one speaker.');
    if (fields.time && istMinutesOfDay(String(fields.time)) === undefined)
      problems.push('Start time must be like 4:00 PM IST.');
  }
  if (type === 'announcement') problems.push(...announcementProblems(fields));
  const slug = get('slug');
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug))
    problems.push('The slug must be lowercase letters, digits and hyphens (for example spring-webinar-2027).');

  let status = (get('status') || 'draft') as ContentStatus;
  let publishAt: string | null = get('publish_at_iso') || null;
  if (intent === 'publish') {
    status = 'published';
    publishAt = now.toISOString();
  } else if (intent === 'unpublish') {
    status = 'draft';
  } else if (intent === 'schedule') {
    status = 'scheduled';
    const at = get('schedule_at') ? new Date(get('schedule_at')) : null;
    if (!at || Number.isNaN(at.getTime())) problems.push('Choose when to publish.');
    else if (at <= now) problems.push('The publishing time is in the past: choose a later time, or Publish now.');
    else publishAt = at.toISOString();
  }
  if (type === 'webinar' && (intent === 'schedule' || intent === 'publish') && typeof fields.date === 'string') {
    const lastMoment = new Date(`${fields.date}T23:59:59+05:30`);
    if (intent === 'schedule' && publishAt && lastMoment < new Date(publishAt))
      problems.push(
        'This webinar’s date is before its publishing time: a past webinar cannot be scheduled as upcoming.',
      );
  }
  const save: ContentSave = { slug, fields, status, publish_at: status === 'draft' ? publishAt : publishAt };
  if (type === 'webinar') save.join_link = get('join_link') || null;
  if (save.join_link && !/^https:\/\/\S+$/.test(save.join_link))
    problems.push('The join link must start with https://.');
  return { save, problems };
}

/** An announcement bar's link and times: a site path or https address, real times, the end after the start. */
function announcementProblems(fields: ContentFields): string[] {
  const problems: string[] = [];
  const link = typeof fields.link === 'string' ? fields.link : '';
  if (link && !isAnnouncementLink(link))
    problems.push('The link must be a page of the site (starting with /) or start with https://.');
  if (en(fields.link_text) && !link) problems.push('Link text needs a link.');
  const starts = fields.starts_at ? istInstant(fields.starts_at) : null;
  const ends = fields.ends_at ? istInstant(fields.ends_at) : null;
  if (starts === undefined) problems.push('Starts must be a date and time, like 2027-01-15T09:00.');
  if (ends === undefined) problems.push('Ends must be a date and time, like 2027-01-31T18:00.');
  if (starts && ends && ends <= starts) problems.push('The announcement must end after it starts.');
  return problems;
}
