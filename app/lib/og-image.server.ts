/**
 * Preview images for social sites (Open Graph, Twitter cards): 1200×630, PNG or JPEG, the two
 * formats every site shows. A post with a cover gets its cover cropped to that shape (JPEG); any
 * other page a card drawn here with its title and the brand (PNG), from an SVG background and
 * text set by Pango (sharp's `text`), which wraps the title and fits a long one in its box.
 *
 * Font: DejaVu Sans Bold, from Debian's `fonts-dejavu-core` (installed with Chromium, and on most
 * Debian systems), when that file is present; otherwise Pango's own choice of sans-serif through
 * fontconfig. Work runs one image at a time, a few waiting; past that the route answers 503.
 * See ADR 026.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { siteIdentity as site } from '../../config/site-identity.ts';

export const ogWidth = 1200;
export const ogHeight = 630;

const fontFile = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const hasFontFile = existsSync(fontFile);
const family = hasFontFile ? 'DejaVu Sans Bold' : 'sans-serif bold';

/** Thrown when too many preview images are being made at once (the route answers 503). */
export class OgImageBusy extends Error {}

let active = 0;
const waiting: (() => void)[] = [];
async function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  if (active > 0) {
    if (waiting.length >= 8) throw new OgImageBusy('too many preview images at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    active = 1;
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active = 0;
  }
}

/** Text for Pango markup. */
function markup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text as an RGBA image at most `width` × `height`: at `size` px when it fits, else shrunk to fit. */
async function textLayer(
  text: string,
  {
    size,
    width,
    height,
    colour,
    weight = 'bold',
  }: { size: number; width: number; height: number; colour: string; weight?: 'bold' | 'normal' },
) {
  const face = weight === 'bold' ? family : family.replace(/ ?bold$/i, '').replace(/ Bold$/, '');
  const base = {
    text: `<span foreground="${colour}">${markup(text)}</span>`,
    width,
    rgba: true,
    wrap: 'word' as const,
    ...(hasFontFile ? { fontfile: fontFile } : {}),
  };
  const atSize = await sharp({ text: { ...base, font: `${face} ${size}px`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (atSize.info.height <= height) return atSize;
  // Too long at that size: Pango picks the largest size that fits the box.
  return sharp({ text: { ...base, font: face, height } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const background = (host: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#3730a3"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#4338ca" opacity="0.35"/>
  <rect x="80" y="84" width="96" height="8" rx="4" fill="#f59e0b"/>
  <g transform="translate(80 506) scale(0.875)">
    <rect width="64" height="64" rx="14" fill="#ffffff"/>
    <path d="M10 50L28 16L40 38L46 28L56 50Z" fill="#3730a3"/>
    <path d="M22 50L28 38L34 50Z" fill="#ffffff"/>
    <circle cx="48" cy="15" r="6" fill="#f59e0b"/>
    <path d="M10 54h44" stroke="#0f766e" stroke-width="4" stroke-linecap="round"/>
  </g>
  <rect x="0" y="${ogHeight - 10}" width="${ogWidth}" height="10" fill="#f59e0b"/>
  <text x="1120" y="548" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#c7d2fe">${markup(host)}</text>
</svg>`;

/** The card of a page: eyebrow (section or category), title, brand and site address. PNG. */
export function titleCard({
  title,
  eyebrow,
  summary,
}: {
  title: string;
  eyebrow: string;
  /** A line or two under the title when there is room (the page's description). */
  summary?: string | undefined;
}): Promise<Buffer> {
  return oneAtATime(async () => {
    const [head, name, brand] = await Promise.all([
      textLayer(eyebrow.toUpperCase(), { size: 28, width: 1040, height: 40, colour: '#fcd34d' }),
      textLayer(title, { size: title.length > 60 ? 58 : 70, width: 1040, height: 280, colour: '#ffffff' }),
      textLayer(site.name, { size: 34, width: 600, height: 48, colour: '#ffffff' }),
    ]);
    const layers = [
      { input: head.data, left: 80, top: 122 },
      { input: name.data, left: 80, top: 180 },
      { input: brand.data, left: 152, top: 534 - Math.round(brand.info.height / 2) },
    ];
    const summaryTop = 180 + name.info.height + 28;
    const room = 470 - summaryTop;
    if (summary && room >= 40) {
      const lines = await textLayer(summary, {
        size: 30,
        width: 1000,
        height: Math.min(room, 130),
        colour: '#e0e7ff',
        weight: 'normal',
      });
      layers.push({ input: lines.data, left: 80, top: summaryTop });
    }
    return sharp(Buffer.from(background(new URL(site.url).host)))
      .composite(layers)
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer();
  });
}

/** A cover picture cropped to 1200×630 (enlarged when smaller), without metadata. JPEG. */
export function coverCard(picture: Uint8Array): Promise<Buffer> {
  return oneAtATime(() =>
    sharp(picture, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(ogWidth, ogHeight, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
