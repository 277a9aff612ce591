/**
 * `npm run build`: the production build of the site (client assets, prerendered pages, the
 * server-side render bundle) and its stamp, so `npm start` after it does not build again. The
 * stamp is taken before the build reads anything: a source edited meanwhile makes it stale.
 * The Hono server itself is not built: Node runs its TypeScript as is (docs/decisions/031).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkoutCommit, releaseFile } from '../server/lib/release.ts';
import { fingerprint, root, stampFile } from './build-inputs.ts';

export function buildSite(): void {
  const stamp = fingerprint();
  const bin = path.join(root, 'node_modules', '.bin', 'react-router');
  const result = spawnSync(bin, ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write('The site build failed; see the output above.\n');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, stamp);
  // The commit for a release copied without .git (server/lib/release.ts).
  const commit = process.env.RELEASE_COMMIT || checkoutCommit() || 'unknown';
  writeFileSync(releaseFile, `${JSON.stringify({ commit, builtAt: new Date().toISOString() })}\n`);
}

if (import.meta.main) buildSite();
