// What the `images` bucket takes (db/migrations/0006_images_bucket.sql: allowed_mime_types and
// file_size_limit), checked in the browser before an upload so a refused file gets the spec's
// message instead of the generic 'Upload failed' (spec points 5 and 9). The server still checks
// the declared type and the file's first bytes (server/storage/sniff.ts).

/** The image types the bucket accepts; SVG, HEIC, BMP, TIFF and the rest are refused. */
export const bucketImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

/** The bucket's size limit: 5 MB (5242880 bytes). */
export const maxImageBytes = 5 * 1024 * 1024;

/** Images above this many pixels are refused (a decompression bomb fits in 5 MB): server/storage/transform.ts. */
export const maxImagePixels = 50_000_000;

export type ImageProblem = { title: string; description: string };

export const invalidImageType: ImageProblem = {
  title: 'Invalid file type',
  description: 'Please upload an image file (JPEG, PNG, etc.)',
};
export const imageTooLarge: ImageProblem = { title: 'File too large', description: 'Image must be less than 5MB' };

export const imageTooManyPixels: ImageProblem = {
  title: 'Image too large',
  description: 'The image has too many pixels: at most 50 megapixels (for example 8000 × 6000).',
};

/** The pixel cap's check, once the browser has read the image's size. */
export function checkImagePixels(width: number, height: number): ImageProblem | null {
  return width * height > maxImagePixels ? imageTooManyPixels : null;
}

/** The spec's checks on a chosen file before it is uploaded: null when it may go. */
export function checkImageUpload(file: { type: string; size: number }): ImageProblem | null {
  if (!(bucketImageTypes as readonly string[]).includes(file.type.toLowerCase())) return invalidImageType;
  if (file.size > maxImageBytes) return imageTooLarge;
  return null;
}
