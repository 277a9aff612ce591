/**
 * `npm test`: every test. Finds (or installs) a Chromium for the end-to-end tests and refuses
 * to skip them silently: without a browser it stops with what to install, unless SKIP_E2E=1.
 * Extra arguments go to vitest (e.g. `npm test -- tests/e2e/home.spec.ts`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findOrInstallChromium, installHint } from './find-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const projects: string[] = [];

if (process.env.SKIP_E2E === '1') {
  process.stdout.write('\n*** SKIP_E2E=1: the end-to-end browser tests are NOT run. ***\n\n');
  projects.push('--project', 'unit');
} else {
  const chromium = await findOrInstallChromium();
  if (!chromium) {
    process.stderr.write(`\n*** ${installHint} ***\n\n`);
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = chromium;
  process.stdout.write(`End-to-end tests use ${chromium}\n`);
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results', 'vitest.json');
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { cwd: root, stdio: 'inherit', env: process.env },
);

if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: {
      name: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  // A test that failed, then passed when run again (vitest.config.ts `retry`): a timing flake
  // or a defect that shows only sometimes, either way worth a look.
  const secondTry = summary.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'passed' && t.failureMessages.length > 0)
      .map((t) => {
        const why = t.failureMessages[0]?.split('\n')[0] ?? '';
        return `  - ${path.relative(root, file.name)} > ${t.fullName}\n      first try: ${why}`;
      }),
  );
  if (secondTry.length > 0) {
    process.stdout.write(`\nPassed only on a second try (${secondTry.length}):\n${secondTry.join('\n')}\n`);
  }
  process.stdout.write(
    `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped` +
      `${secondTry.length > 0 ? ` (${secondTry.length} on a second try)` : ''}\n`,
  );
}
process.exit(result.status ?? 1);
