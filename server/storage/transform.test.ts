import { describe, expect, it } from 'vitest';
import { outputFormat, parseTransform, renditionSizes, variantName } from './transform.ts';

const parse = (q: Partial<Record<string, string>>) => parseTransform((name) => q[name]);

describe('image transformation parameters', () => {
  it('reads what supabase-js sends, with Storage defaults and clamps', () => {
    expect(parse({ width: '640', height: '360', resize: 'cover' })).toEqual({
      width: 640,
      height: 360,
      resize: 'cover',
      quality: 80,
      format: undefined,
    });
    expect(parse({ width: '0', height: '99999', quality: '20', format: 'origin' })).toMatchObject({
      width: undefined,
      height: 2500,
      quality: 20,
      format: 'origin',
    });
  });

  it("refuses what Storage's schema refuses", () => {
    for (const q of [
      { width: 'x' },
      { height: '-1' },
      { quality: '19' },
      { quality: '1e2' },
      { resize: 'crop' },
      { format: 'png' },
    ]) {
      expect(() => parse(q), JSON.stringify(q)).toThrow(/querystring/);
    }
  });

  it('picks AVIF, then WebP, from Accept; the original without either or with format=origin', () => {
    const t = parse({ width: '10' });
    expect(outputFormat(t, 'image/png', 'image/avif,image/webp,*/*;q=0.8')).toBe('avif');
    expect(outputFormat(t, 'image/png', 'image/avif;q=0,image/webp')).toBe('webp');
    expect(outputFormat(t, 'image/jpeg', '*/*')).toBe('jpeg');
    expect(outputFormat(t, 'image/jpeg', undefined)).toBe('jpeg');
    expect(outputFormat(parse({ format: 'origin' }), 'image/gif', 'image/avif')).toBe('gif');
    expect(outputFormat(parse({ format: 'webp' }), 'image/png', '*/*')).toBe('webp');
    expect(variantName(t, 'avif')).toBe('r16x0-cover-q80-avif');
  });

  it('rounds a width (else a height) up to the next rendition size, the other side in proportion', () => {
    expect(parse({ width: '300' })).toMatchObject({ width: 320, height: undefined });
    expect(parse({ width: '300', height: '150' })).toMatchObject({ width: 320, height: 160 });
    expect(parse({ width: '640', height: '360' })).toMatchObject({ width: 640, height: 360 });
    expect(parse({ height: '50' })).toMatchObject({ width: undefined, height: 64 });
    expect(parse({ width: '2499', height: '2500' })).toMatchObject({ width: 2500, height: 2500 });
    expect(parse({ width: '1', height: '2500' })).toMatchObject({ width: 16, height: 2500 });
    // Every width a client may ask for lands on one of a few dozen sizes.
    const widths = new Set(Array.from({ length: 2500 }, (_, i) => parse({ width: String(i + 1) }).width));
    expect(widths.size).toBe(renditionSizes.length);
  });
});
