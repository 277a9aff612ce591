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
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    applied: [],
  };
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
    } else continue;
    prefs.applied.push(`${key}=${value}`);
  }
  return prefs;
}

const objectMedia = 'application/vnd.pgrst.object';

/** True when the client asked for one JSON object (`.single()`). */
export function wantsObject(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((m) => m.trim().toLowerCase().startsWith(objectMedia));
}

/** The schema named by Accept-Profile / Content-Profile; only `public` is exposed. */
export function checkProfile(profile: string | undefined): void {
  if (profile !== undefined && profile !== '' && profile !== 'public') throw restErrors.invalidSchema(profile);
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
