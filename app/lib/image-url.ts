/**
 * Pictures from the storage bucket at the size the screen needs: the transformation URL
 * Supabase Storage answers (`/storage/v1/render/image/public/{bucket}/{path}?width=&height=
 * &resize=`), built exactly as supabase-js's `getPublicUrl(path, { transform })` builds it, but
 * without loading supabase-js on pages that only show pictures. The format is left to the
 * server, which answers AVIF or WebP as the browser's Accept header allows (ADR 026).
 */

export type ImageTransform = {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
};

const objectPath = '/storage/v1/object/public/';
const renderPath = '/storage/v1/render/image/public/';

/** The transformation URL of a storage public URL, or undefined for any other picture. */
export function transformedImageUrl(publicUrl: string, t: ImageTransform): string | undefined {
  const at = publicUrl.indexOf(objectPath);
  if (at < 0) return undefined;
  const base = publicUrl.slice(0, at) + renderPath + publicUrl.slice(at + objectPath.length).split(/[?#]/)[0];
  // supabase-js's order: width, height, resize, format, quality.
  const query = new URLSearchParams();
  if (t.width) query.set('width', String(t.width));
  if (t.height) query.set('height', String(t.height));
  if (t.resize) query.set('resize', t.resize);
  if (t.quality) query.set('quality', String(t.quality));
  const qs = query.toString();
  return qs ? `${base}?${qs}` : base;
}

/** The widths a wide picture (cover) is offered in; shared by cards and the post page, so cached once. */
export const coverWidths = [400, 640, 800, 960, 1280, 1600] as const;

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`/`srcSet`/`sizes` for a picture shown `sizes` wide at `aspect` (width / height), cropped
 * to that shape by the server; a picture that is not in the bucket is used as it is.
 */
export function responsiveImage(url: string, { aspect, sizes }: { aspect: number; sizes: string }): ResponsiveImage {
  const at = (width: number) =>
    transformedImageUrl(url, { width, height: Math.round(width / aspect), resize: 'cover' });
  const fallback = at(960);
  if (!fallback) return { src: url };
  return { src: fallback, srcSet: coverWidths.map((w) => `${at(w)} ${w}w`).join(', '), sizes };
}

/** A square picture (avatar) of `size` CSS pixels, for screens of 1 to 3 device pixels per pixel. */
export function squareImage(url: string, size: number): ResponsiveImage {
  const at = (d: number) => transformedImageUrl(url, { width: size * d, height: size * d, resize: 'cover' });
  const one = at(1);
  if (!one) return { src: url };
  return { src: one, srcSet: [1, 2, 3].map((d) => `${at(d)} ${d}x`).join(', ') };
}
