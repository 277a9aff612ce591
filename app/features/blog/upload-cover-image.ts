import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import { checkImageUpload, maxImageBytes } from '#rules/image-upload.ts';
import { BlogDataError } from './types.ts';

export const coverBucket = 'images';
export const coverFolder = 'blog-images';
/** 5 MB (spec point 9). */
export const maxCoverBytes = maxImageBytes;

export type CoverCheck = { ok: true } | { ok: false; title: string; description: string };

/**
 * The spec's checks before any upload: an image type the bucket takes (an image/* it refuses,
 * such as SVG, HEIC, BMP or TIFF, is an 'Invalid file type' too) and at most 5 MB.
 */
export function checkCoverFile(file: { type: string; size: number }): CoverCheck {
  const problem = checkImageUpload(file);
  return problem ? { ok: false, ...problem } : { ok: true };
}

/** `blog-images/{timestamp}-{random}.{extension}`; the extension comes from the name, else the type. */
export function coverPath(file: { name: string; type: string }, now = Date.now(), random = Math.random()): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  const fromType = /^image\/([a-z0-9]{1,8})/i.exec(file.type)?.[1];
  const extension = (fromName ?? fromType ?? 'img').toLowerCase();
  return `${coverFolder}/${now}-${random.toString(36).slice(2, 10)}.${extension}`;
}

/** Uploads a checked cover image to the public bucket and returns its public URL. */
export async function uploadCoverImage({ supabase, file }: { supabase: BrowserSupabase; file: File }): Promise<string> {
  const path = coverPath(file);
  const storage = await supabase.storage();
  const { error } = await storage
    .from(coverBucket)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (error) throw new BlogDataError('Failed to upload image', error);
  return storage.from(coverBucket).getPublicUrl(path).data.publicUrl;
}
