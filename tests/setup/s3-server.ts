/**
 * Vitest global setup: starts the test S3 server (s3-server-process.ts) as a child process with
 * its own temporary directory and hands its endpoint to the tests, which make a bucket each
 * (test-s3.ts). Stopped and removed at the end of the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { nodeBin, root } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 's3-server-'));
  const child = spawn(
    nodeBin,
    ['--openssl-legacy-provider', path.join(root, 'tests/setup/s3-server-process.ts'), dir],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the test S3 server did not start in 20 s:\n${out}`)), 20_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /s3 listening on (\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test S3 server exited with ${code}:\n${out}`));
    });
  });
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
}
