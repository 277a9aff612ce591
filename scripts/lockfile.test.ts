/**
 * `npm ci` installs exactly the lock file, and refuses it when a package's optional dependency
 * (each platform's build of a native package) is missing from it. npm leaves such a package out
 * of the lock, silently, when the registry does not serve it at the version asked for, and the
 * lock then installs on the machine that wrote it and nowhere else (docs/decisions/031).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type LockedPackage = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
};
const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveInLock(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('records every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolveInLock(at, name))
        .map((name) => `${name} (wanted by ${at || 'the project'})`),
    );
    expect(missing, 'run `npm install` where the registry serves them, or pin a version it serves').toEqual([]);
  });
});
