/**
 * Object keys and bucket ids as Storage accepts them, plus the stricter rules of a disk backend:
 * Storage's character set (ASCII letters, digits and `_ / ! - . * ' ( ) space & $ @ = ; : + , ?`),
 * at most 1024 characters, no leading `/`, no empty, `.` or `..` segment, segments of at most
 * 255 bytes (a file name on disk). Anything else is refused with InvalidKey before any I/O.
 */
import { storageErrors } from './errors.ts';

const keyChars = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const bucketChars = /^[\w!\-.*'() &$@=;:+,?]+$/;
const maxKeyLength = 1024;
const maxSegmentBytes = 255;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > maxKeyLength || !keyChars.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && Buffer.byteLength(s) <= maxSegmentBytes);
}

export function isValidBucketId(id: string): boolean {
  return id.length > 0 && id.length <= 100 && bucketChars.test(id) && id !== '.' && id !== '..';
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw storageErrors.invalidKey(key);
  return key;
}

export function assertBucketId(id: string): string {
  if (!isValidBucketId(id)) throw storageErrors.invalidBucketName(id);
  return id;
}

function decode(part: string, onError: () => Error): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw onError();
  }
}

/**
 * The bucket and key of an object URL, read from the raw (still percent-encoded) path after
 * `marker`, e.g. `/object/public/`: `…/object/public/images/blog-images/a%20b.png` →
 * `{ bucket: 'images', key: 'blog-images/a b.png' }`. Each part is decoded once, so `%2F`
 * stays inside a segment only as far as the key rules allow and `%2e%2e` is caught as `..`.
 */
export function objectTarget(url: string, marker: string): { bucket: string; key: string } {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(marker);
  const rest = at === -1 ? '' : pathname.slice(at + marker.length);
  const slash = rest.indexOf('/');
  const rawBucket = slash === -1 ? rest : rest.slice(0, slash);
  const rawKey = slash === -1 ? '' : rest.slice(slash + 1);
  const bucket = assertBucketId(decode(rawBucket, () => storageErrors.invalidBucketName(rawBucket)));
  const key = assertKey(decode(rawKey, () => storageErrors.invalidKey(rawKey)));
  return { bucket, key };
}

/** The bucket id of a URL like `…/object/list/{bucket}` or `…/bucket/{id}`. */
export function bucketTarget(url: string, marker: string): string {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(marker);
  const raw = at === -1 ? '' : pathname.slice(at + marker.length).replace(/\/+$/, '');
  return assertBucketId(decode(raw, () => storageErrors.invalidBucketName(raw)));
}
