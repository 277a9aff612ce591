/**
 * The headers that shape a /rest/v1 request: `Prefer` (several values joined by commas, as
 * Headers.append makes them), `Accept` (object vs array), `Range`, and the profile headers.
 */
import { restErrors } from './errors.ts';

export type Preferences = {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
  /** `tx=rollback`: the statement runs and answers, then its transaction rolls back. */
  rollback: boolean;
  /** `max-affected=N` with `handling=strict`: an update or delete touching more rows fails (PGRST124). */
  maxAffected: number | undefined;
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
    maxAffected: undefined,
    applied: [],
  };
  let strict = false;
  let maxAffected: number | undefined;
  for (const part of (header ?? '').split(',')) {
    const item = part.trim();
    const [key, value] = item.split('=', 2).map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = true;
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missingDefault = value === 'default';
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.rollback = value === 'rollback';
    } else if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      strict = value === 'strict';
    } else if (key === 'max-affected' && value !== undefined && /^\d{1,15}$/.test(value)) {
      maxAffected = Number(value);
      continue;
    } else continue;
    prefs.applied.push(`${key}=${value}`);
  }
  if (strict && maxAffected !== undefined) {
    prefs.maxAffected = maxAffected;
    prefs.applied.push(`max-affected=${maxAffected}`);
  }
  return prefs;
}

/**
 * What the client asked the body to be (`Accept`): a JSON array (`application/json`,
 * `application/vnd.pgrst.array+json`, any type), one JSON object (`application/vnd.pgrst.object+json`,
 * `.single()`), either without null-valued keys (`;nulls=stripped`, `.stripNulls()`), or CSV
 * (`text/csv`, `.csv()`). The first media type of the list this server can produce wins; when none
 * can be produced (GeoJSON, plans, …), 406 PGRST107 as PostgREST answers, never another shape.
 */
export type Media = { object: boolean; csv: boolean; stripNulls: boolean };

const jsonMedia: Media = { object: false, csv: false, stripNulls: false };

function mediaOf(item: string): Media | undefined {
  const [type = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
  const stripNulls = params.includes('nulls=stripped');
  if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === '') {
    return stripNulls ? undefined : jsonMedia;
  }
  if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
    return { object: false, csv: false, stripNulls };
  }
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
    return { object: true, csv: false, stripNulls };
  }
  if (type === 'text/csv' || type === 'text/*') return { object: false, csv: true, stripNulls: false };
  return undefined;
}

export function negotiate(accept: string | undefined): Media {
  if (accept === undefined || accept.trim() === '') return jsonMedia;
  const items = accept.split(',').map((s) => s.trim());
  for (const item of items) {
    const media = mediaOf(item);
    if (media) return media;
  }
  throw restErrors.unacceptableMedia(items);
}

/**
 * The schema named by Accept-Profile / Content-Profile, one of `exposed` (REST_SCHEMAS); none
 * named is the first. Any other → 406 PGRST106.
 */
export function checkProfile(profile: string | undefined, exposed: readonly string[] = ['public']): string {
  if (profile === undefined || profile === '') return exposed[0]!;
  if (!exposed.includes(profile)) throw restErrors.invalidSchema(exposed);
  return profile;
}

export type RowRange = { from: number; to: number | undefined };

/** `Range: 0-9` (items); a malformed or unrelated Range header is ignored, as PostgREST does. */
export function parseRange(header: string | undefined): RowRange | undefined {
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header ?? '');
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  if (to !== undefined && to < from) throw restErrors.rangeNotSatisfiable(`Range ${from}-${to} ends before it starts`);
  return { from, to };
}

/** Intersects the Range header with limit/offset: the page actually read. */
export function pageOf(range: RowRange | undefined, limit: number | undefined, offset: number | undefined) {
  const start = Math.max(range?.from ?? 0, offset ?? 0);
  const ends = [range?.to, limit === undefined ? undefined : (offset ?? 0) + limit - 1].filter(
    (n): n is number => n !== undefined,
  );
  const end = ends.length ? Math.min(...ends) : undefined;
  return { offset: start, limit: end === undefined ? undefined : Math.max(0, end - start + 1) };
}
