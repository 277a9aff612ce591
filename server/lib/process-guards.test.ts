/**
 * An unhandled rejection or an uncaught exception ends the process cleanly and non-zero: logged
 * as fatal, shut down as on SIGTERM, then exit code 1. Run in a child process (it exits).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeBin } from '../../tests/setup/server-process.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'process-guards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runWith(trigger: string) {
  const script = path.join(dir, `guarded-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    script,
    `import { installProcessGuards } from ${JSON.stringify(path.resolve(import.meta.dirname, 'process-guards.ts'))};
     import { createLogger } from ${JSON.stringify(path.resolve(import.meta.dirname, 'logger.ts'))};
     const logger = createLogger({ level: 'info', pretty: false });
     installProcessGuards({ logger, timeoutMs: 5000, shutdown: async () => {
       await new Promise((r) => setTimeout(r, 50));
       process.stdout.write('closed cleanly\\n');
     } });
     setTimeout(() => { ${trigger} }, 10);
     setTimeout(() => process.stdout.write('still running\\n'), 3000);`,
  );
  return spawnSync(nodeBin, [script], { encoding: 'utf8', timeout: 20_000 });
}

describe('process guards', () => {
  it('shut down and exit 1 on an unhandled rejection, logging it as fatal', () => {
    const run = runWith(`Promise.reject(new Error('nobody caught me'));`);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('closed cleanly');
    expect(run.stdout).not.toContain('still running');
    const fatal = run.stdout.split('\n').find((l) => l.includes('"level":60'));
    expect(JSON.parse(fatal!)).toMatchObject({
      msg: 'unhandled promise rejection: shutting down',
      err: { message: 'nobody caught me' },
    });
  });

  it('shut down and exit 1 on an uncaught exception', () => {
    const run = runWith(`throw new Error('thrown in a timer');`);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('closed cleanly');
    expect(run.stdout).toContain('uncaught exception: shutting down');
  });
});
