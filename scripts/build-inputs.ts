/**
 * What the site build reads, and the stamp that says a build is of these sources.
 *
 * `buildInputs` are the folders and files the build may read; `fingerprint()` hashes every file
 * in them (path and contents, ~4 MB, a few tens of milliseconds: a copy, a checkout or
 * `npm prune` rewriting the lock with the same text leaves it as it was). `npm run build` writes it to `build/.source-stamp`;
 * `npm start` rebuilds only when it differs (scripts/ensure-build.ts). So that the list cannot
 * fall behind the code, `recordBuildInputs()` (a Vite plugin) fails the build when it reads a
 * project file outside the list: every module, and every file Tailwind scans for class names.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const root = path.resolve(import.meta.dirname, '..');
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
export const stampFile = path.join(buildDir, '.source-stamp');

/** Relative to the project root. Tailwind's sources are named in app/styles/app.css. */
export const buildInputs = [
  'app',
  'config',
  'rules',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-inputs.ts',
];

/** Unit tests sit beside the code and are never built. */
const notBuilt = /\.test\.tsx?$/;

export function fingerprint(): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!notBuilt.test(p)) {
      hash.update(`${path.relative(root, p)}:${st.size}\n`);
      hash.update(readFileSync(p));
    }
  };
  for (const input of buildInputs) visit(path.join(root, input));
  return hash.digest('hex');
}

/** The project file `id` names when the stamp does not cover it; undefined when it does. */
export function uncoveredInput(id: string): string | undefined {
  const file = id.replace(/[?#].*$/, '');
  // Virtual modules, packages, generated types and Tailwind's glob patterns are not sources.
  if (file.startsWith('\0') || file.includes('*') || !path.isAbsolute(file)) return undefined;
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || /(^|\/)(node_modules|\.react-router)\//.test(relative)) return undefined;
  const covered = buildInputs.some((input) => relative === input || relative.startsWith(`${input}/`));
  return covered ? undefined : relative;
}

/** Fails the build on a read of a project file that the build stamp does not cover. */
export function recordBuildInputs(): Plugin {
  return {
    name: 'aravali:build-inputs',
    apply: 'build',
    buildEnd() {
      const read = new Set([...this.getModuleIds(), ...this.getWatchFiles()]);
      const uncovered = [...read].flatMap((id) => uncoveredInput(id) ?? []);
      if (uncovered.length > 0) {
        this.error(
          `the build read ${uncovered.join(', ')}, which the build stamp does not cover: ` +
            'add it to buildInputs in scripts/build-inputs.ts',
        );
      }
    },
  };
}
