import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { renderTotpQrCode } from './totp-qr-code.ts';

const uri =
  'otpauth://totp/localhost:someone%40example.test?issuer=localhost&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

/** The SVG's white square and black runs drawn into RGBA pixels, `scale` per module. */
function rasterise(svg: string, scale: number) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { width, height: width, data };
}

describe('renderTotpQrCode', () => {
  it('is raw SVG markup, sized as GoTrue sizes it (3 px per module, four-module quiet zone)', () => {
    const svg = renderTotpQrCode(uri);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(svg.endsWith('</svg>')).toBe(true);
    const [, width, height, modules] = /width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) \3"/.exec(svg)!;
    expect(width).toBe(height);
    expect(Number(width)).toBe(Number(modules) * 3);
    // Version n has 17 + 4n modules; with the quiet zone, 8 more.
    expect((Number(modules) - 8 - 17) % 4).toBe(0);
  });

  it('scans back to the URI', () => {
    expect(decodeQR(rasterise(renderTotpQrCode(uri), 4))).toBe(uri);
  });
});
