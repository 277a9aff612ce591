/**
 * Finds a Chromium for the end-to-end tests, installing one where it can:
 * CHROMIUM_PATH, then a system chromium or chrome, then Playwright's own download; failing
 * those, `apt-get install chromium` (as root with apt), then Playwright's installer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

async function playwrightOwn(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

async function locate(): Promise<string | undefined> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return candidates.find((c) => existsSync(c)) ?? (await playwrightOwn());
}

function run(cmd: string, args: string[]): boolean {
  process.stdout.write(`$ ${cmd} ${args.join(' ')}\n`);
  return (
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0
  );
}

export const installHint =
  'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
  '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chrome/Chromium binary. To run only the other tests, set SKIP_E2E=1.';

export async function findOrInstallChromium(): Promise<string | undefined> {
  const found = await locate();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    process.stdout.write("No Chromium found: installing Debian's chromium package...\n");
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])) {
      const after = await locate();
      if (after) return after;
    }
  }
  process.stdout.write("Trying Playwright's browser installer...\n");
  run('npx', ['--no-install', 'playwright-core', 'install', 'chromium']);
  return locate();
}
