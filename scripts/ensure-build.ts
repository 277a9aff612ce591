/**
 * `npm start` runs this first: it builds the site when the build is missing or older than any
 * of its sources (scripts/build-inputs.ts), so a fresh clone needs only `npm install && npm start`,
 * and `npm run build` then `npm start` builds once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir, fingerprint, stampFile } from './build-inputs.ts';
import { buildSite } from './build.ts';

export function buildIsFresh(): boolean {
  return (
    existsSync(path.join(buildDir, 'server', 'index.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint()
  );
}

export function ensureBuild(): void {
  if (buildIsFresh()) return;
  process.stdout.write('Building the site (sources changed since the last build)...\n');
  buildSite();
}

if (import.meta.main) ensureBuild();
