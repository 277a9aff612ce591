/**
 * Only React's public API: no code of ours (app, server, rules, scripts, tests, including strings
 * that become inline scripts) reads React DOM's private properties on elements (`__reactProps$…`,
 * `__reactFiber$…`) or its internals objects, which any React release may rename (#27).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const privateReact =
  /__react(?:Props|Fiber|Container|Events|Listeners|Handles|Resources|Marker|InternalInstance)|_reactListening|_reactRootContainer|__(?:SECRET|CLIENT|SERVER)_INTERNALS/;

/** Where a source text reads one of React's private names: `file:line: text` for each. */
function privateReactReads(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (privateReact.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('React private API', () => {
  it('finds a private property read, however it is written', () => {
    expect(privateReactReads('a.ts', "Object.keys(el).some(k=>k.startsWith('__reactProps$'))")).toHaveLength(1);
    expect(privateReactReads('b.ts', 'const fiber = el["__reactFiber$" + key];')).toHaveLength(1);
    expect(
      privateReactReads('c.ts', 'React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
    ).toHaveLength(1);
    expect(privateReactReads('d.ts', 'window.__reactRouterContext; form.dataset.hydrated')).toEqual([]);
  });

  it('is read nowhere in the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /\.(?:[cm]?[jt]sx?|html)$/.test(file) && !file.endsWith('no-private-react-api.test.ts'));
    expect(files.length).toBeGreaterThan(100);
    const reads = files.flatMap((file) => {
      try {
        return privateReactReads(file, readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return []; // listed but deleted in the working tree
      }
    });
    expect(reads).toEqual([]);
  });
});
