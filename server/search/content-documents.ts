/**
 * The content studio's entries as search documents (issue #28 item 6), read at query time from
 * public.content_entries, so site search and the assistant follow the database with no index to
 * keep in step: an entry is found from the moment it is live (status <> 'draft' and
 * publish_at <= now(), the read policy of migration 0230: a scheduled entry appears on time on
 * every instance, an unpublished one is gone at once), a closed opening never, and only the
 * fields its page shows are searched (never a join link: those live in content_private).
 *
 * Only the types whose page renders from the database (contentPageTypes) are searched here; the
 * others are still the build's documents (app/search-documents.ts leaves these pages' items out).
 */
import { contentPageTypes, type ContentType } from '../../rules/content-model.ts';
import type { SearchKind } from '../../rules/site-search.ts';

type ContentSearchSpec = {
  readonly kind: Exclude<SearchKind, 'post' | 'page'>;
  readonly path: string;
  /** The card's fragment on the page, as SQL over the entry `e` (its id on the page). */
  readonly fragment: string;
  /** SQL over the entry `e`: its title, its headings, the rest of its words. */
  readonly title: string;
  readonly headings: string;
  readonly body: string;
  /** SQL over the entry `e`: which entries of the type its page lists (all when absent). */
  readonly where?: string;
};

const text = (field: string) => `coalesce(e.fields -> '${field}' ->> 'en', '')`;
const plain = (field: string) => `coalesce(e.fields ->> '${field}', '')`;
/** Rich text without its tags (the same rule as a post's body). */
const rich = (field: string) => `regexp_replace(left(${text(field)}, 8000), '<[^>]*(>|$)', ' ', 'g')`;
const lines = (...parts: string[]) => `concat_ws(E'\\n', ${parts.join(', ')})`;

export const contentSearchSpecs: Readonly<Partial<Record<ContentType, ContentSearchSpec>>> = {
  webinar: {
    kind: 'webinar',
    path: '/webinars',
    fragment: `'webinar-' || e.slug`,
    title: text('title'),
    headings: lines(
      `(select string_agg(concat_ws(E'\\n', s -> 'name' ->> 'en', s -> 'role' ->> 'en'), E'\\n')
          from jsonb_array_elements(case when jsonb_typeof(e.fields -> 'speakers') = 'array'
            then e.fields -> 'speakers' else '[]'::jsonb end) as s)`,
    ),
    body: lines(plain('category'), plain('time'), rich('description'), rich('summary')),
  },
  opening: {
    kind: 'opening',
    path: '/careers',
    fragment: `'opening-' || e.slug`,
    title: text('title'),
    headings: '',
    body: lines(text('team'), text('location'), plain('job_type'), rich('description'), rich('requirements')),
  },
  case_study: {
    kind: 'case_study',
    path: '/case-studies',
    fragment: `'case-study-' || e.slug`,
    title: text('title'),
    headings: '',
    body: lines(
      text('client'),
      text('sector'),
      rich('summary'),
      `(select string_agg(r ->> 'en', E'\\n') from jsonb_array_elements(case when jsonb_typeof(e.fields -> 'results') = 'array'
          then e.fields -> 'results' else '[]'::jsonb end) as r)`,
    ),
  },
  whitepaper: {
    kind: 'whitepaper',
    path: '/whitepapers',
    fragment: `'whitepaper-' || e.slug`,
    title: text('title'),
    headings: '',
    body: lines(text('category'), rich('summary'), text('date')),
  },
  faq: {
    kind: 'faq',
    path: '/support',
    // The questions are one section of the page (as the build's documents had them).
    fragment: `'faq'`,
    title: text('question'),
    headings: '',
    body: rich('answer'),
    where: `e.fields ->> 'page' = 'support'`,
  },
};

/** The content types searched from the database: those whose page is rendered from it. */
export const searchedContentTypes: readonly ContentType[] = (
  Object.entries(contentSearchSpecs) as [ContentType, ContentSearchSpec][]
)
  .filter(([type, spec]) => contentPageTypes[spec.path]?.includes(type))
  .map(([type]) => type);

/**
 * One row per live, searchable entry: key (unique: FAQ entries share their section's href), kind,
 * href, title, headings, body (a statement's CTE body). A closed opening is left out, as its page
 * leaves it out. `$guard` is the statement's clock guard expression.
 */
export function contentDocumentsSql(guard: string): string {
  const branches = searchedContentTypes.map((type) => {
    const spec = contentSearchSpecs[type]!;
    return `select '${type}:' || e.slug as key, '${spec.kind}'::text as kind, '${spec.path}#' || ${spec.fragment} as href,
        ${spec.title} as title, ${spec.headings || `''`} as headings, ${spec.body} as body
      from public.content_entries e
      where ${guard} and e.type = '${type}' and e.status <> 'draft' and e.publish_at <= now()
        and (e.fields -> 'open') is distinct from 'false'::jsonb${spec.where ? ` and ${spec.where}` : ''}`;
  });
  if (branches.length === 0)
    return `select null::text as key, null::text as kind, null::text as href, null::text as title, null::text as headings, null::text as body where false`;
  return branches.join('\nunion all\n');
}
