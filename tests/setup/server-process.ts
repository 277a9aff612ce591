/**
 * Starts the real production server (`node server/index.ts`) as a child process on a free
 * port with its own temporary DATA_DIR, and waits for the "Site ready at" line.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');
export const nodeBin = path.join(root, 'node_modules', '.bin', 'node');

const execFileAsync = promisify(execFile);

/**
 * Runs an operator script (`scripts/<name>.ts`, what `npm run <name>` runs) as an operator
 * would: in production mode, on the embedded database unless `env` names another (DATA_DIR or
 * DATABASE_URL). Rejects with the exit code, stdout and stderr when it fails.
 */
export function runScript(
  name: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
  timeoutMs?: number,
): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync(nodeBin, [`scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    timeout: timeoutMs,
  });
}

export type ServerProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** A port free right now on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Where tests/setup/golden-data-dir.ts left the migrated embedded database, when it ran. */
export const goldenDataDirVariable = 'TEST_GOLDEN_DATA_DIR';

export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  // A new embedded database in a folder of its own starts as a copy of the migrated one the test
  // run made (a test that names its folder sees the server make everything in it).
  const golden = process.env[goldenDataDirVariable];
  if (golden && !dataDir && !env.DATABASE_URL) {
    const pglite = path.join(dir, 'pglite');
    cpSync(path.join(golden, 'pglite'), pglite, { recursive: true });
    chmodSync(pglite, 0o700); // as PGlite makes its folder
  }
  // The site's public URL (email links, the browser's supabase URL under CSP 'self') must be the
  // address the browser uses, so the port is chosen before the server starts.
  const port = env.PORT ?? String(await freePort());
  const child = spawn(nodeBin, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      // Tests and benchmarks drive the server from one address, often with many requests at once
      // (browsers, autocannon): the per-address cap on REST requests in flight would answer 429.
      // `REST_CONCURRENCY_PER_IP: ''` in `env` restores the server's default.
      REST_CONCURRENCY_PER_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh embedded database migrates and seeds at start: seconds alone, over a minute on a
    // loaded 2-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${out}`)), 180_000);
    const onData = () => {
      const m = /Site ready at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${out}`));
    });
  });
  return {
    url,
    dataDir: dir,
    child,
    output: () => out,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!dataDir) rmSync(dir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
