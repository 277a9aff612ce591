import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A Hindi route file (`*.hi.tsx`, app/routes.ts `withHindi(path, file, hindiFile)`) is its English
 * route module after the features' Hindi words (ADR 043). It must pass on every export React Router
 * reads: one left out (a `loader`, a `clientAction`, a `HydrateFallback`) would make the Hindi
 * page behave differently from the English one without any error.
 */
const appDir = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, appDir), 'utf8');

const pairs = [
  ...read('routes.ts').matchAll(/withHindi\([^)]*?'(routes\/[^']+)',\s*'(routes\/[^']+\.hi\.tsx)'\)/g),
].map(([, english, hindi]) => [english!, hindi!] as const);

function exportsOf(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]!);
  const isDefault = /^export default /m.test(source) ? ['default'] : [];
  const passedOn = [...source.matchAll(/^export \{([^}]*)\} from /gm)].flatMap((m) =>
    m[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  return [...new Set([...declared, ...isDefault, ...passedOn])].filter(Boolean).sort();
}

describe('Hindi route files', () => {
  it('are listed in app/routes.ts', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(8);
  });

  it.each(pairs)('%s: its Hindi file passes on every export', (english, hindi) => {
    expect(exportsOf(read(hindi))).toEqual(exportsOf(read(english)));
  });
});
