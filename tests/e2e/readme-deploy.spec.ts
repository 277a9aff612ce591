/**
 * The README's deploy section, run as an operator would on a fresh clone: the release block
 * (`<!-- deploy:release -->`) line by line in one shell, then the release started with
 * `npm run serve` on Node 22 and on Node 24 without devDependencies, and `npm start`, which must
 * not build again. Only what a test host cannot have is changed: the clone is a copy of this
 * checkout's tracked files (`git clone` of a server), the paths under /srv and /etc are in a
 * temporary directory, and the environment file points at this machine's PostgreSQL and S3 test
 * servers. The host block's commands need root and systemd: each file they install is checked to
 * exist here, and scripts/deploy-files.test.ts validates those files with nginx and systemd.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutCommit } from '../../server/lib/release.ts';
import { freePort, root } from '../setup/server-process.ts';
import { createPgDatabaseUrl } from '../setup/test-db.ts';
import { s3Env } from '../setup/test-s3.ts';

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
/** The first ```bash block after `marker`. */
function block(marker: string): string[] {
  const at = readme.indexOf(marker);
  if (at === -1) throw new Error(`README.md has no ${marker}`);
  const body = /```bash\n([\s\S]*?)```/.exec(readme.slice(at))?.[1] ?? '';
  return body.split('\n').filter((l) => l.trim() !== '');
}

/** Node `major` from the npm registry (the `node` package), kept under tmp/ across runs. */
function nodeRuntime(major: number): string {
  const prefix = path.join(root, 'tmp', 'node-runtimes', String(major));
  const bin = path.join(prefix, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'node'))) {
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `node@${major}`], {
      stdio: 'ignore',
    });
  }
  return bin;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'readme-deploy-'));
const release = path.join(scratch, 'releases', 'v1.0.0');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts `npm run <script>` in the release with `bin` first on PATH; resolves once it serves. */
async function serve(script: 'serve' | 'start', bin: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn('npm', ['run', script], {
    cwd: path.join(scratch, 'current'),
    env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}`, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; !out.includes('Site ready at'); i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`npm run ${script} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    output: () => out,
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

describe('the README deploy section on a fresh clone', () => {
  it('builds the release once and serves it on Node 22 and 24 without devDependencies', async () => {
    // The environment file: PostgreSQL and S3 as in production when the test servers exist.
    const env: Record<string, string> = {
      SITE_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(scratch, 'data'),
    };
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPgDatabaseUrl();
      cleanups.push(() => database.drop());
      Object.assign(env, { DATABASE_URL: database.url }, await s3Env());
    }
    const envFile = path.join(scratch, 'site.env');
    writeFileSync(
      envFile,
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );

    // A fresh clone: this checkout's tracked files, nothing built or installed.
    mkdirSync(release, { recursive: true });
    execFileSync('bash', ['-c', `git ls-files -z | xargs -0 cp --parents -t ${JSON.stringify(release)}`], {
      cwd: root,
    });
    const commit = checkoutCommit() ?? 'unknown';
    const lines = block('<!-- deploy:release').map((line) =>
      line.startsWith('git clone ')
        ? `test -f ${release}/package.json   # (git clone: the copy above)`
        : line.replaceAll('/srv/aravali', scratch).replaceAll('/etc/aravali/site.env', envFile),
    );
    expect(lines.map((l) => l.split(/\s+#/)[0]!.trim())).toEqual(
      expect.arrayContaining(['npm ci', 'npm run build', 'npm prune --omit=dev', 'npm run migrate']),
    );
    const node24 = nodeRuntime(24);
    const script = `set -euo pipefail\n${lines.join('\n')}\n`;
    const ran = execFileSync('bash', ['-c', script], {
      cwd: scratch,
      env: { ...process.env, PATH: `${node24}:${process.env.PATH}`, RELEASE_COMMIT: commit, CI: 'true' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    expect(ran).toMatch(/^v24\./m);
    expect(ran).toMatch(/^SERVICE_ROLE_KEY=ey/m);
    expect(existsSync(path.join(release, 'node_modules', 'node'))).toBe(false);
    expect(existsSync(path.join(release, 'node_modules', 'vite'))).toBe(false);

    for (const major of [22, 24]) {
      const bin = nodeRuntime(major);
      const site = await serve('serve', bin, env);
      try {
        expect((await fetch(`${site.url}/readyz`)).status, site.output()).toBe(200);
        const health = (await (await fetch(`${site.url}/healthz`)).json()) as Record<string, string>;
        expect(health).toMatchObject({ status: 'ok', commit });
        expect((await fetch(`${site.url}/`)).status).toBe(200);
        expect((await fetch(`${site.url}/blog`)).status).toBe(200);
      } finally {
        await site.stop();
      }
      expect(execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' })).toMatch(
        new RegExp(`^v${major}\\.`),
      );
    }
    // npm start after npm run build: the stamp is fresh, nothing is built again.
    const started = await serve('start', node24, env);
    await started.stop();
    expect(started.output()).not.toContain('Building the site');
  }, 900_000);

  it('installs only files that deploy/ ships', () => {
    const named =
      block('<!-- deploy:host')
        .join('\n')
        .match(/deploy\/[\w@./-]+/g) ?? [];
    expect(named.length).toBeGreaterThan(4);
    for (const file of named) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(block('<!-- deploy:roll').join('\n')).toContain('systemctl restart aravali-site@$port');
  });
});
