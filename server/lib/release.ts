/**
 * Which release this process runs: the package version and the commit. Shown by `/healthz`, the
 * `X-App-Version` header, every log line and the `app_info` metric, so an operator sees which
 * instance runs what during a rolling deploy.
 *
 * The commit is RELEASE_COMMIT when the deploy sets it, else the checkout's (`git rev-parse`),
 * else the one `npm run build` recorded in `build/release.json` (a release copied without .git),
 * else `unknown`. Read once per process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Release = { version: string; commit: string };

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
export const releaseFile = path.join(buildDir, 'release.json');

let cached: Release | undefined;

export function currentRelease(): Release {
  cached ??= {
    version: (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version,
    commit: process.env.RELEASE_COMMIT || checkoutCommit() || builtCommit() || 'unknown',
  };
  return cached;
}

/** `version+commit`, as the X-App-Version header carries it. */
export function releaseLabel(release: Release = currentRelease()): string {
  return `${release.version}+${release.commit}`;
}

export function checkoutCommit(): string | undefined {
  try {
    const out = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    });
    return out.toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

function builtCommit(): string | undefined {
  try {
    const commit = (JSON.parse(readFileSync(releaseFile, 'utf8')) as { commit?: unknown }).commit;
    return typeof commit === 'string' && commit !== 'unknown' ? commit : undefined;
  } catch {
    return undefined;
  }
}
