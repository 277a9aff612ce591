import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The HTML files React Router prerendered at build time, keyed by URL path ('/', '/careers').
 * They are read once; each response gets the request's CSP nonce on its inline scripts and the
 * runtime public environment in place of the build-time placeholder.
 */
export function loadPrerendered(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/');
        pages.set(rel === '' ? '/' : `/${rel}`, readFileSync(full, 'utf8'));
      }
    }
  };
  walk(clientDir);
  return pages;
}

export const publicEnvPlaceholder = '__PUBLIC_ENV_JSON__';

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Adds the nonce to every script tag and writes the public environment into its meta tag. */
export function personalise(html: string, nonce: string | undefined, publicEnvJson: string): string {
  let out = html.replace(publicEnvPlaceholder, escapeAttr(publicEnvJson));
  if (nonce) out = out.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
  return out;
}
