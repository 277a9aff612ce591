/**
 * Decides an upload's type from its first bytes, never from its name or declared type.
 * Raster images are recognised (JPEG, PNG, GIF, WebP, AVIF), plain text (UTF-8 that is not
 * markup) for buckets whose types admit it (ADR 031), and PDF (`%PDF-`) for buckets that name
 * it (the whitepapers, migration 0230); anything else is described (SVG, HTML, XML, binary) so
 * the refusal can say what it saw.
 */

export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof imageTypes)[number];
/** What an upload may be stored as. */
export type StoredType = ImageType | 'text/plain' | 'application/pdf';

export function isImageType(type: string): type is ImageType {
  return (imageTypes as readonly string[]).includes(type);
}

/** How many leading bytes the sniffer wants (fewer when the whole file is shorter). */
export const sniffBytes = 256;

const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

function startsWith(b: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (b.length < offset + sig.length) return false;
  return sig.every((v, i) => b[offset + i] === v);
}

function isAvif(b: Uint8Array): boolean {
  // ISO-BMFF: box size (u32 BE), 'ftyp', major brand, minor version, compatible brands…
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = ((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0);
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, b.length); at += 4) brands.push(ascii(b, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The image type of a file starting with `head`, or undefined when it is not one we accept. */
export function sniffImage(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(head)) return 'image/avif';
  return undefined;
}

/** A best guess at what a refused file is, for the error message. */
export function describeContent(head: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(head);
  // A multi-byte character cut at the end of the head still counts as text.
  const whole = text.length > 3 ? text.slice(0, -3) : text;
  // eslint-disable-next-line no-control-regex
  if (text.length === 0 || whole.includes('\uFFFD') || /[\x00-\x08\x0e-\x1f]/.test(whole)) {
    return 'application/octet-stream';
  }
  const t = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/<svg[\s>]/.test(t)) return 'image/svg+xml';
  if (t.startsWith('<?xml')) return 'application/xml';
  if (t.startsWith('<')) return 'text/html';
  return 'text/plain';
}

/** A PDF starts with its header, `%PDF-` and a version digit (ISO 32000). */
const isPdf = (head: Uint8Array): boolean =>
  head.length >= 8 && ascii(head, 0, 5) === '%PDF-' && /[0-9]/.test(ascii(head, 5, 6));

/** The type an upload starting with `head` is stored as, or undefined when it is none we accept. */
export function sniffStored(head: Uint8Array): StoredType | undefined {
  if (isPdf(head)) return 'application/pdf';
  return sniffImage(head) ?? (describeContent(head) === 'text/plain' ? 'text/plain' : undefined);
}
