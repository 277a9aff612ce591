/**
 * The small options an upload carries: its Cache-Control (replayed when the object is served)
 * and its user metadata. Both are checked before they are stored; a bad value is refused.
 */
import { storageErrors } from './errors.ts';

export const defaultCacheControl = 'max-age=3600';

const cacheControlShape = /^[A-Za-z0-9 ,=-]{1,128}$/;

/**
 * supabase-js sends `cacheControl: '3600'` as a multipart field (meaning `max-age=3600`) and
 * `cache-control: max-age=3600` as a header on raw uploads. Absent means `max-age=3600`.
 */
export function parseCacheControl(value: string | undefined, from: 'field' | 'header'): string {
  const v = value?.trim();
  if (!v) return defaultCacheControl;
  if (/^\d{1,9}$/.test(v)) return `max-age=${Number(v)}`;
  if (cacheControlShape.test(v)) return v;
  throw storageErrors.invalidRequest(from === 'field' ? 'Invalid cacheControl field' : 'Invalid cache-control header');
}

const maxMetadataBytes = 8 * 1024;

/** The `metadata` multipart field (JSON) or `x-metadata` header (base64 JSON): a JSON object. */
export function parseUserMetadata(
  value: string | undefined,
  encoding: 'json' | 'base64',
): Record<string, unknown> | null {
  if (value === undefined || value === '') return null;
  const text = encoding === 'base64' ? Buffer.from(value, 'base64').toString('utf8') : value;
  if (Buffer.byteLength(text) > maxMetadataBytes) throw storageErrors.invalidRequest('Metadata is too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Metadata must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('Metadata must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
