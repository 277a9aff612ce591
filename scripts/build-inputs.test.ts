import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint, root, uncoveredInput } from './build-inputs.ts';

/** Adds a line to a file for `fn`, then puts it back as it was (contents and times). */
function withTouched(relative: string, fn: () => void) {
  const file = path.join(root, relative);
  const { atime, mtime } = statSync(file);
  const text = readFileSync(file);
  writeFileSync(file, Buffer.concat([text, Buffer.from('\n')]));
  try {
    fn();
  } finally {
    writeFileSync(file, text);
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

  it('is the same after a copy or a rewrite with the same text (npm prune rewrites the lock)', () => {
    const before = fingerprint();
    const lock = path.join(root, 'package-lock.json');
    const { atime, mtime } = statSync(lock);
    utimesSync(lock, atime, new Date(mtime.getTime() + 60_000));
    try {
      expect(fingerprint()).toBe(before);
    } finally {
      utimesSync(lock, atime, mtime);
    }
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
