/**
 * The checks an upload passes while it streams, before any byte is kept: its size is counted
 * and the stream fails at `limit + 1` bytes (EntityTooLarge); its first bytes decide its type
 * and anything but an image or plain text fails before anything reaches the store
 * (InvalidMimeType; the bucket's types decide whether text is welcome); an empty body
 * fails (No content provided). It also computes the MD5 that becomes the object's ETag.
 */
import { createHash } from 'node:crypto';
import { storageErrors } from './errors.ts';
import { describeContent, sniffBytes, sniffStored, type StoredType } from './sniff.ts';

export type Inspection = { size: number; mimetype: StoredType; md5: string };

export type InspectOptions = {
  /** The most bytes accepted (bucket limit, capped by the server's own). */
  limit: number;
  /** Whether the bucket takes this type (its allowed_mime_types). */
  accepts: (mime: StoredType) => boolean;
};

/**
 * Passes `source` through, chunk by chunk, running the checks. `result` is filled in once the
 * type is known and completed when the stream ends.
 */
export async function* inspectUpload(
  source: AsyncIterable<Uint8Array>,
  options: InspectOptions,
  result: Partial<Inspection>,
): AsyncGenerator<Uint8Array> {
  const md5 = createHash('md5');
  let size = 0;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let checked = false;

  const check = () => {
    const first = Buffer.concat(head, headBytes);
    if (first.length === 0) throw storageErrors.noContent();
    const mime = sniffStored(first);
    if (!mime) throw storageErrors.invalidMimeType(describeContent(first));
    if (!options.accepts(mime)) throw storageErrors.invalidMimeType(mime);
    result.mimetype = mime;
    checked = true;
  };

  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > options.limit) throw storageErrors.entityTooLarge();
    md5.update(chunk);
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.byteLength;
    if (headBytes >= sniffBytes) {
      check();
      const held = head;
      head = [];
      for (const c of held) yield c;
    }
  }
  if (!checked) {
    check();
    for (const c of head) yield c;
  }
  result.size = size;
  result.md5 = md5.digest('hex');
}
