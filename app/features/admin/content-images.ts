import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import { checkImagePixels, checkImageUpload, type ImageProblem } from '#rules/image-upload.ts';
import type { ContentType } from '#rules/content-model.ts';
import { touchedRows } from './touched-rows.ts';

type Db = BrowserSupabase;

/**
 * The studio's image library (ADR 038, migration 0370): images in the public `content` bucket,
 * each with its required alt text in public.content_images. An entry that picks one stores its
 * site path (`libraryImageUrl`) and the alt text next to it; the library shows where each image
 * is used and deletes only unused ones (the database refuses the rest, naming the entries).
 */
export const libraryBucket = 'content';
const publicPrefix = `/storage/v1/object/public/${libraryBucket}/`;

/** An image's address on the site (relative, so it works on every host). */
export const libraryImageUrl = (path: string) => publicPrefix + path;

export type ImageUse = { id: string; type: ContentType; slug: string; status: string; title: string };
export type LibraryImage = { path: string; url: string; alt: string; created_at: string; used_by: ImageUse[] };

export async function listLibraryImages(supabase: Db): Promise<LibraryImage[]> {
  const { data, error } = await supabase.rpc('content_image_library');
  if (error) throw error;
  return ((data ?? []) as Omit<LibraryImage, 'url'>[]).map((row) => ({ ...row, url: libraryImageUrl(row.path) }));
}

/** What an upload needs: alt text, and a file of the type, size and pixel count the site's uploads take. */
export function checkLibraryUpload(
  file: { type: string; size: number } | null,
  alt: string,
  pixels: { width: number; height: number } | null,
): ImageProblem | null {
  if (!file || file.size === 0) return { title: 'No image chosen', description: 'Choose an image file to upload.' };
  if (alt.trim() === '')
    return {
      title: 'Alt text is required',
      description:
        'Describe the image for people who cannot see it (for example “Asha Verma speaking at a workshop”). Nothing was uploaded.',
    };
  if (alt.trim().length > 300)
    return { title: 'Alt text too long', description: 'Alt text is at most 300 characters.' };
  return checkImageUpload(file) ?? (pixels ? checkImagePixels(pixels.width, pixels.height) : null);
}

/** `library/{time}-{random}.{ext}` (the path the table's check and the bucket's policy take). */
export function libraryPath(file: { name: string; type: string }, now = Date.now()): string {
  const extension = (/^image\/([a-z0-9]{1,8})/i.exec(file.type)?.[1] ?? 'img').toLowerCase().replace('jpeg', 'jpg');
  return `library/${now}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
}

/**
 * Adds an image: its row with the alt text first (the bucket takes the object only then), then
 * the object; a refused upload takes the row out again, so nothing half-made is left.
 */
export async function uploadLibraryImage(supabase: Db, file: File, alt: string): Promise<LibraryImage> {
  const path = libraryPath(file);
  const row = await supabase.from('content_images').insert({ path, alt: alt.trim() });
  if (row.error) throw row.error;
  const storage = await supabase.storage();
  const { error } = await storage
    .from(libraryBucket)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (error) {
    await supabase.from('content_images').delete().eq('path', path);
    throw new Error(`The image could not be uploaded: ${error.message}`);
  }
  return { path, url: libraryImageUrl(path), alt: alt.trim(), created_at: new Date().toISOString(), used_by: [] };
}

/** Deletes an unused image: its row (refused while an entry uses it, with where), then the object. */
export async function deleteLibraryImage(supabase: Db, path: string): Promise<void> {
  touchedRows(
    await supabase.from('content_images').delete().eq('path', path).select('path'),
    'The image was not found: it may be deleted already.',
  );
  const storage = await supabase.storage();
  const removed = await storage.from(libraryBucket).remove([path]);
  if (removed.error)
    throw new Error(`The image left the library, but its file was not removed: ${removed.error.message}`);
}

/** The image's size as the browser reads it from its header (for the pixel cap); null when it cannot. */
export function imagePixels(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}
