/**
 * `npm start` runs this first: it builds the site when the build is missing or older than its
 * sources, so a fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const stampFile = path.join(buildDir, '.source-stamp');
const inputs = ['app', 'config', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function fingerprint(): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest('hex');
}

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
  writeFileSync(stampFile, fingerprint());
}

if (import.meta.main) ensureBuild();
