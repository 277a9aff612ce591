/**
 * Supabase Storage's image transformations, made with sharp: the query parameters supabase-js
 * sends (`getPublicUrl(path, { transform })`: width, height, resize, quality, format), checked
 * as Storage's schema checks them, the output format chosen from the browser's Accept header,
 * the name a result is cached under, and the rendering itself. See ADR 026.
 *
 * Matches Storage (src/http/schemas/transformations.ts, src/storage/renderer/image.ts): width and
 * height are integers ≥ 0 (0 = not given) clamped to 1–2500; resize is cover (default), contain
 * or fill; quality an integer 20–100 (default 80); format origin, avif or webp, and when absent
 * the best the Accept header names (AVIF, then WebP, else the original's format). Images are
 * never enlarged, as imgproxy does by default.
 *
 * Unlike Storage, a size is one of `renditionSizes` (issue #26): a width (or, alone, a height)
 * rounds up to the next one and the other side follows in proportion, so a client asking for
 * every width in turn gets a few dozen distinct renders, not thousands. The browser scales the
 * slightly larger picture down; the site's own sizes are in the set and come back exact.
 */
import sharp, { type FitEnum } from 'sharp';
import { maxImagePixels } from '../../rules/image-upload.ts';
import { storageErrors } from './errors.ts';
import type { ImageType } from './sniff.ts';

export const maxDimension = 2500;
export const defaultQuality = 80;
/** Sources above this many pixels are refused (a decompression bomb fits in 5 MB). */
export const maxInputPixels = maxImagePixels;

export type Resize = 'cover' | 'contain' | 'fill';
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

export type Transform = {
  width: number | undefined;
  height: number | undefined;
  resize: Resize;
  quality: number;
  /** undefined: decided per request by Accept; 'origin': the source's own format. */
  format: 'avif' | 'webp' | 'origin' | undefined;
};

/**
 * The sizes a rendition is made at: the site's own (cover widths 400–1600 in app/lib/image-url.ts,
 * avatars of 36 and 96 CSS pixels at 1–3×) and steps between them, up to `maxDimension`.
 */
export const renditionSizes = [
  16, 32, 36, 48, 64, 72, 96, 108, 128, 160, 192, 200, 256, 288, 320, 400, 480, 640, 800, 960, 1080, 1280, 1600, 1920,
  2500,
] as const;

/** The smallest rendition size at least `n` (n ≤ maxDimension). */
export function renditionSize(n: number): number {
  return renditionSizes.find((size) => size >= n) ?? maxDimension;
}

/** Width and height rounded to rendition sizes: the width (else the height) up, the other in proportion. */
function toRenditionSize(width: number | undefined, height: number | undefined) {
  if (width !== undefined) {
    const w = renditionSize(width);
    const h = height === undefined ? undefined : Math.min(maxDimension, Math.max(1, Math.round((height * w) / width)));
    return { width: w, height: h };
  }
  return { width: undefined, height: height === undefined ? undefined : renditionSize(height) };
}

const integer = /^\d{1,9}$/;

function dimension(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!integer.test(value)) throw storageErrors.invalidRequest(`querystring/${name} must be integer >= 0`);
  const n = Number(value);
  return n === 0 ? undefined : Math.min(Math.max(n, 1), maxDimension);
}

/** The transformation a query names, or a 400 for what Storage's schema refuses. */
export function parseTransform(query: (name: string) => string | undefined): Transform {
  const { width, height } = toRenditionSize(dimension('width', query('width')), dimension('height', query('height')));
  const resize = query('resize') || 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill') {
    throw storageErrors.invalidRequest('querystring/resize must be equal to one of the allowed values');
  }
  const q = query('quality');
  let quality = defaultQuality;
  if (q !== undefined && q !== '') {
    if (!integer.test(q) || Number(q) < 20 || Number(q) > 100) {
      throw storageErrors.invalidRequest('querystring/quality must be an integer between 20 and 100');
    }
    quality = Number(q);
  }
  const format = query('format') || undefined;
  if (format !== undefined && format !== 'origin' && format !== 'avif' && format !== 'webp') {
    throw storageErrors.invalidRequest('querystring/format must be equal to one of the allowed values');
  }
  return { width, height, resize, quality, format };
}

const originFormats: Record<ImageType, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Whether an Accept header admits `type` (an explicit q=0 refuses it). */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== type) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The format to answer in: the one asked for, else the best the browser accepts, else the source's. */
export function outputFormat(t: Transform, source: ImageType, accept: string | undefined): OutputFormat {
  if (t.format === 'avif' || t.format === 'webp') return t.format;
  if (t.format === undefined && accept) {
    if (accepts(accept, 'image/avif')) return 'avif';
    if (accepts(accept, 'image/webp')) return 'webp';
  }
  return originFormats[source];
}

export const outputTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The store variant a result is cached as, e.g. `r640x360-cover-q80-avif` (store.ts's shape). */
export function variantName(t: Transform, format: OutputFormat): string {
  return `r${t.width ?? 0}x${t.height ?? 0}-${t.resize}-q${t.quality}-${format}`;
}

const fits: Record<Resize, keyof FitEnum> = { cover: 'cover', contain: 'inside', fill: 'fill' };

/** Renders `source` (the stored bytes) as `t` asks, in `format`; the result carries no metadata. */
export async function renderImage(source: Uint8Array, t: Transform, format: OutputFormat): Promise<Buffer> {
  let image = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
  if (t.width !== undefined || t.height !== undefined) {
    image = image.resize({
      width: t.width,
      height: t.height,
      fit: fits[t.resize],
      withoutEnlargement: true,
    });
  }
  image = image.timeout({ seconds: 20 });
  switch (format) {
    case 'avif':
      // Effort 2 of 9: about four times faster than the default for a few percent more bytes.
      return image.avif({ quality: Math.max(t.quality - 20, 20), effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: t.quality }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: t.quality, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
