/**
 * The content studio's model (ADR 038), shared by the site, the server and /admin: an entry of
 * public.content_entries has a type, a slug and `fields`, a JSON object whose text fields are
 * `{ en, hi }` (Hindi optional for now: the site shows English). These turn a stored entry into
 * the shapes the pages have always used, so a page looks the same whether its copy came from the
 * code or the database.
 */
import { istWallClock, type ScheduledWebinar, type WebinarCategory } from './webinar-schedule.ts';

export const contentTypes = ['webinar', 'opening', 'case_study', 'whitepaper', 'faq', 'announcement'] as const;
export type ContentType = (typeof contentTypes)[number];
export const contentStatuses = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** A text field in both languages; `hi` is null until someone writes it. */
export type Localized = { en: string; hi: string | null };

export type ContentFields = Record<string, unknown>;

/** What the site reads of an entry (the columns anon may select). */
export type ContentRow = {
  type: ContentType;
  slug: string;
  status: ContentStatus;
  publish_at: string | null;
  position: number;
  fields: ContentFields;
};

/** What reading an entry for its page takes of its row: its slug (the card's id) and its fields. */
type EntryRow = Pick<ContentRow, 'slug' | 'fields'>;

/** The columns a page selects, in one place (statement budgets count this one read per page). */
export const contentColumns = 'type, slug, status, publish_at, position, fields';

/** A text field's English (what the site shows until the Hindi issue uses `hi`). */
export function en(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Localized).en === 'string') return (value as Localized).en;
  return '';
}

export const localized = (value: string, hi: string | null = null): Localized => ({ en: value, hi });

/**
 * The long text fields (the studio's `long` kind, app/features/admin/content-data.ts): rich text,
 * HTML under the blog's allow-list (rules/html-policy.ts). The server sanitises them when an entry
 * is written (server/content/content-write-rules.ts) and when a page loads them
 * (app/lib/content-load.server.ts); plain-text places (JSON-LD, meta, search, emails) use
 * `plainText`. Seeded plain text is valid rich text: it renders as it reads.
 */
export const richTextFields = ['description', 'requirements', 'summary', 'challenge', 'solution', 'quote', 'answer'];

/** An entry's fields with every rich-text field's English and Hindi passed through `sanitize`. */
export function sanitizeRichFields(fields: ContentFields, sanitize: (html: string) => string): ContentFields {
  const out: ContentFields = { ...fields };
  for (const name of richTextFields) {
    const value = out[name];
    if (typeof value === 'string') out[name] = sanitize(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { en: english, hi } = value as Partial<Localized>;
      out[name] = {
        ...value,
        en: typeof english === 'string' ? sanitize(english) : '',
        hi: typeof hi === 'string' ? sanitize(hi) : null,
      };
    }
  }
  return out;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** Rich text (sanitised HTML) as the words it shows: tags dropped, blocks apart, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*(?:>|$)/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The language an entry is shown in on a page of `lang` (issue #29). */
export type EntryLang = 'en' | 'hi';

const isLocalized = (value: unknown): value is Localized =>
  value !== null && typeof value === 'object' && typeof (value as Localized).en === 'string';

/**
 * Whether every text of an entry that has English also has its Hindi (nested lists and
 * speakers included): a Hindi page shows such an entry in Hindi, any other in English, whole,
 * marked `lang="en"` (no entry mixes the two languages).
 */
export function entryHasHindi(fields: unknown): boolean {
  if (isLocalized(fields)) return fields.en === '' || (typeof fields.hi === 'string' && fields.hi.trim() !== '');
  if (Array.isArray(fields)) return fields.every(entryHasHindi);
  if (fields !== null && typeof fields === 'object') return Object.values(fields).every(entryHasHindi);
  return true;
}

/** The language a page of `lang` shows an entry's `fields` in: Hindi only when all of it has Hindi. */
export function entryLang(fields: unknown, lang: EntryLang): EntryLang {
  return lang === 'hi' && entryHasHindi(fields) ? 'hi' : 'en';
}

/** A text field in `lang` (its English for 'en', or where its Hindi is missing). */
export function textIn(value: unknown, lang: EntryLang): string {
  if (lang === 'hi' && isLocalized(value) && value.hi) return value.hi;
  return en(value);
}

/** A row read for a page of `pageLang`: its fields, the language they show in, and `t`, a text field in it. */
function entryIn(row: Pick<ContentRow, 'fields'>, pageLang: EntryLang) {
  const f = row.fields;
  const lang = entryLang(f, pageLang);
  return { f, lang, t: (value: unknown) => textIn(value, lang) };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A speaker; `photoAlt` is the library image's alt text, stored with the pick. */
export type WebinarSpeaker = { name: string; role: string; photo: string | null; photoAlt: string };

export type ContentWebinar = ScheduledWebinar & {
  /** The language its texts are in (English on a Hindi page until its Hindi is written). */
  readonly lang?: EntryLang;
  readonly image: string;
  readonly recording: boolean;
  readonly speakers: readonly WebinarSpeaker[];
  /** Plain text (JSON-LD, emails); `descriptionHtml` is the sanitised rich text the page shows. */
  readonly description: string;
  readonly descriptionHtml: string;
  readonly capacity: number | null;
};

export function webinarFromRow(row: EntryRow, pageLang: EntryLang = 'en'): ContentWebinar {
  const { f, lang, t } = entryIn(row, pageLang);
  const speakers = (Array.isArray(f.speakers) ? f.speakers : []).map((s: Record<string, unknown>) => ({
    name: t(s.name),
    role: t(s.role),
    photo: typeof s.photo === 'string' && s.photo ? s.photo : null,
    photoAlt: str(s.photo_alt),
  }));
  const first = speakers[0];
  return {
    id: row.slug,
    lang,
    title: t(f.title),
    speaker: first?.name ?? '',
    speakerTitle: first?.role ?? '',
    date: str(f.date),
    time: str(f.time),
    durationMinutes: num(f.duration_minutes, 60),
    category: str(f.category) as WebinarCategory,
    attendees: num(f.attendees_base),
    image: str(f.image) || first?.photo || '/images/webinars/ai-learning.svg',
    recording: f.recording === true || (typeof f.recording_url === 'string' && f.recording_url !== ''),
    speakers,
    description: plainText(t(f.description)),
    descriptionHtml: t(f.description),
    capacity: typeof f.capacity === 'number' ? f.capacity : null,
  };
}

export type ContentOpening = {
  readonly id: string;
  readonly lang?: EntryLang;
  readonly title: string;
  readonly department: string;
  readonly location: string;
  readonly type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  /** Plain text (JSON-LD, search); the `…Html` twins are the sanitised rich text the page shows. */
  readonly description: string;
  readonly requirements: string;
  readonly descriptionHtml: string;
  readonly requirementsHtml: string;
  readonly open: boolean;
  readonly postedAt: string | null;
};

export function openingFromRow(
  row: Pick<ContentRow, 'slug' | 'fields' | 'publish_at'>,
  pageLang: EntryLang = 'en',
): ContentOpening {
  const { f, lang, t } = entryIn(row, pageLang);
  return {
    id: row.slug,
    lang,
    title: t(f.title),
    department: t(f.team),
    location: t(f.location),
    type: (str(f.job_type) || 'Full-time') as ContentOpening['type'],
    description: plainText(t(f.description)),
    requirements: plainText(t(f.requirements)),
    descriptionHtml: t(f.description),
    requirementsHtml: t(f.requirements),
    open: f.open !== false,
    postedAt: row.publish_at,
  };
}

/** What a case study and a white paper show alike: a titled, pictured summary. */
type LibraryCard = {
  readonly id: string;
  readonly lang?: EntryLang;
  readonly title: string;
  readonly image: string;
  /** The library image's alt text ('' for the built-in pictures, which are decorative). */
  readonly imageAlt: string;
  readonly summary: string;
  readonly summaryHtml: string;
};

/** A row's card part (its picture in the `image` or `cover` field), with `f` and `t` for the rest. */
function libraryCard(row: EntryRow, pageLang: EntryLang, picture: 'image' | 'cover') {
  const { f, lang, t } = entryIn(row, pageLang);
  const summaryHtml = t(f.summary);
  const card: LibraryCard = {
    id: row.slug,
    lang,
    title: t(f.title),
    image: str(f[picture]),
    imageAlt: str(f[`${picture}_alt`]),
    summary: plainText(summaryHtml),
    summaryHtml,
  };
  return { card, f, t };
}

export type ContentCaseStudy = LibraryCard & {
  readonly institution: string;
  readonly product: string;
  readonly outcomes: readonly string[];
};

export function caseStudyFromRow(row: EntryRow, pageLang: EntryLang = 'en'): ContentCaseStudy {
  const { card, f, t } = libraryCard(row, pageLang, 'image');
  return {
    ...card,
    institution: t(f.client),
    product: t(f.sector),
    outcomes: (Array.isArray(f.results) ? f.results : []).map(t),
  };
}

export type ContentWhitepaper = LibraryCard & {
  readonly category: string;
  readonly pages: number;
  readonly date: string;
  readonly hasPdf: boolean;
};

export function whitepaperFromRow(row: EntryRow, pageLang: EntryLang = 'en'): ContentWhitepaper {
  const { card, f, t } = libraryCard(row, pageLang, 'cover');
  return {
    ...card,
    category: t(f.category),
    pages: num(f.pages),
    date: en(f.date),
    hasPdf: typeof f.pdf_path === 'string' && f.pdf_path !== '',
  };
}

export type ContentFaq = {
  readonly id: string;
  readonly lang?: EntryLang;
  /** The page it answers on (`support`). */
  readonly page: string;
  readonly question: string;
  readonly answer: string;
  readonly answerHtml: string;
};

export function faqFromRow(row: EntryRow, pageLang: EntryLang = 'en'): ContentFaq {
  const { f, lang, t } = entryIn(row, pageLang);
  const answer = t(f.answer);
  return {
    id: row.slug,
    lang,
    page: str(f.page),
    question: t(f.question),
    answer: plainText(answer),
    answerHtml: answer,
  };
}

/** Whether a stored entry is live at `now` (what the read policy of migration 0230 says). */
export function isLive(row: Pick<ContentRow, 'status' | 'publish_at'>, now: Date): boolean {
  return row.status !== 'draft' && row.publish_at !== null && new Date(row.publish_at) <= now;
}

/**
 * A studio time as the form writes it, `YYYY-MM-DDTHH:MM` in India Standard Time (the company's
 * zone: no daylight saving), as the instant it names; undefined when it is not one.
 */
export function istInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}:00+05:30`);
  // A day or hour out of range is rolled over by Date: refuse it instead.
  if (Number.isNaN(at.getTime())) return undefined;
  return istWallClock(at).slice(0, 16) === value ? at : undefined;
}

/** The site-wide announcement bar: its text and link, shown from `startsAt` (or publish) until `endsAt`. */
export type ContentAnnouncement = {
  readonly id: string;
  readonly text: string;
  readonly link: string | null;
  readonly linkText: string | null;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
};

/**
 * Whether `link` may be an announcement's link: a page of this site (`/webinars`, never `//host`
 * or `/\\host`, which browsers take to another site) or an https address.
 */
export function isAnnouncementLink(link: string): boolean {
  return /^(?:https:\/\/[^\s/]+\S*|\/(?![/\\])\S*)$/.test(link);
}

export function announcementFromRow(row: EntryRow): ContentAnnouncement {
  const f = row.fields;
  const link = str(f.link);
  return {
    id: row.slug,
    text: en(f.title),
    link: isAnnouncementLink(link) ? link : null,
    linkText: en(f.link_text) || null,
    startsAt: istInstant(f.starts_at) ?? null,
    endsAt: istInstant(f.ends_at) ?? null,
  };
}

/** Whether a live announcement entry shows its bar at `now`: its start passed, its end not yet. */
export function announcementShowing(a: ContentAnnouncement, now: Date): boolean {
  return a.text !== '' && (!a.startsAt || a.startsAt <= now) && (!a.endsAt || now < a.endsAt);
}

/**
 * The entries each page lists from the database: its sitemap lastmod and its search results
 * follow them (server/search/content-documents.ts; app/search-documents.ts leaves these pages'
 * items to it). A page whose copy moves into the studio is added here with its types.
 */
export const contentPageTypes: Readonly<Record<string, readonly ContentType[]>> = {
  '/careers': ['opening'],
  '/case-studies': ['case_study'],
  '/whitepapers': ['whitepaper'],
  '/webinars': ['webinar'],
  '/support': ['faq'],
};

/**
 * The marketing pages built from the content studio's entries (contentPageTypes): server rendered
 * per request and kept in the page cache until the content changes (server/site/page-cache.ts),
 * so they are not prerendered (their preview images still are).
 */
export const contentPagePaths: readonly string[] = Object.keys(contentPageTypes);

/**
 * The content pages whose /og/ preview image shows their live entries, made on request rather
 * than at build time (app/routes/resources/og-content-cards.ts says what each shows).
 */
export const contentCardPaths: readonly string[] = ['/webinars', '/careers', '/case-studies', '/whitepapers'];
