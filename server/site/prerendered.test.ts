import { describe, expect, it } from 'vitest';
import { personalise, publicEnvPlaceholder } from './prerendered.ts';

describe('personalise', () => {
  const html = `<html><head><meta name="public-env" content="${publicEnvPlaceholder}"/><script>1</script><script type="module" src="/a.js"></script></head><body><scripts-not-a-tag></scripts-not-a-tag></body></html>`;

  it('adds the nonce to every script element and only to script elements', () => {
    const out = personalise(html, 'abc', '{}');
    expect(out.match(/<script nonce="abc"/g)).toHaveLength(2);
    expect(out).toContain('<scripts-not-a-tag>');
  });

  it('writes the public env escaped for an attribute', () => {
    const out = personalise(html, undefined, '{"a":"<x>&\\"y"}');
    expect(out).toContain('content="{&quot;a&quot;:&quot;&lt;x&gt;&amp;\\&quot;y&quot;}"');
    expect(out).not.toContain(publicEnvPlaceholder);
  });
});
