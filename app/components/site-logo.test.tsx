import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteIdentity } from '../../config/site-identity.ts';
import { SiteLogo } from './site-logo.tsx';

/** An SVG's drawing: its elements in order, each with its attributes sorted (presentation only). */
function drawing(svg: string): string[] {
  const inner = /<svg[^>]*>([^]*)<\/svg>/.exec(svg)?.[1] ?? '';
  return [...inner.matchAll(/<(\w+)([^>]*?)\/?>(?:<\/\1>)?/g)].map(
    ([, tag, attrs]) =>
      `${tag} ${[...(attrs ?? '').matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, k, v]) => `${k}=${v}`)
        .sort()
        .join(' ')}`,
  );
}

describe('SiteLogo', () => {
  const file = readFileSync(path.join(import.meta.dirname, '../../public', siteIdentity.logo), 'utf8');
  const inline = renderToStaticMarkup(<SiteLogo />);

  it('draws what the logo file the structured data links draws', () => {
    expect(drawing(file).length).toBeGreaterThan(3);
    expect(drawing(inline)).toEqual(drawing(file));
    expect(/viewBox="([^"]*)"/.exec(inline)?.[1]).toBe(/viewBox="([^"]*)"/.exec(file)?.[1]);
  });

  it('is decorative and 36 px square, as the image it replaced', () => {
    expect(inline).toContain('aria-hidden="true"');
    expect(inline).toMatch(/width="36" height="36"/);
    expect(inline).toContain('class="size-9"');
  });
});
