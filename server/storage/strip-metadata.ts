/**
 * Uploaded pictures lose their metadata before they are stored: a phone photo's EXIF carries
 * where it was taken (GPS), when, and with what device. A picture that carries EXIF, XMP, IPTC
 * or a rotation is turned upright (its EXIF orientation applied) and re-encoded in its own
 * format without any of it, colours converted to sRGB; a picture with none is stored byte for
 * byte. Bytes sharp cannot read are stored as they came (the type checks already passed). See
 * ADR 026.
 */
import sharp, { type Metadata } from 'sharp';
import type { ImagePool } from './image-pool.ts';
import type { ImageType } from './sniff.ts';
import { maxInputPixels } from './transform.ts';

/** Whether sharp's reading of a picture shows anything to remove or a rotation to apply. */
function hasMetadata(meta: Metadata): boolean {
  return Boolean(
    meta.exif || meta.xmp || meta.iptc || (meta.comments && meta.comments.length > 0) || (meta.orientation ?? 1) !== 1,
  );
}

export async function stripMetadata(bytes: Buffer, type: ImageType, pool: ImagePool): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  } catch {
    return bytes;
  }
  if (!hasMetadata(meta)) return bytes;
  const animated = (meta.pages ?? 1) > 1;
  return pool.run(
    () => {
      let image = sharp(bytes, { limitInputPixels: maxInputPixels, animated }).timeout({ seconds: 30 });
      if (!animated) image = image.rotate();
      switch (type) {
        case 'image/jpeg':
          return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
        case 'image/png':
          return image.png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer();
        case 'image/webp':
          return image.webp({ quality: 90 }).toBuffer();
        case 'image/avif':
          return image.avif({ quality: 70, effort: 4 }).toBuffer();
        case 'image/gif':
          return image.gif().toBuffer();
      }
    },
    { upload: true },
  );
}
