import { statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint, root, uncoveredInput } from './build-inputs.ts';

/** Moves a file's modification time forward for `fn`, then puts it back. */
function withTouched(relative: string, fn: () => void) {
  const file = path.join(root, relative);
  const { atime, mtime } = statSync(file);
  utimesSync(file, atime, new Date(mtime.getTime() + 60_000));
  try {
    fn();
  } finally {
    utimesSync(file, atime, mtime);
  }
}

describe('the build stamp', () => {
  it('changes with every source the build reads, rules/ and Tailwind’s included', () => {
    const before = fingerprint();
    for (const source of ['rules/html-policy.ts', 'app/root.tsx', 'config/site.ts', 'app/styles/app.css']) {
      withTouched(source, () => expect(fingerprint(), source).not.toBe(before));
    }
    expect(fingerprint()).toBe(before);
  });

  it('ignores what the build never reads: tests, the server, docs', () => {
    const before = fingerprint();
    for (const other of ['rules/contact-rules.test.ts', 'server/app.ts', 'README.md']) {
      withTouched(other, () => expect(fingerprint(), other).toBe(before));
    }
  });

  it('names a project file outside the inputs, and passes packages, virtual modules and globs', () => {
    expect(uncoveredInput(path.join(root, 'server/app.ts'))).toBe('server/app.ts');
    expect(uncoveredInput(path.join(root, 'rules/html-policy.ts'))).toBeUndefined();
    expect(uncoveredInput(path.join(root, 'app/styles/app.css?direct'))).toBeUndefined();
    expect(uncoveredInput(path.join(root, 'node_modules/react/index.js'))).toBeUndefined();
    expect(uncoveredInput('\0virtual:react-router/server-build')).toBeUndefined();
    expect(uncoveredInput(path.join(root, 'app/**/*'))).toBeUndefined();
  });
});
