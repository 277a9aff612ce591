/**
 * `npm run bench`: runs every benchmark in turn (bench:api, bench:web, bench:crash, bench:load, bench:images;
 * any that is not defined in package.json is reported as missing) and writes one markdown
 * summary, bench-results/summary.md (git-ignored), with each one's printed output or the tables
 * it saved under bench-results/. Arguments after `--` are not forwarded; set sizes through each
 * script's environment (BENCH_CRASH_ROUNDS, BENCH_LOAD_DURATION) or run the scripts one by one.
 * Exits 0 unless a benchmark could not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir } from './bench-support.ts';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };

type Outcome = { name: string; status: 'ok' | 'failed' | 'missing'; seconds: number; output: string };

function run(name: string): Outcome {
  if (!pkg.scripts?.[name]) return { name, status: 'missing', seconds: 0, output: '' };
  console.log(`\n=== npm run ${name} ===`);
  const started = performance.now();
  const child = spawnSync(npm, ['run', '--silent', name], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${child.stdout ?? ''}${child.stderr ?? ''}`;
  process.stdout.write(output);
  const seconds = (performance.now() - started) / 1000;
  return { name, status: child.status === 0 ? 'ok' : 'failed', seconds, output };
}

/** The markdown a benchmark saved (bench-results/<file>.md), else the tail of what it printed. */
function section(outcome: Outcome, saved: string | undefined): string {
  const head = `## npm run ${outcome.name}: ${outcome.status}${outcome.seconds ? ` (${outcome.seconds.toFixed(0)} s)` : ''}`;
  if (outcome.status === 'missing') return `${head}\n\nNot defined in package.json.\n`;
  const file = saved ? path.join(resultsDir, saved) : undefined;
  if (outcome.status === 'ok' && file && existsSync(file)) return `${head}\n\n${readFileSync(file, 'utf8')}`;
  const tail = outcome.output.trimEnd().split('\n').slice(-60).join('\n');
  return `${head}\n\n\`\`\`\n${tail}\n\`\`\`\n`;
}

const plan: [string, string | undefined][] = [
  ['bench:api', undefined],
  ['bench:web', undefined],
  ['bench:crash', 'crash.md'],
  ['bench:load', 'load.md'],
  ['bench:images', 'images.md'],
];
const outcomes = plan.map(([name, saved]) => ({ outcome: run(name), saved }));
const summary = [
  '# Benchmark summary',
  '',
  `Run at ${new Date().toISOString()} on ${process.platform} with Node ${process.version}.`,
  'Targets: ../shared/reference/targets.md (API, Web pages, Reliability).',
  '',
  '| benchmark | result | seconds |',
  '|---|---|---:|',
  ...outcomes.map(({ outcome: o }) => `| ${o.name} | ${o.status} | ${o.seconds.toFixed(0)} |`),
  '',
  ...outcomes.map(({ outcome, saved }) => section(outcome, saved)),
].join('\n');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'summary.md'), `${summary.trimEnd()}\n`);
console.log(`\nSummary written to ${path.relative(root, path.join(resultsDir, 'summary.md'))}`);
if (outcomes.some(({ outcome }) => outcome.status === 'failed')) process.exitCode = 1;
