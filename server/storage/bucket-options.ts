/**
 * The body of POST /bucket and PUT /bucket/{id}, checked as Supabase Storage checks it:
 * `public` a boolean; `file_size_limit` whole bytes or a string such as `"1MB"` (decimal units:
 * KB = 1000, as Storage counts), or null for none; `allowed_mime_types` `type/subtype` entries,
 * `type/*` wildcards allowed, or null for any. A bucket limit above the server's own 5 MB is
 * kept, but an upload is still held to the smaller of the two (ADR 031).
 */
import { storageErrors } from './errors.ts';

export type BucketChanges = {
  public?: boolean;
  /** Bytes; null: no bucket limit. */
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
};

const sizeShape = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i;
const units: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
const mimeShape = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+|\*)(;\s*charset=[a-zA-Z0-9-]+)?$/;
const maxMimeTypes = 100;

export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string' && sizeShape.test(value.trim())) {
    const [, amount, unit] = sizeShape.exec(value.trim())!;
    bytes = Math.round(Number(Number(amount).toPrecision(3)) * units[unit!.toLowerCase()]!);
  } else throw storageErrors.invalidFileSizeLimit();
  if (!Number.isSafeInteger(bytes) || bytes <= 0) throw storageErrors.invalidFileSizeLimit();
  return bytes;
}

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || value.length > maxMimeTypes || !value.every((t) => typeof t === 'string')) {
    throw storageErrors.invalidRequest(`allowed_mime_types must be an array of at most ${maxMimeTypes} mime types`);
  }
  const types = (value as string[]).filter((t) => t !== '');
  for (const t of types) if (t.length > 255 || !mimeShape.test(t)) throw storageErrors.invalidMimeType(t);
  return types;
}

/** The changes a body asks for; keys it does not name stay undefined (left as they are). */
export function parseBucketChanges(body: Record<string, unknown>): BucketChanges {
  const changes: BucketChanges = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw storageErrors.invalidRequest('public must be a boolean');
    changes.public = body.public;
  }
  if (body.file_size_limit !== undefined) changes.fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  if (body.allowed_mime_types !== undefined) changes.allowedMimeTypes = parseMimeTypes(body.allowed_mime_types);
  return changes;
}

export function jsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw storageErrors.invalidRequest('Body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
