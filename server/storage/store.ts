/**
 * Where object bytes live. The database holds the rows (who, what type, which version); a store
 * holds the bytes of each version under (bucket, key, version). Versions are never overwritten:
 * an upload writes a new version, the row is switched to it in a transaction, and the old
 * version is deleted after the commit. So a failed upload leaves the old bytes untouched, and
 * a store needs no transactions. The disk store is the default; an S3-compatible store
 * implements the same four calls (see docs/decisions/).
 */

export type ObjectLocation = { bucket: string; key: string; version: string };

export type StoredObject = {
  size: number;
  /** The bytes; the caller must consume or cancel it. */
  body: ReadableStream<Uint8Array>;
};

export interface ObjectStore {
  /**
   * Streams `body` into place. The object becomes visible at `location` only complete (written
   * aside, then moved); when `body` throws, nothing is left behind and the error is rethrown.
   */
  put(location: ObjectLocation, body: AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** The object's bytes, or undefined when it does not exist. */
  get(location: ObjectLocation): Promise<StoredObject | undefined>;
  /** The object's size, or undefined when it does not exist. */
  stat(location: ObjectLocation): Promise<{ size: number } | undefined>;
  /** Removes the object; a missing object is not an error. */
  delete(location: ObjectLocation): Promise<void>;
}
