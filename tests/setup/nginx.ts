/**
 * Debian's nginx in front of site processes, for tests: the shipped configuration
 * (deploy/nginx/) with only what a test host must change: the instances' ports in the upstream
 * block, a free loopback port instead of 80/443 and TLS, and its files in a temporary directory
 * (the shipped locations file copied there too: nginx runs as nobody, who cannot read a checkout
 * under a private home).
 * Runs unprivileged (as nobody when the test runs as root), in the foreground, stopped by `stop()`.
 * Its access log records each request's status and the instances nginx tried (`$upstream_status`
 * "502, 200" means it passed the request on to the next one).
 */
import { spawn } from 'node:child_process';
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root } from './server-process.ts';

export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export type Nginx = {
  url: string;
  /** Access log lines: `status upstream_status method uri`. */
  log(): string[];
  stop(): Promise<void>;
};

/** The shipped upstream block with the test's instance ports. */
function upstreamBlock(ports: readonly number[]): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/aravali-site.conf'), 'utf8');
  const block = /^upstream aravali_site \{[\s\S]*?^\}/m.exec(site)?.[0];
  if (!block) throw new Error('deploy/nginx/aravali-site.conf has no upstream aravali_site block');
  const shipped = [...block.matchAll(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/gm)];
  if (shipped.length === 0) throw new Error('the upstream block names no 127.0.0.1 instance');
  const options = shipped[0]![1];
  const servers = ports.map((p) => `    server 127.0.0.1:${p} ${options};`).join('\n');
  return block.replace(/(^ {4}server 127\.0\.0\.1:\d+ .*;\n)+/m, `${servers}\n`);
}

export async function startNginx(ports: readonly number[]): Promise<Nginx> {
  if (!nginxBin) throw new Error("Debian's nginx is not installed: apt-get install nginx-light (.ci/run does)");
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  copyFileSync(path.join(root, 'deploy/nginx/aravali-locations.conf'), path.join(dir, 'aravali-locations.conf'));
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  log_format test '$status $upstream_status $request_method $uri';
  access_log ${dir}/access.log test;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamBlock(ports)}
  server {
    listen 127.0.0.1:${port};
    include ${dir}/aravali-locations.conf;
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // Unprivileged: as root, nginx runs as nobody (its files made writable for it).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const p of [dir, ...readdirSync(dir).map((n) => path.join(dir, n))]) chownSync(p, 65534, 65534);
  const child = spawn(
    nginxBin,
    ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    },
  );
  let out = '';
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${out}${readLog(dir, 'error.log')}`);
    if (
      // nginx answers /metrics itself (404, never passed on): up without asking the instances.
      await fetch(`${url}/metrics`).then(
        (r) => r.status === 404,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`nginx did not answer in 10 s: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    log: () => readLog(dir, 'access.log').split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir: string, name: string): string {
  try {
    return readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return '';
  }
}
