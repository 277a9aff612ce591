import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipFilled, gzipTemplate, templateBytes, textFilled } from './gzip-template.ts';

const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><style>${'body{margin:0}'.repeat(400)}</style>` +
  `<script nonce="${nonce}">var a=1</script></head><body>${'<p>Ünïcödé ☃ text</p>'.repeat(200)}` +
  `<script nonce="${nonce}">go()</script></body></html>`;

describe('gzip templates', () => {
  const parts = html('\u0000').split('\u0000');
  const template = gzipTemplate(parts);

  it('decompresses to the text with each fill in every hole', () => {
    for (const nonce of ['abc123==', 'x', '', 'ü'.repeat(5)]) {
      const gz = gzipFilled(template, nonce);
      expect(gunzipSync(gz).toString('utf8')).toBe(html(nonce));
      expect(textFilled(template, nonce).toString('utf8')).toBe(html(nonce));
    }
  });

  it('compresses about as well as compressing the whole text', () => {
    const gz = gzipFilled(template, 'R4nd0mN0nc3V4lu3AbCdEf==');
    expect(gz.length).toBeLessThan(Buffer.byteLength(html('R4nd0mN0nc3V4lu3AbCdEf==')) / 5);
  });

  it('holds fills longer than one stored block, and a text without holes', () => {
    const long = 'n'.repeat(70_000);
    expect(gunzipSync(gzipFilled(template, long)).toString('utf8')).toBe(html(long));
    const whole = gzipTemplate(['only one part']);
    expect(gunzipSync(gzipFilled(whole, 'unused')).toString('utf8')).toBe('only one part');
    expect(gunzipSync(gzipFilled(gzipTemplate(['']), 'x')).toString('utf8')).toBe('');
  });

  it('compresses a shared text once and reuses it wherever it recurs', () => {
    const css = 'body{margin:0}'.repeat(400);
    const other = gzipTemplate(['<p>another page</p>', `<style>${css}</style><p>and ${css}</p>`], { shared: [css] });
    const first = gzipTemplate(parts, { shared: [css] });
    for (const [t, text] of [
      [first, html('n0nce')],
      [other, `<p>another page</p>n0nce<style>${css}</style><p>and ${css}</p>`],
    ] as const)
      expect(gunzipSync(gzipFilled(t, 'n0nce')).toString('utf8')).toBe(text);
    const sharedOf = (t: typeof first) => t.parts.flat().filter((p) => p.shared);
    expect(sharedOf(first)).toHaveLength(1);
    expect(sharedOf(other)).toHaveLength(2);
    // The very same compressed bytes, not a copy: made once per process.
    expect(sharedOf(other)[0]!.deflated).toBe(sharedOf(first)[0]!.deflated);
    expect(templateBytes(first)).toBeLessThan(templateBytes(template));
  });
});
