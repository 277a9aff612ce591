/**
 * Storage's error catalogue and its one translator. Storage answers every client error with
 * HTTP 400 and puts the real status in the body as a string (`statusCode: "413"`); supabase-js
 * turns that into `StorageApiError { status: 400, statusCode: '413' }`. Only internal errors
 * answer 500, and an unknown route 404. See the compat reference §3.2.
 */
import { sessionRefusedCode } from '../lib/request-claims.ts';

export type StorageErrorBody = { statusCode: string; code: string; error: string; message: string };

export class StorageError extends Error {
  readonly statusCode: string;
  readonly code: string;
  readonly error: string;
  /** The HTTP status on the wire (400 for every client error, as Storage does; 429 for a quota). */
  readonly httpStatus: 400 | 404 | 429 | 500 | 503;
  /** Extra response headers (Retry-After). */
  headers: Record<string, string> = {};

  constructor(
    statusCode: string,
    code: string,
    error: string,
    message: string,
    httpStatus: 400 | 404 | 429 | 500 | 503 = 400,
  ) {
    super(message);
    this.name = 'StorageError';
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus;
  }

  toBody(): StorageErrorBody {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
  }
}

const maxEcho = 200;
const echo = (s: string) => (s.length > maxEcho ? `${s.slice(0, maxEcho)}…` : s);

export const storageErrors = {
  entityTooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  bodyTooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The request body exceeded the maximum allowed size',
    ),
  invalidMimeType: (mime: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${echo(mime)} is not supported`),
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  noSuchKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${echo(key)}`),
  invalidBucketName: (name: string) =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${echo(name)}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'InvalidRequest', message),
  bucketAlreadyExists: () => new StorageError('409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError('409', 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  unableToEmptyBucket: () =>
    new StorageError(
      '409',
      'InvalidRequest',
      'InvalidRequest',
      'Unable to empty the bucket because it contains too many objects',
    ),
  invalidFileSizeLimit: () =>
    new StorageError(
      '400',
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('400', 'InvalidSignature', 'InvalidSignature', message),
  expiredSignature: () => new StorageError('400', 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  noContent: () => new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'NotFound', 'Not Found', `Route ${method}:${echo(path)} not found`, 404),
  /** A per-user upload quota (ADR 020): a real 429 with Retry-After, so clients and proxies back off. */
  quotaReached: (message: string, retryAfterSeconds: number) => {
    const err = new StorageError('429', 'TooManyRequests', 'too_many_requests', message, 429);
    err.headers = { 'Retry-After': String(retryAfterSeconds) };
    return err;
  },
  /** A statement over its time budget, or one that waited too long for the embedded database (#26). */
  busy: () => {
    const err = new StorageError('503', 'SlowDown', 'busy', 'The server is busy. Please try again in a moment.', 503);
    err.headers = { 'Retry-After': '5' };
    return err;
  },
  internal: () => new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error', 500),
};

type DbErrorLike = { code?: unknown; message?: unknown; constraint?: unknown };

function dbError(err: unknown): { code: string; message: string; constraint?: string } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as DbErrorLike;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : '',
    constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
  };
}

/**
 * The one translator: a StorageError passes through; a database error a client can cause maps
 * to Storage's code; anything else is internal (logged by the caller, never shown).
 */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const db = dbError(err);
  if (!db) return storageErrors.internal();
  switch (db.code) {
    case '57014': // query_canceled: its statement budget, or no embedded-database slot in time (db/slotted-db.ts)
      return storageErrors.busy();
    case sessionRefusedCode: // the token's session no longer admits it (server/lib/request-claims.ts)
      return storageErrors.accessDenied(db.message);
    case '42501': // insufficient_privilege: RLS "new row violates…" or no grant for the role
      return storageErrors.accessDenied();
    case '23505': // unique_violation on (bucket_id, name)
      return storageErrors.duplicate();
    case '23503': // foreign_key_violation: the bucket went away
      return storageErrors.noSuchBucket();
    case '23514': // check_violation: storage.enforce_bucket_limits or the name check
      if (db.message.startsWith('The object exceeded')) return storageErrors.entityTooLarge();
      if (db.message.startsWith('mime type')) {
        return storageErrors.invalidMimeType(/^mime type (\S+)/.exec(db.message)?.[1] ?? 'unknown');
      }
      if (db.constraint?.includes('name')) return storageErrors.invalidKey('');
      return storageErrors.invalidRequest('The object violates a storage constraint');
    default:
      return storageErrors.internal();
  }
}
