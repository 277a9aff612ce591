import { describe, expect, it } from 'vitest';
import { contentCardPaths, istInstant, plainText, richTextFields, sanitizeRichFields } from '#rules/content-model.ts';
import { contentCards } from '../../routes/resources/og-content-cards.ts';
import { sanitizePostHtml } from '#rules/sanitize-post-html.ts';
import { contentFieldSpecs } from './content-data.ts';
import { readContentForm } from './content-form.ts';
import { checkLibraryUpload, libraryImageUrl } from './content-images.ts';

const now = new Date('2027-01-10T10:00:00Z');

function announcement(values: Record<string, string>) {
  const form = new FormData();
  form.set('slug', 'exam-bar');
  form.set('title.en', 'Board exam webinar on Friday');
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return readContentForm('announcement', form, {}, 'save', now);
}

describe('readContentForm: announcement bar', () => {
  it('takes a text, a link and IST times with the end after the start', () => {
    const { save, problems } = announcement({
      link: '/webinars',
      'link_text.en': 'Register now',
      starts_at: '2027-01-11T09:00',
      ends_at: '2027-01-15T18:30',
    });
    expect(problems).toEqual([]);
    expect(save.fields).toMatchObject({
      link: '/webinars',
      starts_at: '2027-01-11T09:00',
      ends_at: '2027-01-15T18:30',
    });
  });

  it('refuses an end before the start, a missing end, a bad link and link text without a link', () => {
    expect(announcement({ starts_at: '2027-01-15T09:00', ends_at: '2027-01-15T09:00' }).problems).toEqual([
      'The announcement must end after it starts.',
    ]);
    expect(announcement({}).problems).toEqual(['Ends (IST) is required.']);
    expect(announcement({ link: 'javascript:alert(1)', ends_at: '2027-01-15T09:00' }).problems).toEqual([
      'The link must be a page of the site (starting with /) or start with https://.',
    ]);
    expect(announcement({ link: '//evil.example/x', ends_at: '2027-01-15T09:00' }).problems).toHaveLength(1);
    expect(announcement({ link: '/\\evil.example', ends_at: '2027-01-15T09:00' }).problems).toHaveLength(1);
    expect(announcement({ link: 'https://example.org/open-day', ends_at: '2027-01-15T09:00' }).problems).toEqual([]);
    expect(announcement({ 'link_text.en': 'Read more', ends_at: '2027-01-15T09:00' }).problems).toEqual([
      'Link text needs a link.',
    ]);
    expect(announcement({ ends_at: '2027-02-30T09:00' }).problems).toEqual([
      'Ends must be a date and time, like 2027-01-31T18:00.',
    ]);
  });
});

describe('istInstant', () => {
  it('reads a studio time as India Standard Time and refuses what is not one', () => {
    expect(istInstant('2027-01-15T18:30')?.toISOString()).toBe('2027-01-15T13:00:00.000Z');
    for (const bad of ['2027-01-15', '2027-13-01T10:00', '2027-01-15T24:00', 42, null])
      expect(istInstant(bad)).toBe(undefined);
  });
});

describe('readContentForm: rich text and library images', () => {
  const base = () => {
    const form = new FormData();
    form.set('slug', 'jaipur-study');
    form.set('title.en', 'A study');
    form.set('client.en', 'A school');
    return form;
  };

  it('keeps a library image with its alt text and refuses one without', () => {
    const url = libraryImageUrl('library/1-abc.png');
    const form = base();
    form.set('image', url);
    form.set('image_alt', 'Students at a virtual lab');
    const { save, problems } = readContentForm('case_study', form, {}, 'save', now);
    expect(problems).toEqual([]);
    expect(save.fields).toMatchObject({ image: url, image_alt: 'Students at a virtual lab' });
    form.set('image_alt', '');
    expect(readContentForm('case_study', form, {}, 'save', now).problems).toEqual([
      'Image: the image has no alt text. Pick it from the image library again.',
    ]);
    // A built-in picture is decorative: no alt text needed.
    form.set('image', '/images/case-studies/kota-college-group.svg');
    expect(readContentForm('case_study', form, {}, 'save', now).problems).toEqual([]);
  });

  it('marks as rich text exactly the fields the studio edits as long text', () => {
    const long = new Set(
      Object.values(contentFieldSpecs)
        .flat()
        .filter((spec) => spec.kind === 'long')
        .map((spec) => spec.name),
    );
    expect([...long].sort()).toEqual([...richTextFields].sort());
  });
});

describe('rich text fields', () => {
  it('sanitises English and Hindi of every rich field and leaves the rest', () => {
    const fields = sanitizeRichFields(
      {
        title: { en: '<b>kept as typed</b>', hi: null },
        description: { en: '<p>Hi<script>x()</script></p>', hi: '<img src=x onerror=y()>नमस्ते' },
      },
      sanitizePostHtml,
    );
    expect(fields.title).toEqual({ en: '<b>kept as typed</b>', hi: null });
    expect(fields.description).toEqual({ en: '<p>Hi</p>', hi: 'नमस्ते' });
  });

  it('reads rich text as plain text for JSON-LD, meta and emails', () => {
    expect(plainText('<p>Join <strong>Asha</strong> &amp; team</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Join Asha & team one two',
    );
    expect(plainText('Plain seeded copy')).toBe('Plain seeded copy');
  });
});

describe('content preview images', () => {
  it('makes on request exactly the pages whose card shows their live entries', () => {
    expect(Object.keys(contentCards).sort()).toEqual([...contentCardPaths].sort());
  });
});

describe('checkLibraryUpload', () => {
  const file = { type: 'image/png', size: 1000 };
  it('refuses an upload without alt text, a wrong type, a large file and too many pixels', () => {
    expect(checkLibraryUpload(file, 'A speaker', { width: 800, height: 600 })).toBeNull();
    expect(checkLibraryUpload(file, '   ', { width: 800, height: 600 })?.title).toBe('Alt text is required');
    expect(checkLibraryUpload(null, 'A speaker', null)?.title).toBe('No image chosen');
    expect(checkLibraryUpload({ type: 'image/svg+xml', size: 10 }, 'A logo', null)?.title).toBe('Invalid file type');
    expect(checkLibraryUpload({ type: 'image/png', size: 6 * 1024 * 1024 }, 'Big', null)?.title).toBe('File too large');
    expect(checkLibraryUpload(file, 'Huge', { width: 10_000, height: 6_000 })?.title).toBe('Image too large');
  });
});
