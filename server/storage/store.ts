/**
 * Where object bytes live. The database holds the rows (who, what type, which version); a store
 * holds the bytes of each version under (bucket, key, version). Versions are never overwritten:
 * an upload writes a new version, the row is switched to it in a transaction, and the old
 * version is discarded after the commit (discard.ts). So a failed upload leaves the old bytes
 * untouched, a backup can copy exactly the versions its database snapshot names, and a store
 * needs no transactions.
 *
 * A version may have derived renditions beside it (`variant`, e.g. a resized copy an image
 * endpoint caches); deleting the version deletes them too. A store knows nothing of who may read
 * what: buckets' privacy is row-level security on `storage.objects`, and every read goes through
 * /storage/v1, so one store serves public and private buckets alike.
 *
 * Two backends implement it: files under DATA_DIR/storage (disk-store.ts, the default) and an
 * S3-compatible bucket (s3-store.ts, `STORAGE_BACKEND=s3`). Both lay objects out the same way,
 * `objects/{bucket}/{key}/~{version}[.{variant}]` (storagePath below). See ADR 022.
 */
import { isValidBucketId, isValidKey } from './object-key.ts';
import { isUuid } from '../../rules/uuid.ts';

export type ObjectLocation = {
  bucket: string;
  key: string;
  version: string;
  /** A rendition derived from this version (lowercase letters, digits, `-`); absent for the original. */
  variant?: string;
};

export type StoredObject = {
  size: number;
  /** The bytes; the caller must consume or cancel it. */
  body: ReadableStream<Uint8Array>;
};

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /**
   * Readies the store at boot: checks that it can be used (its directory can be made, its
   * bucket answers) and tidies what a crash left (interrupted uploads on disk).
   */
  prepare(): Promise<void>;
  /**
   * Streams `body` into place. The object becomes visible at `location` only complete; when
   * `body` throws, nothing is left behind and that same error is rethrown.
   */
  put(location: ObjectLocation, body: AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** The object's bytes, or undefined when it does not exist. */
  get(location: ObjectLocation): Promise<StoredObject | undefined>;
  /** The object's size, or undefined when it does not exist. */
  stat(location: ObjectLocation): Promise<{ size: number } | undefined>;
  /**
   * Removes the object; without a `variant`, the version and every rendition of it. A missing
   * object is not an error.
   */
  delete(location: ObjectLocation): Promise<void>;
  /** The renditions stored beside a version (their `variant` names), at most `max` of them. */
  variants(location: ObjectLocation, max: number): Promise<string[]>;
  /** Whether the store holds no object at all (restore refuses a non-empty target). */
  isEmpty(): Promise<boolean>;
  /** Deletes every object (restore --force). */
  clear(): Promise<void>;
}

const variantShape = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Top folder (disk) or key prefix (S3) of every object. */
export const objectsRoot = 'objects';

/** The file name of a version (`~{version}`) or of one of its renditions (`~{version}.{variant}`). */
export function versionName({ version, variant }: Pick<ObjectLocation, 'version' | 'variant'>): string {
  return variant === undefined ? `~${version}` : `~${version}.${variant}`;
}

/**
 * `objects/{bucket}/{key}/~{version}[.{variant}]`, after checking every part. Each key is a
 * folder of versions, so `a` and `a/b` can both be objects; `~` cannot occur in keys, so a
 * version never meets a key segment.
 */
export function storagePath(location: ObjectLocation): string {
  const { bucket, key, version, variant } = location;
  const safe =
    isValidBucketId(bucket) &&
    isValidKey(key) &&
    // Versions are made by randomUUID(): lower case, so one version has one name on disk.
    isUuid(version) &&
    version === version.toLowerCase() &&
    (variant === undefined || variantShape.test(variant));
  if (!safe) throw new Error(`unsafe object location ${JSON.stringify(location)}`);
  return `${objectsRoot}/${bucket}/${key}/${versionName(location)}`;
}

/** The location a storage path names, or undefined when it names none (backup archives). */
export function locationOf(storedPath: string): ObjectLocation | undefined {
  const m = /^objects\/([^/]+)\/(.+)\/~([0-9a-f-]{36})(?:\.([a-z0-9-]+))?$/.exec(storedPath);
  if (!m) return undefined;
  const location: ObjectLocation = { bucket: m[1]!, key: m[2]!, version: m[3]! };
  if (m[4] !== undefined) location.variant = m[4];
  try {
    storagePath(location);
    return location;
  } catch {
    return undefined;
  }
}

/** One buffer as the body `put` takes. */
export async function* bodyOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
